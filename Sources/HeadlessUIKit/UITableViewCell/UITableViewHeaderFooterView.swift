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

    /// The view that holds the content; add custom subviews here. Setting a ``contentConfiguration`` replaces it
    /// with the configuration's content view, as in UIKit.
    open internal(set) var contentView: UIView

    /// The view's configurations and whether an update is pending (see ConfigurationStorage.swift).
    let configurationStorage = ConfigurationStorage()

    /// The state the view's configurations are updated for: its traits. Override it to add custom states (call
    /// `super` first), as in UIKit.
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// Requests an update of the view's configurations for its current state; requests are combined and the update
    /// runs before the view is measured or displayed, and at its next layout pass.
    open func setNeedsUpdateConfiguration() {
        requestConfigurationUpdate()
    }

    /// Updates the view's configurations for the state; the default does nothing. Override it in a subclass, as in
    /// UIKit; do not call it directly (use ``setNeedsUpdateConfiguration()``).
    open func updateConfiguration(using state: UIViewConfigurationState) {}

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

    /// The view's content configuration, or `nil`; setting one replaces the `contentView` as for cells
    /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-3k5vw).
    open var contentConfiguration: UIContentConfiguration? {
        get { configurationStorage.contentConfiguration }
        set { setContentConfiguration(newValue) }
    }

    /// A list content configuration with the default look of a header in the view's table, without content: a
    /// `UIListContentConfiguration/groupedHeader()` in a grouped or inset grouped table, else a
    /// `UIListContentConfiguration/plainHeader()`.
    @discardableResult
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var ancestor = superview
        while let view = ancestor, !(view is UITableView) { ancestor = view.superview }
        if let table = ancestor as? UITableView, table.style != .plain { return .groupedHeader() }
        return .plainHeader()
    }

    /// The view's background configuration, or `nil`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { configurationStorage.backgroundConfiguration = newValue }
    }

    /// The type of a header-footer view's configuration update handler (iOS 15).
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// A handler called at each configuration update after `updateConfiguration(using:)` (iOS 15). Setting one
    /// requests an update.
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage.updateHandler as? ConfigurationUpdateHandler }
        set { setConfigurationUpdateHandler(newValue) }
    }

    /// The view behind the content view, as wide and tall as the header or footer; `nil` by default
    /// (https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/backgroundview). Setting one
    /// removes the old one.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, at: 0)
        }
    }

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

    /// Places the content view over the bounds and the text label, when it has text, at the margins (16 points at
    /// the sides), centred vertically; then, as every view, the subviews placed by constraints.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.frame = bounds }
        guard let label = textLabel, label.translatesAutoresizingMaskIntoConstraints else { return }
        guard !(label.text ?? "").isEmpty, !label.isHidden else {
            if label.frame != .zero { label.frame = .zero }
            return
        }
        let width = max(0, bounds.width - 2 * Self.sideMargin)
        let height = label.textSize(width: width).height
        let frame = PixelGrid.round(
            CGRect(x: Self.sideMargin, y: (bounds.height - height) / 2, width: width, height: height))
        if label.frame != frame { label.frame = frame }
    }

    /// The size the view needs at the target: what its content view's constraints need, and, for a text label with
    /// text, the label's lines and 3.5 points above and below them, at least ``UITableView``'s 28-point title header.
    ///
    /// - Complexity: One fitting of the content view, and the text model over the label's text.
    @discardableResult
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        var size = CGSize(width: targetSize.width, height: 0)
        if contentView.mayHaveConstraints {
            size = contentView.systemLayoutSizeFitting(
                targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                verticalFittingPriority: verticalFittingPriority)
        }
        if let label = textLabel, label.translatesAutoresizingMaskIntoConstraints, !(label.text ?? "").isEmpty,
            !label.isHidden
        {
            let text = label.textSize(width: max(0, size.width - 2 * Self.sideMargin)).height
            size.height = max(size.height, PixelGrid.ceil(text + 7), UITableView.defaultTitleHeaderFooterHeight)
        }
        return size
    }

    /// The margin at each side of the text label.
    static let sideMargin: CGFloat = 16
}

extension UITableViewHeaderFooterView: ConfigurationHost {
    func callConfigurationUpdateHandler(with state: UIViewConfigurationState) {
        (configurationStorage.updateHandler as? ConfigurationUpdateHandler)?(self, state)
    }

    func contentViewWillChange(to new: UIView, hadConfiguration: Bool) {}

    func contentViewDidChange() {}
}
#endif
