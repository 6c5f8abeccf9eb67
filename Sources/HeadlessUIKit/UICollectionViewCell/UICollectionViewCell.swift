#if !canImport(UIKit)
import Foundation

/// The view a collection view shows for one item, as UIKit's `UICollectionViewCell`.
///
/// Add the cell's content to ``contentView``. Subclasses are written as for UIKit, with `override init(frame:)` and
/// `required init?(coder:)`.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content; it fills the cell. Setting a ``contentConfiguration`` replaces it
    /// with the configuration's content view, as in UIKit.
    open internal(set) var contentView: UIView

    /// Whether the item is selected. The collection view sets it as the selection changes; a change requests a
    /// configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the item is highlighted (touched down). HeadlessUIKit sets it during a simulated tap; a change
    /// requests a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The cell's configurations and whether an update is pending (see ConfigurationStorage.swift).
    let configurationStorage = ConfigurationStorage()

    /// The state the cell's configurations are updated for: its traits, selection, highlight, and its collection
    /// view's editing and its item's expansion. Override it to add custom states (call `super` first), as in UIKit.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = configurationStorage.isEditing
        state.isExpanded = configurationStorage.isExpanded
        state.isReordering = configurationStorage.isReordering
        state.isSwiped = configurationStorage.isSwiped
        return state
    }

    /// Requests an update of the cell's configurations for its current state; requests are combined and the update
    /// runs before the cell is measured or displayed, and at its next layout pass.
    open func setNeedsUpdateConfiguration() {
        requestConfigurationUpdate()
    }

    /// Updates the cell's configurations for the state; the default does nothing (the automatic updates of the
    /// content and background configurations run before it). Override it in a subclass, as in UIKit; do not call it
    /// directly (use ``setNeedsUpdateConfiguration()``).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Whether an update applies `updated(for:)` to the content configuration. Default: `true`.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContentConfiguration }
        set { configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether an update applies `updated(for:)` to the background configuration. Default: `true`.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The cell's content configuration, or `nil`. Setting one replaces the `contentView` with the configuration's
    /// content view, or applies it to the current one if that one supports it; setting `nil` after one puts an empty
    /// content view back (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k).
    open var contentConfiguration: UIContentConfiguration? {
        get { configurationStorage.contentConfiguration }
        set { setContentConfiguration(newValue) }
    }

    /// The cell's background configuration, or `nil` (a list cell's default is `listPlainCell()`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { configurationStorage.backgroundConfiguration = newValue }
    }

    /// The type of a cell's configuration update handler (iOS 15).
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// A handler called at each configuration update after `updateConfiguration(using:)`, with the cell and its
    /// state: an alternative to overriding that method (iOS 15;
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu).
    /// Setting one requests an update.
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.updateHandler as? ConfigurationUpdateHandler }
        set { setConfigurationUpdateHandler(newValue) }
    }

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

    /// Runs a pending configuration update, then places the subviews; subclasses that override it call `super`.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    /// The attributes the cell would like (see ``UICollectionReusableView``), after a pending configuration update.
    @discardableResult
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        updateConfigurationIfNeeded()
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

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
        contentView.frame = contentViewFrame
    }

    /// Where the content view goes: over the whole cell (a list cell leaves room for its accessories).
    var contentViewFrame: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Called after a content configuration replaced the content view.
    func contentViewDidChange() {}
}

extension UICollectionViewCell: ConfigurationHost {
    func callConfigurationUpdateHandler(with state: UICellConfigurationState) {
        (configurationStorage.updateHandler as? ConfigurationUpdateHandler)?(self, state)
    }

    func contentViewWillChange(to new: UIView, hadConfiguration: Bool) {}
}
#endif
