#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A cell written as for UIKit, that counts its `prepareForReuse()` calls.
final class TextCell: UICollectionViewCell {
    var text: String?
    var prepareForReuseCount = 0
    let serial: Int

    static var made = 0

    override init(frame: CGRect) {
        TextCell.made += 1
        serial = TextCell.made
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        text = nil
    }
}

/// A second cell class, for "same type" checks.
final class BadgeCell: UICollectionViewCell {}

/// A header or footer view written as for UIKit.
final class TitleView: UICollectionReusableView {
    var title: String?
}

/// The state and behaviour the test data sources share: sections of string models, and a log of the requests.
@MainActor
class GridModel: NSObject {
    var sections: [[String]]
    var identifier = "Label"
    var cellRequests: [IndexPath] = []
    var countRequests = 0
    var returnsUndequeuedCell = false
    var dequeuesTwice = false
    /// Replaces the dequeue for one index path (used by reconfigure tests).
    var identifierOverride: [IndexPath: String] = [:]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    /// Sections of `count` items named "s.i".
    convenience init(counts: [Int]) {
        self.init(counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } })
    }

    func itemCount(_ section: Int) -> Int {
        sections[section].count
    }

    func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        if returnsUndequeuedCell { return UICollectionViewCell(frame: .zero) }
        let identifier = identifierOverride[indexPath] ?? self.identifier
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        if dequeuesTwice { _ = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }
        (cell as? TextCell)?.text = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// A data source without supplementary views.
@MainActor
final class GridDataSource: GridModel, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        countRequests += 1
        return sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount(section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cell(collectionView, indexPath)
    }
}

/// A data source with section headers and footers.
@MainActor
final class HeaderGridDataSource: GridModel, UICollectionViewDataSource {
    var supplementaryRequests: [String] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCount(section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cell(collectionView, indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        supplementaryRequests.append("\(isHeader ? "header" : "footer") \(indexPath.section)")
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        (view as? TitleView)?.title = "\(isHeader ? "Header" : "Footer") \(indexPath.section)"
        return view
    }
}

/// A delegate that logs every call and can refuse selection.
@MainActor
final class DelegateLog: NSObject, UICollectionViewDelegate {
    var events: [String] = []
    var refusesSelection: Set<IndexPath> = []
    var refusesHighlight: Set<IndexPath> = []

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight \(indexPath.item)")
        return !refusesHighlight.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldSelect \(indexPath.item)")
        return !refusesSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldDeselect \(indexPath.item)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("didDeselect \(indexPath.item)")
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        events.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("willDisplaySupplementary \(indexPath.section)")
    }
}

/// A collection view that keeps its weakly held data source and delegate alive for the length of a test.
final class TestCollectionView: UICollectionView {
    var keepAlive: [AnyObject] = []
}

/// A collection view of `width` by `height` with a flow layout of `itemSize` items and no spacing, and a data
/// source of LabelCells, laid out.
@MainActor
func makeGrid(
    counts: [Int], width: CGFloat = 100, height: CGFloat = 100, itemSize: CGSize = CGSize(width: 50, height: 50)
) -> (TestCollectionView, GridDataSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = itemSize
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let collectionView = TestCollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
    let dataSource = GridDataSource(counts: counts)
    collectionView.keepAlive.append(dataSource)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

/// The index path of item `item` in section `section`, shorter.
func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// The texts of the cells on screen, in index-path order.
@MainActor
func visibleItemTexts(_ collectionView: UICollectionView) -> [String] {
    collectionView.visibleCells.map { ($0 as? TextCell)?.text ?? "?" }
}
#endif
