#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// Shorthands for compositional layout tests: sizes, items and a collection view of the given counts on screen.
@MainActor
enum Compositional {
    /// A size of two dimensions.
    static func size(
        _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
    )
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A collection view of the frame with the layout, showing `counts` items of `TextCell` with `TitleView`
    /// supplementary views for headers, footers and badges, laid out.
    static func collectionView(
        _ layout: UICollectionViewLayout, counts: [Int], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) -> (UICollectionView, CompositionalSource) {
        let source = CompositionalSource(counts: counts)
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "Label")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge"] {
            collectionView.register(TitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Title")
        }
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, source)
    }

    /// The frames of the cells on screen, by item, in the first section.
    static func cellFrames(_ collectionView: UICollectionView, section: Int = 0) -> [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == section {
            frames[indexPath.item] = collectionView.cellForItem(at: indexPath)?.frame
        }
        return frames
    }
}

/// A data source of numbered items whose supplementary views are `TitleView`s of any kind; it records requests.
@MainActor
final class CompositionalSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var cellRequests: [IndexPath] = []
    var supplementaryRequests: [String] = []
    var texts: [IndexPath: String] = [:]
    var identifier = "Label"

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        (cell as? TextCell)?.text = "\(indexPath.section).\(indexPath.item)"
        (cell as? WrappingTextCell)?.label.text = texts[indexPath] ?? "Row \(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryRequests.append("\(kind) \(indexPath.section).\(indexPath.item)")
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        (view as? TitleView)?.title = "\(kind) \(indexPath.section)"
        return view
    }
}

/// A cell whose label wraps its text at the cell's width: it grows with its text.
final class WrappingTextCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The height the cell takes at a width with a text: what a cell on its own gives, fitting its height.
    static func height(of text: String, width: CGFloat) -> CGFloat {
        let cell = WrappingTextCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        cell.label.text = text
        return cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}

/// A section background view.
final class BackgroundView: UICollectionReusableView {}
#endif
