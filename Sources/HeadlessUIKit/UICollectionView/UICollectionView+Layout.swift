#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Lays the view out (see `layoutSubviews()`): asks the data source for the counts if they are not known,
    /// prepares the layout if it was invalidated, then shows exactly the elements that intersect the visible area.
    /// Cells and supplementary views that left it end displaying and go back to their reuse queues; the new ones are
    /// asked from the data source, in index-path order, and the delegate is told they will display.
    ///
    /// - Complexity: O(log sections + visible elements) calls to the layout, plus one data source call per element
    ///   that appears.
    func performLayoutPass() {
        guard !isLayingOut else { return }
        isLayingOut = true
        defer { isLayingOut = false }
        // Self-sizing items: each pass shows the items, asks the new ones for their preferred attributes, and lays
        // out again with the sizes they gave, until none changes (a few rounds: each round's items are measured once).
        for _ in 0..<8 {
            layOutVisibleElements()
            guard askForPreferredAttributes() else { break }
        }
        updatePrefetching(visibleRect: CGRect(origin: contentOffset, size: bounds.size))
        checkInvariants()
    }

    /// Asks the cells on screen that the layout wants measured for their preferred attributes
    /// (`preferredLayoutAttributesFitting(_:)`, as UIKit does for self-sizing items), and gives the layout those it
    /// takes; whether the layout must be prepared again.
    private func askForPreferredAttributes() -> Bool {
        var invalidated = false
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key })
        where collectionViewLayout.wantsPreferredAttributes(forItemAt: indexPath) {
            guard let original = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(original.copiedAttributes())
            if collectionViewLayout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            {
                invalidated = true
            }
            collectionViewLayout.acceptPreferredAttributes(preferred, original: original)
        }
        // Self-sizing headers and footers, measured as cells are.
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key })
        where collectionViewLayout.wantsPreferredAttributes(forSupplementaryViewOfKind: key.kind, at: key.index) {
            guard
                let original = collectionViewLayout.layoutAttributesForSupplementaryView(
                    ofKind: key.kind, at: key.index)
            else { continue }
            let preferred = view.preferredLayoutAttributesFitting(original.copiedAttributes())
            if collectionViewLayout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            {
                invalidated = true
            }
            collectionViewLayout.acceptPreferredAttributes(preferred, original: original)
        }
        if invalidated { needsLayoutPreparation = true }
        return invalidated
    }

    /// One round of layout: the counts if unknown, the layout prepared if invalidated, and exactly the elements that
    /// intersect the visible area shown.
    private func layOutVisibleElements() {
        needsLayoutPass = false
        _ = loadCountsIfNeeded()
        prepareLayoutIfNeeded()
        let visibleRect = CGRect(origin: contentOffset, size: bounds.size)
        let elements = elementAttributes(in: visibleRect)
        let cells = Set(elements.compactMap(\.cell))
        let supplementaryViews = Set(elements.compactMap(\.supplementary))
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key })
        where !cells.contains(indexPath) {
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key })
        where !supplementaryViews.contains(key) {
            endDisplaying(view, key: key)
        }
        let decorations = Set(elements.compactMap(\.decoration))
        for (key, view) in visibleDecorationViews.sorted(by: { $0.key < $1.key }) where !decorations.contains(key) {
            visibleDecorationViews[key] = nil
            view.removeFromSuperview()
            collectionViewLayout.decorationReuse.enqueue(view, identifier: key.kind)
        }
        for element in elements {
            if let indexPath = element.cell {
                if let cell = visibleCellsByIndexPath[indexPath] {
                    cell.take(element.attributes)
                } else if let cell = requestCell(at: indexPath) {
                    cell.take(element.attributes)
                    display(cell, at: indexPath, frame: element.attributes.frame)
                }
            } else if let key = element.decoration {
                showDecorationView(key, attributes: element.attributes)
            } else if let key = element.supplementary {
                if let view = visibleSupplementaryViews[key] {
                    view.take(element.attributes)
                } else if let view = requestSupplementaryView(ofKind: key.kind, at: key.index) {
                    view.take(element.attributes)
                    display(view, key: key, frame: element.attributes.frame)
                }
            }
        }
    }

    /// Prepares the layout object if it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        guard needsLayoutPreparation else { return }
        needsLayoutPreparation = false
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// The cells and supplementary views the layout places in the rectangle, in the layout's order, for items and
    /// sections that exist.
    func elementAttributes(in rect: CGRect) -> [LaidOutElement] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let sections = sectionCounts?.count ?? 0
        var elements: [LaidOutElement] = []
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        where !attributes.isHidden && attributes.frame.intersects(rect) {
            switch attributes.representedElementCategory {
            case .cell:
                if isValidItem(attributes.indexPath) {
                    elements.append(LaidOutElement(attributes: attributes, cell: attributes.indexPath))
                }
            case .supplementaryView:
                if let kind = attributes.representedElementKind, attributes.indexPath.count == 2,
                    (0..<sections).contains(attributes.indexPath.section)
                {
                    let key = ElementKey(kind: kind, index: attributes.indexPath)
                    elements.append(LaidOutElement(attributes: attributes, supplementary: key))
                }
            case .decorationView:
                if let kind = attributes.representedElementKind {
                    let key = ElementKey(kind: kind, index: attributes.indexPath)
                    elements.append(LaidOutElement(attributes: attributes, decoration: key))
                }
            }
        }
        return elements
    }

    /// Puts a cell on screen for the item and tells the delegate.
    func display(_ cell: UICollectionViewCell, at indexPath: IndexPath, frame: CGRect) {
        cell.frame = frame
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        if #available(iOS 14.0, *) { cell.setEditingForConfiguration(isEditing) }
        cell.updateConfigurationIfNeeded()
        visibleCellsByIndexPath[indexPath] = cell
        prefetchedIndexPaths.remove(indexPath)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        addSubview(cell)
    }

    /// Shows the layout's decoration view of the kind at its attributes: the one on screen, a reused one, or a new
    /// one of the class registered on the layout. An unregistered kind raises UIKit's message for a view that cannot
    /// be dequeued, and nothing is shown.
    private func showDecorationView(_ key: ElementKey<IndexPath>, attributes: UICollectionViewLayoutAttributes) {
        if let view = visibleDecorationViews[key] {
            view.take(attributes)
            return
        }
        let view: UICollectionReusableView
        switch collectionViewLayout.decorationReuse.dequeue(key.kind, className: Self.nibViewClassName) {
        case .view(let dequeued):
            view = dequeued
        case .unregistered:
            Headless.raise(Self.missingRegistrationMessage(kind: key.kind, identifier: key.kind))
            return
        case .failed:
            return
        }
        view.reuseIdentifier = key.kind
        view.take(attributes)
        visibleDecorationViews[key] = view
        addSubview(view)
    }

    /// Puts a supplementary view on screen and tells the delegate.
    func display(_ view: UICollectionReusableView, key: ElementKey<IndexPath>, frame: CGRect) {
        view.frame = frame
        visibleSupplementaryViews[key] = view
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.index)
        addSubview(view)
    }

    /// Implements `visibleCells`, declared `open` in the class body.
    var visibleCellsNow: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Implements `indexPathsForVisibleItems`, declared `open` in the class body.
    var indexPathsForVisibleItemsNow: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// Implements `cellForItem`, declared `open` in the class body.
    func cellForItemNow(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// Implements `indexPath`, declared `open` in the class body.
    func indexPathNow(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// Implements `supplementaryView`, declared `open` in the class body.
    func supplementaryViewNow(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView?
    {
        layoutIfNeeded()
        return visibleSupplementaryViews[ElementKey(kind: elementKind, index: indexPath)]
    }

    /// Implements `visibleSupplementaryViews`, declared `open` in the class body.
    func visibleSupplementaryViewsNow(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }
            .map(\.value)
    }

    /// Implements `indexPathsForVisibleSupplementaryElements`, declared `open` in the class body.
    func indexPathsForVisibleSupplementaryElementsNow(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.index).sorted()
    }

    /// Implements `indexPathForItem`, declared `open` in the class body.
    func indexPathForItemNow(at point: CGPoint) -> IndexPath? {
        _ = loadCountsIfNeeded()
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return elementAttributes(in: probe).first { $0.cell != nil && $0.attributes.frame.contains(point) }?.cell
    }

    /// Implements `layoutAttributesForItem`, declared `open` in the class body.
    func layoutAttributesForItemNow(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _ = loadCountsIfNeeded()
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
}

/// One element the layout places in the visible area: a cell's index path or a supplementary view's key.
struct LaidOutElement {
    /// The element's attributes.
    var attributes: UICollectionViewLayoutAttributes
    /// The item, for a cell.
    var cell: IndexPath?
    /// The kind and index path, for a supplementary view.
    var supplementary: ElementKey<IndexPath>?
    /// The kind and index path, for a decoration view.
    var decoration: ElementKey<IndexPath>?
}
extension UICollectionReusableView {
    /// Takes an element's layout attributes as UIKit does: the frame, the alpha, the transform, and the zIndex as the
    /// layer's `zPosition` (so that a higher zIndex is drawn in front whatever the subview order: a section's
    /// background, at -1, behind its cells), then `apply(_:)` for the view's own use.
    func take(_ attributes: UICollectionViewLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        transform = attributes.transform
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
#endif
