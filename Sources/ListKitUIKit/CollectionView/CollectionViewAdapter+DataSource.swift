#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension CollectionViewAdapter: UICollectionViewDataSource {
    /// The number of items of a section: its rows in the snapshot on screen.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.numberOfRows(inSection: section)
    }

    /// Dequeues the row's cell by its type's reuse identifier (registering the type the first time) and configures
    /// it with the row's model.
    ///
    /// An index path the snapshot does not have gets an empty cell rather than a crash. The empty cell is dequeued
    /// too: a collection view raises for a cell that was not (UIKit and HeadlessUIKit alike: "the cell returned from
    /// -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier").
    public func collectionView(
        _ collectionView: UICollectionView,
        cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let dequeue = { collectionView.dequeueReusableCell(withReuseIdentifier: $0, for: indexPath) }
        return answering {
            if let row = row(at: indexPath) {
                let register = { (registration: CellRegistry.Registration, reuseIdentifier: String) in
                    collectionView.register(registration, forCellWithReuseIdentifier: reuseIdentifier)
                }
                let cell = cell(for: row, register: register, dequeue: dequeue)
                decorateOutline(cell, at: indexPath)
                return cell
            }
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.emptyReuseIdentifier)
            return dequeue(Self.emptyReuseIdentifier)
        }
    }

    /// The number of sections: those of the snapshot on screen that are shown (empty sections may be hidden).
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        shown.sectionLevel.numberOfSections
    }

    /// The section's header or footer: its custom view, configured, or a ``TextSupplementaryView`` with its text.
    /// A section the snapshot does not have gets an empty view, dequeued as the empty cell is.
    public func collectionView(
        _ collectionView: UICollectionView,
        viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        answering { supplementaryView(ofKind: kind, at: indexPath, in: collectionView) }
    }

    /// The section's header or footer view of `kind`, or an empty view for a section the snapshot does not have.
    private func supplementaryView(
        ofKind kind: String, at indexPath: IndexPath, in collectionView: UICollectionView
    ) -> UICollectionReusableView {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        if !isHeader, kind != UICollectionView.elementKindSectionFooter,
            let badge = badgeView(ofKind: kind, at: indexPath, in: collectionView)
        {
            return badge
        }
        guard let section = shown.section(indexPath.section) else {
            collectionView.register(
                UICollectionReusableView.self,
                forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.emptyReuseIdentifier
            )
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind,
                withReuseIdentifier: Self.emptyReuseIdentifier,
                for: indexPath
            )
        }
        if let row = isHeader ? section.headerView : section.footerView {
            let reuseIdentifier = supplementaryRegistry[kind, default: CellRegistry()].reuseIdentifier(for: row) {
                collectionView.register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: $1)
            }
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind,
                withReuseIdentifier: reuseIdentifier,
                for: indexPath
            )
            row.show(in: view)
            return view
        }
        if textSupplementaryKinds.insert(kind).inserted {
            collectionView.register(
                TextSupplementaryView.self,
                forSupplementaryViewOfKind: kind,
                withReuseIdentifier: TextSupplementaryView.reuseIdentifier
            )
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind,
            withReuseIdentifier: TextSupplementaryView.reuseIdentifier,
            for: indexPath
        )
        (view as? TextSupplementaryView)?.label.text = isHeader ? section.header : section.footer
        return view
    }
}

extension CollectionViewAdapter {
    /// The identifier of the empty cell and supplementary view the adapter dequeues for an index path its snapshot
    /// does not have.
    static let emptyReuseIdentifier = "ListKit.Empty"
}

/// The header or footer the collection view adapter shows for a section's text: one label.
public final class TextSupplementaryView: UICollectionReusableView {
    /// The identifier the adapter registers the view with.
    public static let reuseIdentifier = "ListKit.TextSupplementaryView"

    /// The label that shows the text.
    public let label = UILabel()

    /// Creates the view with its label, pinned to the view's layout margins with constraints (the label wraps at the
    /// margins' width: `numberOfLines` is 0), so that it is laid out at whatever size the layout gives the view.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        let margins = layoutMarginsGuide
        // The bottom below the required priority: a header shorter than its text keeps its top and clips, without a
        // conflict with the height the layout gives the view.
        let bottom = label.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            bottom,
        ])
    }

    /// Not available: the view is made in code.
    public required init?(coder: NSCoder) {
        nil
    }
}
