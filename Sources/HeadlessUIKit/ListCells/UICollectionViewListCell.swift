#if !canImport(UIKit)
import Foundation

/// A cell of a list, as UIKit's `UICollectionViewListCell`: a collection view cell with accessories at its edges,
/// indentation and a separator layout guide (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell).
///
/// Its accessories take their place in its layout (see UICollectionViewListCell+Layout.swift): the content view is
/// narrowed by the indentation and by the accessories shown at each edge. Its background configuration is
/// `listPlainCell()` unless the app sets another.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// How many steps the content is indented by (`indentationWidth` each). Default: 0.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one step of `indentationLevel`. UIKit does not document the default; HeadlessUIKit uses
    /// `UITableViewCell`'s 10 points.
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Whether the indentation moves the leading accessories too (else only the content view). Default: `true`.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// The cell's accessories, in order at each edge; setting them lays the cell out anew.
    open var accessories: [UICellAccessory] = [] {
        didSet { accessoriesDidChange() }
    }

    /// The guide of the separator below the cell: from where the text starts (the content's leading edge and
    /// margin) to the cell's trailing edge, at its bottom.
    public let separatorLayoutGuide = UILayoutGuide()

    /// The views of the accessories shown now, with their accessories.
    var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []

    /// The leading constraint of the separator guide (its constant follows the layout).
    var separatorLeading: NSLayoutConstraint?

    /// The appearance of the list whose header the cell shows, as the first item of a `.firstItemInSection` list
    /// section; `nil` for any other item. Set by the layout each time the cell is dequeued.
    var listHeaderAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// The final separator configuration of the item the cell shows, while its list shows separators; set by the
    /// layout each time the cell is dequeued. HeadlessUIKit draws no separators.
    var listSeparatorConfiguration: UIListSeparatorConfiguration?

    /// Creates a list cell with the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundConfiguration = .listPlainCell()
        separatorLayoutGuide.identifier = "UICollectionViewListCell.separatorLayoutGuide"
        addLayoutGuide(separatorLayoutGuide)
        let leading = separatorLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor)
        separatorLeading = leading
        NSLayoutConstraint.activate([
            leading,
            separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
            separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
            separatorLayoutGuide.heightAnchor.constraint(equalToConstant: 0),
        ])
    }

    /// Creates a cell from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    override var contentViewFrame: CGRect { listContentViewFrame }

    override func contentViewDidChange() {
        keepAccessoriesAboveContentView()
    }

    /// A list content configuration for a cell, without content: `UIListContentConfiguration/cell()`, or, for the
    /// first item of a list section whose header mode is `.firstItemInSection`, the header style of the list's
    /// appearance (`plainHeader()`, `groupedHeader()` or `sidebarHeader()`): "a UICollectionViewListCell object that
    /// appears as the first item in the section automatically uses a header appearance"
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/firstiteminsection).
    @discardableResult
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch listHeaderAppearance {
        case nil: return .cell()
        case .plain?, .sidebarPlain?: return .plainHeader()
        case .grouped?, .insetGrouped?: return .groupedHeader()
        case .sidebar?: return .sidebarHeader()
        }
    }

    /// Runs a pending configuration update, places the accessories and the content view, then the subviews placed
    /// by constraints; subclasses that override it call `super`.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        layOutAccessories()
        super.layoutSubviews()
    }

    /// The size the cell needs at the target: what its content view needs at the width its accessories leave, at
    /// least a 44-point row.
    ///
    /// - Complexity: One fitting of the content view's constraints.
    @discardableResult
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        return listFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The attributes the cell would like: the layout's width, and the height `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// gives at that width.
    @discardableResult
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let size = systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.size.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        layoutAttributes.frame.size = CGSize(width: layoutAttributes.size.width, height: size.height)
        return layoutAttributes
    }
}
#endif
