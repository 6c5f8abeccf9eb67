#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Implements `register`, declared `open` in the class body.
    func registerNow(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellReuse.register(class: cellClass, for: identifier)
    }

    /// Implements `register`, declared `open` in the class body.
    func registerNow(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellReuse.register(nib: nib, for: identifier)
    }

    /// Implements `register`, declared `open` in the class body.
    func registerNow(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryReuse[elementKind, default: ReuseQueue()].register(class: viewClass, for: identifier)
    }

    /// Implements `register`, declared `open` in the class body.
    func registerNow(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryReuse[kind, default: ReuseQueue()].register(nib: nib, for: identifier)
    }

    /// Implements `dequeueReusableCell`, declared `open` in the class body.
    func dequeueReusableCellNow(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard cellReuse.isRegistered(identifier) else {
            Headless.raise(Self.missingRegistrationMessage(kind: Self.elementKindCell, identifier: identifier))
            return standIn(UICollectionViewCell(frame: .zero), identifier: identifier)
        }
        let request = checkedRequest(kind: Self.elementKindCell, indexPath: indexPath)
        if let reconfigured = request?.reconfiguredCell, reconfigured.reuseIdentifier == identifier {
            request?.dequeued = reconfigured
            collectionViewLayout.prepareDequeued(reconfigured, at: indexPath)
            return reconfigured
        }
        guard case .view(let cell) = cellReuse.dequeue(identifier, className: Self.nibViewClassName) else {
            return standIn(UICollectionViewCell(frame: .zero), identifier: identifier)
        }
        request?.dequeued = cell
        collectionViewLayout.prepareDequeued(cell, at: indexPath)
        return cell
    }

    /// Implements `dequeueReusableSupplementaryView`, declared `open` in the class body.
    func dequeueReusableSupplementaryViewNow(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard supplementaryReuse[elementKind]?.isRegistered(identifier) == true else {
            Headless.raise(Self.missingRegistrationMessage(kind: elementKind, identifier: identifier))
            return standIn(UICollectionReusableView(frame: .zero), identifier: identifier)
        }
        let request = checkedRequest(kind: elementKind, indexPath: indexPath)
        guard
            case .view(let view) = supplementaryReuse[elementKind, default: ReuseQueue()]
                .dequeue(identifier, className: Self.nibViewClassName)
        else {
            return standIn(UICollectionReusableView(frame: .zero), identifier: identifier)
        }
        request?.dequeued = view
        return view
    }

    /// The class a registered nib must hold, as UIKit's invalid-nib message names it for cells and supplementary
    /// views alike (quoted in wokalski/WCFastCell#11).
    static let nibViewClassName = "UICollectionReusableView"

    /// A view that stands in after a failed dequeue (UIKit stops there): it answers the request, so nothing else is
    /// reported.
    private func standIn<View: UICollectionReusableView>(_ view: View, identifier: String) -> View {
        view.reuseIdentifier = identifier
        if let request = activeRequest, request.dequeued == nil { request.dequeued = view }
        return view
    }

    /// UIKit's message for a dequeue with nothing registered (quoted in `UIKIT.md`).
    static func missingRegistrationMessage(kind: String, identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
            + "for the identifier or connect a prototype cell in a storyboard"
    }

    /// UIKit's message (iOS 18) when a dequeued view is not the one returned for the request: a second dequeue for
    /// one index path, or a dequeue the collection view did not ask for. UIKit appends descriptions of the dequeued
    /// view and of the collection view (with their addresses); HeadlessUIKit leaves them out. Quoted in
    /// didi/DoKit#1195, Instabug/Instabug-iOS#503 and kif-framework/KIF#1307.
    static let unexpectedDequeueMessage =
        "Expected dequeued view to be returned to the collection view in preparation for display. When the "
        + "collection view's data source is asked to provide a view for a given index path, ensure that a single "
        + "view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the "
        + "collection view. For retrieving an existing view in the collection view, use -[UICollectionView "
        + "cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]."

    /// The request a dequeue answers, after checking that the collection view asked for this element and that
    /// nothing was dequeued for it yet; raises UIKit's message otherwise.
    private func checkedRequest(kind: String, indexPath: IndexPath) -> ViewRequest? {
        guard let request = activeRequest, request.kind == kind, request.indexPath == indexPath,
            request.dequeued == nil
        else {
            Headless.raise(Self.unexpectedDequeueMessage)
            return nil
        }
        return request
    }

    /// Asks the data source for the cell of the item (or, with `reconfiguredCell`, to configure that cell again).
    ///
    /// A cell that was not dequeued raises UIKit's message (quoted in badoo/Chatto#526 and IGListKit#1123).
    func requestCell(
        at indexPath: IndexPath, reconfiguring reconfiguredCell: UICollectionViewCell? = nil
    )
        -> UICollectionViewCell?
    {
        guard let dataSource else { return nil }
        let outer = activeRequest
        activeRequest = ViewRequest(
            kind: Self.elementKindCell, indexPath: indexPath, reconfiguredCell: reconfiguredCell)
        defer { activeRequest = outer }
        var asked = indexPath
        if !dropPlaceholders.isEmpty {
            if let cell = placeholderCell(at: indexPath) { return cell }
            asked = dropPlaceholders.dataSourceIndexPath(forPresentation: indexPath) ?? indexPath
            activeRequest = ViewRequest(
                kind: Self.elementKindCell, indexPath: asked, reconfiguredCell: reconfiguredCell)
        }
        let cell = dataSource.collectionView(self, cellForItemAt: asked)
        if cell.reuseIdentifier == nil {
            Headless.raise(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - "
                    + "cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        return cell
    }

    /// Asks the data source for the supplementary view of the kind; `nil` when the data source provides none.
    func requestSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let outer = activeRequest
        activeRequest = ViewRequest(kind: kind, indexPath: indexPath)
        defer { activeRequest = outer }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        if view is NotImplementedSupplementaryView { return nil }
        if view.reuseIdentifier == nil {
            Headless.raise(
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not have "
                    + "a reuseIdentifier - views must be retrieved by calling "
                    + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
        }
        return view
    }

    /// Removes a cell from the screen, tells the delegate, and puts it in its reuse queue — or, with `enqueue`
    /// `false`, returns it to be queued later (a batch update keeps the cells of deleted and reloaded items out of
    /// the queues until the new cells are made, as UIKit's animation keeps them on screen).
    @discardableResult
    func endDisplaying(
        _ cell: UICollectionViewCell, at indexPath: IndexPath, enqueue: Bool = true
    )
        -> UICollectionViewCell
    {
        visibleCellsByIndexPath[indexPath] = nil
        cell.removeFromSuperview()
        cell.isHighlighted = false
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if enqueue { enqueueReusable(cell) }
        return cell
    }

    /// Puts a cell that left the screen in its identifier's reuse queue.
    func enqueueReusable(_ cell: UICollectionViewCell) {
        cellReuse.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Removes a supplementary view from the screen, tells the delegate, and puts it in its reuse queue.
    func endDisplaying(_ view: UICollectionReusableView, key: ElementKey<IndexPath>) {
        visibleSupplementaryViews[key] = nil
        view.removeFromSuperview()
        delegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.index)
        supplementaryReuse[key.kind]?.enqueue(view, identifier: view.reuseIdentifier)
    }
}
#endif
