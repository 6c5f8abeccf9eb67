import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The live screen: a market board that changes on every tick — quotes listed and delisted, repriced, moving within
/// their section and across sections as their change turns — applied as animated batch updates. The adapter's
/// ``ListUpdateReport`` of each update marks the rows it touched (until the next update, or for `markSeconds`) and
/// feeds the panel of its counts, stages and time.
final class LiveViewController: UIViewController {
    /// The seed of the board the showcase shows.
    static let defaultSeed: UInt64 = 2_026
    /// The height of a row: one line of 17-point text (about 20⅓ points; a sum of these is exact in binary).
    static let rowHeight: CGFloat = 20.25

    let tableView = UITableView(frame: .zero, style: .plain)
    let status = StatusLine()
    /// The rows the last update touched.
    let marks = LiveMarks()
    private lazy var adapter = TableViewAdapter(tableView: tableView)

    /// The board, as of the last tick.
    private(set) var feed: LiveFeed
    /// The report of the last update that reached the table.
    private(set) var lastReport: ListUpdateReport?
    /// Whether the panel gives the update's time (interactive use) or `—` (scripts, whose frames must not vary).
    let showsTimes: Bool
    /// How long marks stay, in seconds; `nil` keeps them until the next update.
    let markSeconds: Double?
    private var markClearing: Task<Void, Never>?

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - seed: The board's seed: the same seed makes the same ticks.
    ///   - showsTimes: Whether the panel gives the update's time.
    ///   - markSeconds: How long marks stay, in seconds; `nil` until the next update.
    init(seed: UInt64 = defaultSeed, showsTimes: Bool = false, markSeconds: Double? = nil) {
        feed = LiveFeed(seed: seed)
        self.showsTimes = showsTimes
        self.markSeconds = markSeconds
        super.init(nibName: nil, bundle: nil)
        title = "Live"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        // A dense board: a row is one line of body text.
        adapter.rowHeight = Self.rowHeight
        adapter.onUpdate = { [weak self] report in self?.show(report) }
        view.addPinnedSubview(tableView)
        adapter.apply(snapshot, animation: .none)
    }

    /// Makes the board's next tick and applies it, animated.
    func tick() {
        feed.advance()
        adapter.apply(snapshot)
    }

    /// Waits until the table shows the newest snapshot.
    func settled() async {
        await adapter.settled()
    }

    /// The board as sections by trend; empty ones are hidden, as snapshots hide them.
    var snapshot: ListSnapshot {
        ListSnapshot {
            for (trend, quotes) in feed.sections {
                Section(trend.rawValue, header: trend.rawValue) {
                    for quote in quotes {
                        Row<QuoteCell>(QuoteRow(quote: quote, marks: marks))
                    }
                }
            }
        }
    }

    /// The side panel's lines: the last update's counts, stages and time.
    var panelLines: [String] {
        LiveUpdatePanel.lines(for: lastReport, tick: feed.tick, showsTime: showsTimes)
    }

    /// Removes the marks from the rows.
    func clearMarks() {
        marks.clear()
        showMarks()
    }

    private func show(_ report: ListUpdateReport) {
        lastReport = report
        marks.mark(report) { [adapter] path in adapter.row(at: path)?.model(as: QuoteRow.self)?.id }
        showMarks()
        status.text =
            feed.tick == 0
            ? "\(feed.quotes.count) quotes; each tick reprices, lists and delists some"
            : "Tick \(feed.tick): \(report.changeCount) changes in \(report.stageCount) batch "
                + (report.stageCount == 1 ? "update" : "updates")
        markClearing?.cancel()
        guard let markSeconds, !marks.touches.isEmpty else { return }
        markClearing = Task { [weak self] in
            try? await Task.sleep(nanoseconds: UInt64(markSeconds * 1_000_000_000))
            guard !Task.isCancelled else { return }
            self?.clearMarks()
        }
    }

    /// Has the cells on screen show the marks as they are now (moved rows keep their cells, unconfigured).
    private func showMarks() {
        for case let cell as QuoteCell in tableView.visibleCells {
            cell.showMark()
        }
    }
}
