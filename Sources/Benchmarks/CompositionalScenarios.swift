#if !canImport(UIKit)
import Foundation

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The compositional scroll scenario's names of what is timed.
enum CompositionalLibrary {
    static let flowGrid = "flow layout grid"
    static let compositionalGrid = "compositional grid"
    static let compositionalList = "compositional list"
}

/// A collection view cell that counts how many were made.
private final class CountedCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0

    override init(frame: CGRect) {
        CountedCell.made += 1
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }
}

/// A data source of `count` items in one section, counting the cells it is asked for.
@MainActor
private final class CountingSource: NSObject, UICollectionViewDataSource {
    let count: Int
    var requests = 0

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        requests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

private let collectionScreen = CGRect(x: 0, y: 0, width: 390, height: 844)

/// `collection/scroll-100k`: 100,000 items scrolled from the first to the last, a quarter of a screen per frame, in a
/// grid of four 97.5 × 100 items a row laid out by the flow layout (the peer) and by a compositional layout of
/// quarter-width items, and in a compositional list (`UICollectionViewCompositionalLayout.list`, rows self-sized from
/// their 44-point estimate), interleaved in one run.
@MainActor
func compositionalScroll(name: String, runs: Int, items: Int) async -> [Measurement] {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 97.5, height: 100)
    flow.minimumLineSpacing = 0
    flow.minimumInteritemSpacing = 0
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
    let grid = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let libraries = [
        CompositionalLibrary.flowGrid, CompositionalLibrary.compositionalGrid, CompositionalLibrary.compositionalList,
    ]
    var views: [(view: UICollectionView, source: CountingSource, made: Int)] = []
    for layout in [flow, grid, list] as [UICollectionViewLayout] {
        CountedCell.made = 0
        let source = CountingSource(count: items)
        let view = UICollectionView(frame: collectionScreen, collectionViewLayout: layout)
        view.register(CountedCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        _ = scrollToBottom(view) { _ in }
        views.append((view, source, CountedCell.made))
    }
    var measured = await measureInterleaved(
        scenario: name, runs: runs,
        libraries.enumerated().map { index, library in
            TimedBody(library: library, note: nil) {
                let clock = ContinuousClock()
                let start = clock.now
                let frames = scrollToBottom(views[index].view) { _ in }
                return (clock.now - start, frames)
            }
        })
    for index in measured.indices {
        let view = views[index].view
        var mostVisible = 0
        _ = scrollToBottom(view) { mostVisible = max(mostVisible, $0.indexPathsForVisibleItems.count) }
        let screens = view.contentSize.height / collectionScreen.height
        measured[index].cellsMade = views[index].made
        measured[index].maxVisibleCells = mostVisible
        measured[index].secondsPerScreen = measured[index].medianSeconds.map { $0 / screens }
        measured[index].note = String(
            format: "%.0f screens, %.2f us/screen; cells made %d, most visible %d", screens,
            (measured[index].secondsPerScreen ?? 0) * 1e6, views[index].made, mostVisible)
    }
    if let flowTime = measured[0].secondsPerScreen, flowTime > 0 {
        for index in 1..<measured.count {
            measured[index].ratioToFloor = measured[index].secondsPerScreen.map { $0 / flowTime }
        }
    }
    return measured
}

#endif
