import ListKit
import ListKitTestSupport
import Testing

/// A view model over `[TestItem]` with a search filter, its stub loader and the filter.
@MainActor
private struct Machine {
    let stub = StubLoader<[TestItem]>()
    let search = ItemSearch()
    let viewModel: ItemsViewModel

    init() {
        let search = search
        viewModel = LoadableListViewModel(
            load: stub.loader,
            sections: { items in
                [Section("items") { for item in items where !search.matchesNothing { Row<TestTextCell>(item) } }]
            },
            loadingRow: { AnyRow(Row<PlaceholderCell>("loading")) },
            emptyRow: { AnyRow(Row<PlaceholderCell>("empty")) },
            errorRow: { error, retry in AnyRow(Row<PlaceholderCell>("error: \(error)").onSelect { _ in retry() }) }
        )
    }

    /// What the view model shows and says now.
    func observe() async -> Outcome {
        Outcome(
            state: "\(viewModel.state)",
            rows: render(viewModel.snapshot),
            refreshing: viewModel.isRefreshing,
            refreshError: viewModel.lastRefreshError.map { "\($0)" },
            calls: await stub.callCount
        )
    }

    /// Loads `content` through the first load.
    func loaded(_ content: [TestItem]) async {
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: content)
        await load.value
    }
}

/// What a view model shows and says: its state, its rows (``render(_:)``), its refresh flags, and how many times it
/// called its loader.
private struct Outcome: Sendable, Equatable, CustomStringConvertible {
    var state: String
    var rows: [String]
    var refreshing = false
    var refreshError: String? = nil
    var calls: Int

    var description: String {
        "\(state) \(rows) refreshing: \(refreshing) refreshError: \(refreshError ?? "-") calls: \(calls)"
    }
}

private let loadingRows = ["placeholder: loading"]
private let emptyRows = ["placeholder: empty"]
private let items12 = ["items: 1:0, 2:0"]
private let offline = LoadError(message: "offline")
private let timeout = 0.05
private let timedOut = "Loading timed out after 0.05 s."

/// The states a view model can be in, each reached by the steps a user and a server take.
private enum Start: String, CaseIterable, Sendable {
    case idle, loading, loaded, empty, filteredEmpty, failed, refreshing, refreshFailed, refreshingFiltered

    /// Whether a load runs in this state.
    var hasRunningLoad: Bool {
        [.loading, .refreshing, .refreshingFiltered].contains(self)
    }

    /// Brings `machine` to this state; a load left running starts with `loadTimeout` set to `timeout`.
    @MainActor
    func reach(_ machine: Machine, timeout: Double?) async {
        let viewModel = machine.viewModel
        switch self {
        case .idle:
            break
        case .loading:
            viewModel.loadTimeout = timeout
            viewModel.load()
            await machine.stub.waitForCalls(1)
        case .loaded:
            await machine.loaded(items(1, 2))
        case .empty:
            await machine.loaded([])
        case .filteredEmpty:
            await machine.loaded(items(1, 2))
            machine.search.matchesNothing = true
            viewModel.rebuildSnapshot()
        case .failed:
            let load = viewModel.load()
            await machine.stub.waitForCalls(1)
            await machine.stub.fail(0, with: offline)
            await load.value
        case .refreshing:
            await machine.loaded(items(1, 2))
            viewModel.loadTimeout = timeout
            viewModel.refresh()
            await machine.stub.waitForCalls(2)
        case .refreshFailed:
            await machine.loaded(items(1, 2))
            let refresh = viewModel.refresh()
            await machine.stub.waitForCalls(2)
            await machine.stub.fail(1, with: LoadError(message: "dropped"))
            await refresh.value
        case .refreshingFiltered:
            await machine.loaded(items(1, 2))
            machine.search.matchesNothing = true
            viewModel.rebuildSnapshot()
            viewModel.loadTimeout = timeout
            viewModel.refresh()
            await machine.stub.waitForCalls(2)
        }
    }

    /// What the view model shows and says once in this state.
    var outcome: Outcome {
        switch self {
        case .idle: Outcome(state: "idle", rows: [], calls: 0)
        case .loading: Outcome(state: "loading", rows: loadingRows, calls: 1)
        case .loaded: Outcome(state: "loaded([1:0, 2:0])", rows: items12, calls: 1)
        case .empty: Outcome(state: "empty([])", rows: emptyRows, calls: 1)
        case .filteredEmpty: Outcome(state: "empty([1:0, 2:0])", rows: emptyRows, calls: 1)
        case .failed: Outcome(state: "failed(offline)", rows: ["placeholder: error: offline"], calls: 1)
        case .refreshing: Outcome(state: "loaded([1:0, 2:0])", rows: items12, refreshing: true, calls: 2)
        case .refreshFailed: Outcome(state: "loaded([1:0, 2:0])", rows: items12, refreshError: "dropped", calls: 2)
        case .refreshingFiltered: Outcome(state: "empty([1:0, 2:0])", rows: emptyRows, refreshing: true, calls: 2)
        }
    }
}

