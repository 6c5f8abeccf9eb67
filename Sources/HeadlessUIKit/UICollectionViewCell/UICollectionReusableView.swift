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
}
#endif
