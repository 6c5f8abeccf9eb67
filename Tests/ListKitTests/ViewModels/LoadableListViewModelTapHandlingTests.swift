import ListKit
import ListKitTestSupport
import Testing

private struct Message: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var isRead = false
}

/// What a message cell shows: the message and whether its body is expanded.
private struct MessageModel: Identifiable, Equatable, Sendable {
    var message: Message
    var isExpanded: Bool
    var id: Int { message.id }
}

@MainActor
private final class MessageCell: ConfigurableCell {
    func configure(with model: MessageModel) {}
}

@MainActor
@Suite("LoadableListViewModel: taps change state and come back as snapshots", .timeLimit(.minutes(10)))
struct LoadableListViewModelTapHandlingTests {
    /// An inbox whose tap on a row toggles its expansion, and whose mapping reads expansion and read state.
    private func loadedInbox(
        _ messages: [Message],
        expansion: ExpansionState = ExpansionState(),
        onSelect: @escaping @MainActor @Sendable (LoadableListViewModel<[Message]>?, MessageModel) -> Void
    ) async -> LoadableListViewModel<[Message]> {
        let stub = StubLoader<[Message]>()
        let viewModel = LoadableListViewModel(
            load: stub.loader,
            expansion: expansion,
            sections: { messages, list in
                Section("unread") {
                    for message in messages where !message.isRead {
                        Row<MessageCell>(MessageModel(message: message, isExpanded: list.isExpanded(message.id)))
                            .onSelect { [weak list] in onSelect(list, $0) }
                    }
                }
                Section("read") {
                    for message in messages where message.isRead {
                        Row<MessageCell>(MessageModel(message: message, isExpanded: list.isExpanded(message.id)))
                            .onSelect { [weak list] in onSelect(list, $0) }
                    }
                }
            }
        )
        let load = viewModel.load()
        await stub.waitForCalls(1)
        await stub.succeed(0, with: messages)
        await load.value
        return viewModel
    }

    private func models(_ snapshot: ListSnapshot) -> [[MessageModel]] {
        snapshot.sections.map { $0.rows.compactMap { $0.model(as: MessageModel.self) } }
    }

    @Test("Tapping an expandable row publishes a snapshot where only that row changed, reconfigured in place")
    func tapOnExpandableRowReconfiguresThatRow() async throws {
        let viewModel = await loadedInbox([Message(id: 1, title: "a"), Message(id: 2, title: "b")]) { list, model in
            list?.toggleExpansion(of: model.id)
        }
        var snapshots = viewModel.snapshots().makeAsyncIterator()
        let before = try #require(await snapshots.next())
        #expect(models(before).flatMap { $0 }.map(\.isExpanded) == [false, false])

        try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 1))).select()
        let after = try #require(await snapshots.next())
        #expect(models(after).flatMap { $0 }.map(\.isExpanded) == [false, true])
        #expect(viewModel.isExpanded(2))

        let diff = ListDiff(from: before, to: after)
        #expect(diff.stages.count == 1)
        #expect(diff.stages.first?.reconfiguredRows == [RowPath(section: 0, row: 1)])
        #expect(diff.changeCount == 1)

        try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 1))).select()
        #expect(models(viewModel.snapshot).flatMap { $0 }.map(\.isExpanded) == [false, false])
    }

    @Test("An accordion expansion state collapses the other rows")
    func accordionCollapsesOtherRows() async throws {
        let viewModel = await loadedInbox(
            [Message(id: 1, title: "a"), Message(id: 2, title: "b")],
            expansion: ExpansionState(allowsMultipleExpanded: false)
        ) { list, model in
            list?.toggleExpansion(of: model.id)
        }
        try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 0))).select()
        try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 1))).select()
        #expect(models(viewModel.snapshot).flatMap { $0 }.map(\.isExpanded) == [false, true])
    }

    @Test("Marking a message as read moves it to the read section, which appears")
    func markAsReadMovesRowToReadSection() async throws {
        let viewModel = await loadedInbox([Message(id: 1, title: "a"), Message(id: 2, title: "b")]) { list, model in
            list?.updateContent { messages in
                for index in messages.indices where messages[index].id == model.id {
                    messages[index].isRead = true
                }
            }
        }
        let before = viewModel.snapshot
        #expect(before.sections.map(\.id) == ["unread"])

        try #require(viewModel.snapshot.row(at: RowPath(section: 0, row: 0))).select()
        #expect(viewModel.snapshot.sections.map(\.id) == ["unread", "read"])
        #expect(models(viewModel.snapshot).map { $0.map(\.id) } == [[2], [1]])
        #expect(viewModel.state.content?.first?.isRead == true)
        let diff = ListDiff(from: before, to: viewModel.snapshot)
        #expect(diff.stages.flatMap(\.insertedSections) == [1])
    }

    @Test("Editing the content down to no rows shows the empty state, and editing it back shows rows again")
    func updateContentToNoRowsAndBack() async {
        let viewModel = await loadedInbox([Message(id: 1, title: "a")]) { _, _ in }
        #expect(viewModel.updateContent { $0.removeAll() })
        #expect(viewModel.state.isEmpty)
        #expect(viewModel.state.content?.isEmpty == true)
        #expect(viewModel.snapshot.isEmpty)
        #expect(viewModel.updateContent { $0.append(Message(id: 2, title: "b")) })
        #expect(models(viewModel.snapshot).map { $0.map(\.id) } == [[2]])
        #expect(!viewModel.state.isEmpty)
    }

    @Test("Outside loaded content, editing it does nothing")
    func updateContentWithoutContentDoesNothing() {
        let viewModel = LoadableListViewModel(
            load: { [Message]() }, sections: { (messages: [Message]) in [Section]() })
        #expect(!viewModel.updateContent { $0.append(Message(id: 2, title: "b")) })
        #expect("\(viewModel.state)" == "idle")
        #expect(viewModel.snapshot.isEmpty)
    }

    @Test("A row handler does not keep the view model alive")
    func rowHandlersDoNotRetainViewModel() async {
        var viewModel: LoadableListViewModel<[Message]>? = await loadedInbox([Message(id: 1, title: "a")]) {
            list,
            model in
            list?.toggleExpansion(of: model.id)
        }
        weak let weakViewModel = viewModel
        let snapshot = viewModel?.snapshot
        viewModel = nil
        #expect(weakViewModel == nil)
        snapshot?.row(at: RowPath(section: 0, row: 0))?.select()  // the handler finds no view model and does nothing
    }
}
