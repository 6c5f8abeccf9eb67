#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// A registration of a cell type and how to configure it for an item, as UIKit's
    /// `UICollectionView.CellRegistration` (https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration).
    ///
    /// Create it once, up front, and dequeue cells with
    /// `UICollectionView/dequeueConfiguredReusableCell(using:for:item:)`: the first dequeue registers the cell class
    /// (or nib) with the collection view under an identifier of the registration's own, and each dequeue runs the
    /// handler on the cell before returning it.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// How a cell is configured for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration's cells are registered and dequeued under.
        let reuseIdentifier: String
        /// The nib the cells come from, or `nil` for the class.
        let cellNib: UINib?
        /// The configuration handler.
        let handler: Handler

        /// A registration of the cell class, configured by the handler.
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            self.init(nib: nil, handler: handler)
        }

        /// A registration of the nib's cell, configured by the handler.
        public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            self.init(nib: cellNib, handler: handler)
        }

        private init(nib: UINib?, handler: @escaping Handler) {
            reuseIdentifier = "CellRegistration<\(Cell.self), \(Item.self)>-\(UUID().uuidString)"
            cellNib = nib
            self.handler = handler
        }
    }

    /// A registration of a supplementary view type for an element kind and how to configure it, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration).
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        /// How a view is configured for an element.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of element the registration's views are for.
        let elementKind: String
        /// The reuse identifier the registration's views are registered and dequeued under.
        let reuseIdentifier: String
        /// The nib the views come from, or `nil` for the class.
        let supplementaryNib: UINib?
        /// The configuration handler.
        let handler: Handler

        /// A registration of the view class for the element kind, configured by the handler.
        public init(
            elementKind: String,
            handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
        ) {
            self.init(nib: nil, elementKind: elementKind, handler: handler)
        }

        /// A registration of the nib's view for the element kind, configured by the handler.
        public init(
            supplementaryNib: UINib, elementKind: String,
            handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
        ) {
            self.init(nib: supplementaryNib, elementKind: elementKind, handler: handler)
        }

        private init(nib: UINib?, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration<\(Supplementary.self)>-\(UUID().uuidString)"
            supplementaryNib = nib
            self.handler = handler
        }
    }

    /// Dequeues a cell of the registration for the item the data source is asked for, configured by the
    /// registration's handler with the item. The first use registers the registration's class or nib; everything a
    /// dequeue checks (one dequeue per request, none without one) applies.
    ///
    /// A `nil` item cannot be given to the handler (its parameter is not optional): HeadlessUIKit reports it and
    /// returns the cell unconfigured.
    ///
    /// - Complexity: One dequeue and one call of the handler.
    @discardableResult
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        let identifier = registration.reuseIdentifier
        if !cellReuse.isRegistered(identifier) {
            if let nib = registration.cellNib {
                register(nib, forCellWithReuseIdentifier: identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: identifier)
            }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? Cell ?? Self.registeredInstance(of: Cell.self, identifier: identifier) else {
            preconditionFailure("\(Cell.self) is a UICollectionViewCell that HeadlessUIKit can make")
        }
        if !(dequeued is Cell) {
            Headless.raise(
                "The cell registration's nib made a \(type(of: dequeued)), not a \(Cell.self), for item "
                    + "\(indexPath.uikitDescription)")
            return cell
        }
        guard let item else {
            Headless.raise(
                "dequeueConfiguredReusableCell(using:for:item:) was given no item for \(indexPath.uikitDescription): "
                    + "the registration's handler takes a \(Item.self); the cell is returned unconfigured.")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// Dequeues a supplementary view of the registration for the element the data source is asked for, configured by
    /// the registration's handler. The first use registers the registration's class or nib.
    ///
    /// Asked for an element of another kind than the registration's, UIKit stops with the message
    /// HeadlessUIKit raises (quoted in Instagram/IGListKit#1530): "the view returned from
    /// -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element kind it is being
    /// used for. When asked for a view of element kind 'A' the data source dequeued a view registered for the element
    /// kind 'B'."
    ///
    /// - Complexity: One dequeue and one call of the handler.
    @discardableResult
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        if supplementaryReuse[kind]?.isRegistered(identifier) != true {
            if let nib = registration.supplementaryNib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
        }
        let dequeued: UICollectionReusableView
        if let request = activeRequest, request.kind != kind, request.dequeued == nil {
            Headless.raise(Self.elementKindMismatchMessage(asked: request.kind, registered: kind))
            // Answer the request with a view of the registration, so that nothing else is reported.
            let view =
                Self.registeredInstance(of: Supplementary.self, identifier: identifier)
                ?? UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            request.dequeued = view
            dequeued = view
        } else {
            dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        }
        guard
            let view = dequeued as? Supplementary
                ?? Self.registeredInstance(of: Supplementary.self, identifier: identifier)
        else {
            preconditionFailure("\(Supplementary.self) is a UICollectionReusableView that HeadlessUIKit can make")
        }
        if dequeued is Supplementary {
            registration.handler(view, kind, indexPath)
        } else {
            Headless.raise(
                "The supplementary registration's nib made a \(type(of: dequeued)), not a \(Supplementary.self), "
                    + "for element kind \(kind) at \(indexPath.uikitDescription)")
        }
        return view
    }

    /// UIKit's message (iOS 15) when the view returned for a supplementary element was dequeued for another kind.
    static func elementKindMismatchMessage(asked: String, registered: String) -> String {
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the "
            + "element kind it is being used for. When asked for a view of element kind '\(asked)' the data source "
            + "dequeued a view registered for the element kind '\(registered)'."
    }

    /// A new view of the class, made as a registered class is (a stand-in where a dequeue failed).
    static func registeredInstance<View: UICollectionReusableView>(of type: View.Type, identifier: String) -> View? {
        var queue = ReuseQueue<UICollectionReusableView>()
        queue.register(class: type, for: identifier)
        guard case .view(let view) = queue.makeNew(identifier) else { return nil }
        return view as? View
    }
}
#endif