/// What happens to a view model: the user's calls, the server's answers to the running load, the clock.
private enum Event: String, CaseIterable, Sendable {
    case load, reload, refresh, succeed, succeedEmpty, fail, timeout, cancel, applyFilter, clearFilter

    /// Makes it happen to `machine`, which is in `start`, and waits for what it starts to settle.
    @MainActor
    func happen(to machine: Machine, in start: Start) async {
        let viewModel = machine.viewModel
        let running = start.outcome.calls - 1
        switch self {
        case .load: viewModel.load()
        case .reload: viewModel.reload()
        case .refresh: viewModel.refresh()
        case .succeed, .succeedEmpty, .fail:
            guard start.hasRunningLoad else { return }
            if self == .fail {
                await machine.stub.fail(running, with: offline)
            } else {
                await machine.stub.succeed(running, with: self == .succeed ? items(3) : [])
            }
            // Outside idle, load() returns the running load and starts nothing.
            await viewModel.load().value
        case .timeout:
            guard start.hasRunningLoad else { return }
            await viewModel.load().value
        case .cancel: viewModel.cancel()
        case .applyFilter:
            machine.search.matchesNothing = true
            viewModel.rebuildSnapshot()
        case .clearFilter:
            machine.search.matchesNothing = false
            viewModel.rebuildSnapshot()
        }
    }
}

/// One row of the state machine's table: from a state, an event leads to an outcome.
private struct Transition: Sendable, CustomTestStringConvertible {
    var start: Start
    var event: Event
    /// `nil`: nothing changes.
    var outcome: Outcome?

    var testDescription: String {
        "\(start.rawValue) + \(event.rawValue)"
    }
}

private func when(_ start: Start, _ event: Event, _ outcome: Outcome?) -> Transition {
    Transition(start: start, event: event, outcome: outcome)
}

/// Nothing changes.
private let same: Outcome? = nil

private func loading(calls: Int) -> Outcome {
    Outcome(state: "loading", rows: loadingRows, calls: calls)
}

private func loaded(
    _ state: String, _ rows: [String], refreshing: Bool = false, error: String? = nil, calls: Int
)
    -> Outcome
{
    Outcome(state: state, rows: rows, refreshing: refreshing, refreshError: error, calls: calls)
}

private func failed(_ message: String) -> Outcome {
    Outcome(state: "failed(\(message))", rows: ["placeholder: error: \(message)"], calls: 1)
}

