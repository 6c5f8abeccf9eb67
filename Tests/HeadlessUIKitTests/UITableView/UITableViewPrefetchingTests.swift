#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
private final class PrefetchLog: NSObject, UITableViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

@MainActor
@Suite("UITableView prefetching", .timeLimit(.minutes(10)))
struct UITableViewPrefetchingTests {
    @Test("The rows within one screen below the visible ones are prefetched, without asking for their cells")
    func prefetchesAhead() {
        let source = TableSpecDataSource(rows: 100)
        let prefetch = PrefetchLog()
        let table = makeTable(source, height: 88)
        table.prefetchDataSource = prefetch
        table.layoutIfNeeded()
        #expect(prefetch.prefetched == [[rowPath(2), rowPath(3)]])
        #expect(source.cellRequests.keys.sorted() == [rowPath(0), rowPath(1)])
    }

    @Test("Scrolling down prefetches only the rows not prefetched before")
    func prefetchesNewRowsOnly() {
        let source = TableSpecDataSource(rows: 100)
        let prefetch = PrefetchLog()
        let table = makeTable(source, height: 88)
        table.prefetchDataSource = prefetch
        table.layoutIfNeeded()
        table.scroll(to: CGPoint(x: 0, y: 44))
        #expect(prefetch.prefetched == [[rowPath(2), rowPath(3)], [rowPath(4)]])
        #expect(prefetch.cancelled.isEmpty)
    }

    @Test("Reversing the scroll cancels the rows prefetched ahead that were not shown")
    func reversingCancels() {
        let source = TableSpecDataSource(rows: 100)
        let prefetch = PrefetchLog()
        let table = makeTable(source, height: 88)
        table.prefetchDataSource = prefetch
        table.scroll(to: CGPoint(x: 0, y: 440))
        // A drag starts from the table as laid out at the top (rows 2 and 3 prefetched, then cancelled by the jump
        // to 440): only what reversing the scroll does counts here.
        prefetch.prefetched = []
        prefetch.cancelled = []
        table.scroll(to: CGPoint(x: 0, y: 396))
        #expect(prefetch.cancelled == [[rowPath(12), rowPath(13)]])
        #expect(prefetch.prefetched == [[rowPath(7), rowPath(8)]])
    }
}
#endif
