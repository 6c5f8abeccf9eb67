#if !canImport(UIKit)
import Foundation

/// A reusable view above or below a table view section, as UIKit's `UITableViewHeaderFooterView`.
///
/// Subclasses override `init(reuseIdentifier:)` and `required init?(coder:)`, as in UIKit; a table view makes a view
/// of a registered class with `init(reuseIdentifier:)`, reached as for cells (see ``UITableViewCell``).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under, or `nil`.
    open internal(set) var reuseIdentifier: String?

    /// The view that holds the content; add custom subviews here.
    public let contentView: UIView

    /// The primary text label.
    open private(set) var textLabel: UILabel?

    /// The secondary text label.
    open private(set) var detailTextLabel: UILabel?

    /// Creates a header or footer view with the reuse identifier. Subclasses override this, as in UIKit.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView()
        super.init(frame: .zero)
        // The view and its content view solve their constraints in engines of their own, as a cell does.
        hostLayoutEngine()
        contentView.hostLayoutEngine()
        addSubview(contentView)
        let text = UILabel()
        textLabel = text
        contentView.addSubview(text)
        let detail = UILabel()
        detailTextLabel = detail
        contentView.addSubview(detail)
    }

    /// Creates a view from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view without a reuse identifier, with the frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Not API: how a table view makes a view of a registered class.
    @available(*, unavailable, message: "a table view makes views of a registered class; use init(reuseIdentifier:)")
    public required convenience init(_registeredReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Resets the view before a table view returns it from a dequeue; subclasses call `super`.
    open func prepareForReuse() {}
}
#endif