/// Every (state, event) pair and where it leads.
private let transitions: [Transition] = [
    when(.idle, .load, loading(calls: 1)),
    when(.idle, .reload, loading(calls: 1)),
    when(.idle, .refresh, loading(calls: 1)),
    when(.idle, .succeed, same),
    when(.idle, .succeedEmpty, same),
    when(.idle, .fail, same),
    when(.idle, .timeout, same),
    when(.idle, .cancel, same),
    when(.idle, .applyFilter, same),
    when(.idle, .clearFilter, same),

    when(.loading, .load, same),  // joins the running load
    when(.loading, .reload, loading(calls: 2)),
    when(.loading, .refresh, same),  // joins the running load
    when(.loading, .succeed, loaded("loaded([3:0])", ["items: 3:0"], calls: 1)),
    when(.loading, .succeedEmpty, loaded("empty([])", emptyRows, calls: 1)),
    when(.loading, .fail, failed("offline")),
    when(.loading, .timeout, failed(timedOut)),
    when(.loading, .cancel, Outcome(state: "idle", rows: [], calls: 1)),
    when(.loading, .applyFilter, same),
    when(.loading, .clearFilter, same),

    when(.loaded, .load, same),
    when(.loaded, .reload, loading(calls: 2)),
    when(.loaded, .refresh, loaded("loaded([1:0, 2:0])", items12, refreshing: true, calls: 2)),
    when(.loaded, .succeed, same),
    when(.loaded, .succeedEmpty, same),
    when(.loaded, .fail, same),
    when(.loaded, .timeout, same),
    when(.loaded, .cancel, same),
    when(.loaded, .applyFilter, loaded("empty([1:0, 2:0])", emptyRows, calls: 1)),
    when(.loaded, .clearFilter, same),

    when(.empty, .load, same),
    when(.empty, .reload, loading(calls: 2)),
    when(.empty, .refresh, loaded("empty([])", emptyRows, refreshing: true, calls: 2)),
    when(.empty, .succeed, same),
    when(.empty, .succeedEmpty, same),
    when(.empty, .fail, same),
    when(.empty, .timeout, same),
    when(.empty, .cancel, same),
    when(.empty, .applyFilter, same),
    when(.empty, .clearFilter, same),

    when(.filteredEmpty, .load, same),
    when(.filteredEmpty, .reload, loading(calls: 2)),
    when(.filteredEmpty, .refresh, loaded("empty([1:0, 2:0])", emptyRows, refreshing: true, calls: 2)),
    when(.filteredEmpty, .succeed, same),
    when(.filteredEmpty, .succeedEmpty, same),
    when(.filteredEmpty, .fail, same),
    when(.filteredEmpty, .timeout, same),
    when(.filteredEmpty, .cancel, same),
    when(.filteredEmpty, .applyFilter, same),
    // The content was kept: clearing the filter brings the rows back, with no load.
    when(.filteredEmpty, .clearFilter, loaded("loaded([1:0, 2:0])", items12, calls: 1)),

    when(.failed, .load, same),
    when(.failed, .reload, loading(calls: 2)),
    when(.failed, .refresh, loading(calls: 2)),
    when(.failed, .succeed, same),
    when(.failed, .succeedEmpty, same),
    when(.failed, .fail, same),
    when(.failed, .timeout, same),
    when(.failed, .cancel, same),
    when(.failed, .applyFilter, same),
    when(.failed, .clearFilter, same),

    when(.refreshing, .load, same),
    when(.refreshing, .reload, loading(calls: 3)),
    when(.refreshing, .refresh, same),  // joins the running refresh
    when(.refreshing, .succeed, loaded("loaded([3:0])", ["items: 3:0"], calls: 2)),
    when(.refreshing, .succeedEmpty, loaded("empty([])", emptyRows, calls: 2)),
    when(.refreshing, .fail, loaded("loaded([1:0, 2:0])", items12, error: "offline", calls: 2)),
    when(.refreshing, .timeout, loaded("loaded([1:0, 2:0])", items12, error: timedOut, calls: 2)),
    when(.refreshing, .cancel, loaded("loaded([1:0, 2:0])", items12, calls: 2)),
    when(.refreshing, .applyFilter, loaded("empty([1:0, 2:0])", emptyRows, refreshing: true, calls: 2)),
    when(.refreshing, .clearFilter, same),

    when(.refreshFailed, .load, same),
    when(.refreshFailed, .reload, loading(calls: 3)),
    when(.refreshFailed, .refresh, loaded("loaded([1:0, 2:0])", items12, refreshing: true, error: "dropped", calls: 3)),
    when(.refreshFailed, .succeed, same),
    when(.refreshFailed, .succeedEmpty, same),
    when(.refreshFailed, .fail, same),
    when(.refreshFailed, .timeout, same),
    when(.refreshFailed, .cancel, same),
    when(.refreshFailed, .applyFilter, loaded("empty([1:0, 2:0])", emptyRows, error: "dropped", calls: 2)),
    when(.refreshFailed, .clearFilter, same),

    when(.refreshingFiltered, .load, same),
    when(.refreshingFiltered, .reload, loading(calls: 3)),
    when(.refreshingFiltered, .refresh, same),
    // The new content is kept too: the filter still matches nothing in it.
    when(.refreshingFiltered, .succeed, loaded("empty([3:0])", emptyRows, calls: 2)),
    when(.refreshingFiltered, .succeedEmpty, loaded("empty([])", emptyRows, calls: 2)),
    when(.refreshingFiltered, .fail, loaded("empty([1:0, 2:0])", emptyRows, error: "offline", calls: 2)),
    when(.refreshingFiltered, .timeout, loaded("empty([1:0, 2:0])", emptyRows, error: timedOut, calls: 2)),
    when(.refreshingFiltered, .cancel, loaded("empty([1:0, 2:0])", emptyRows, calls: 2)),
    when(.refreshingFiltered, .applyFilter, same),
    when(.refreshingFiltered, .clearFilter, loaded("loaded([1:0, 2:0])", items12, refreshing: true, calls: 2)),
]

@MainActor
@Suite("LoadableListViewModel: the state machine, every state and event", .timeLimit(.minutes(10)))
struct LoadableListViewModelStateMachineTests {
    @Test("The table lists every pair of a state and an event once")
    func tableCoversEveryPair() {
        let pairs = transitions.map { "\($0.start.rawValue) + \($0.event.rawValue)" }
        #expect(Set(pairs).count == pairs.count)
        #expect(pairs.count == Start.allCases.count * Event.allCases.count)
    }

    @Test("Each state is reached as its steps say", arguments: Start.allCases)
    fileprivate func eachStartingState(_ start: Start) async {
        let machine = Machine()
        await start.reach(machine, timeout: nil)
        #expect(await machine.observe() == start.outcome)
    }

    @Test("From each state, each event leads to the next state and its rows", arguments: transitions)
    fileprivate func eachEventLeadsToTheNextState(_ transition: Transition) async {
        let machine = Machine()
        await transition.start.reach(machine, timeout: transition.event == .timeout ? timeout : nil)
        await transition.event.happen(to: machine, in: transition.start)
        let expected = transition.outcome ?? transition.start.outcome
        if expected.calls > transition.start.outcome.calls {
            await machine.stub.waitForCalls(expected.calls)
        }
        // Turns for a load that should not start (a join) to call the loader anyway, and be counted.
        for _ in 0..<20 { await Task.yield() }
        #expect(await machine.observe() == expected)
    }
}
