#if !canImport(UIKit)
import Foundation

/// A view that a collection view shows for an item or a supplementary element and reuses when it scrolls away, as
/// UIKit's `UICollectionReusableView`.
///
/// Subclasses are written as for UIKit: `override init(frame:)` and `required init?(coder:)`. A collection view makes
/// a view of a registered class with `init(frame:)`, which reaches the subclass's override, as UIKit does at run time;
/// it is reached as for table view cells (see ``UITableViewCell``).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Creates a view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // The view solves its constraints in an engine of its own, as UIKit's cells do.
        hostLayoutEngine()
    }

    /// Creates a view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Not API: how a collection view makes a view of a registered class (see the type's discussion).
    @available(*, unavailable, message: "a collection view makes views of a registered class; use init(frame:)")
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called just before a reused view is returned from a dequeue. The default does nothing; subclasses reset the
    /// state that the next configuration does not set, and call `super`.
    open func prepareForReuse() {}

    /// Applies the layout's attributes for the view; the collection view calls it as it places the view. The frame is
    /// set by the collection view; the default does nothing else.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the ones the layout proposes: a self-sizing layout
    /// (`UICollectionViewFlowLayout.estimatedItemSize`) asks each item's view and lays the item out at the size
    /// returned. The default returns the attributes with the size the view's own constraints give it
    /// (`systemLayoutSizeFitting` at the proposed size, both axes at the fitting priority but those a compositional
    /// layout fixes, its dimensions that are not estimated, at the required priority), or the proposed ones
    /// unchanged when it has none; override it to size a view by hand, as on iOS.
    ///
    /// - Complexity: One fitting of the view's constraints.
    @discardableResult
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let sizing = sizingView
        guard sizing.mayHaveConstraints else { return layoutAttributes }
        // A compositional layout fixes the dimensions that are not estimated (a list row keeps its width and
        // grows in height); other layouts let both fit.
        var size = sizing.systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: layoutAttributes.fixesWidth ? .required : .fittingSizeLevel,
            verticalFittingPriority: layoutAttributes.fixesHeight ? .required : .fittingSizeLevel)
        if layoutAttributes.fixesWidth { size.width = layoutAttributes.size.width }
        if layoutAttributes.fixesHeight { size.height = layoutAttributes.size.height }
        guard size.width.isFinite, size.height.isFinite, size.width > 0 || size.height > 0 else {
            return layoutAttributes
        }
        layoutAttributes.frame.size = size
        return layoutAttributes
    }

    /// The view whose constraints size this one: the content view of a cell, the view itself otherwise.
    var sizingView: UIView { self }
}
#endif
