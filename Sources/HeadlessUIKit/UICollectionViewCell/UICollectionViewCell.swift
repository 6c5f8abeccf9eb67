#if !canImport(UIKit)
import Foundation

/// The view a collection view shows for one item, as UIKit's `UICollectionViewCell`.
///
/// Add the cell's content to ``contentView``. Subclasses are written as for UIKit, with `override init(frame:)` and
/// `required init?(coder:)`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; it fills the cell.
    public let contentView: UIView

    /// Whether the item is selected. The collection view sets it as the selection changes.
    open var isSelected = false

    /// Whether the item is highlighted (touched down). HeadlessUIKit sets it during a simulated tap.
    open var isHighlighted = false

    /// Creates a cell with the given frame.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.hostLayoutEngine()
        addSubview(contentView)
    }

    /// Creates a cell from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Resets the selection and highlight, as UIKit does, after the subclass's own reset.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    override var sizingView: UIView { contentView }

    /// The size the cell's constraints give it: its content view's (which fills the cell, held to it by its
    /// autoresizing mask in UIKit), or, when the content view has no constraints, the cell's own. What a sizing cell
    /// is measured with: `systemLayoutSizeFitting(CGSize(width: w, height: UIView.layoutFittingCompressedSize.height),
    /// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`.
    ///
    /// - Complexity: One fitting of the content view's constraints.
    @discardableResult
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard contentView.mayHaveConstraints else {
            return super.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        return contentView.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    override func frameDidChange(from oldFrame: CGRect) {
        super.frameDidChange(from: oldFrame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
    }
}
#endif
