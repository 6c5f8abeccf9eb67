#if !canImport(UIKit)
import Foundation

/// The background of a cell or header-footer view, as UIKit's `UIBackgroundConfiguration`: a colour, a stroke, a
/// corner radius, insets and an optional custom view
/// (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct).
///
/// HeadlessUIKit draws no pixels: a cell keeps its background configuration, updated for its state, for code and
/// tests to read. Apple documents that the list variants show the system's background for each state without saying
/// which colours; HeadlessUIKit's choices, from what iOS 14 shows: a plain cell is the system background and a
/// grouped one the grouped secondary background; selected or highlighted, a list cell is `systemGray4` (a sidebar
/// cell the tint colour, system blue here); header-footer variants are clear. `updated(for:)` changes only a
/// colour the app left as the variant's.
public struct UIBackgroundConfiguration: Hashable {
    /// The variant a configuration was made as.
    enum Style: Hashable, Sendable {
        case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter
        case listSidebarHeader, listSidebarCell, listAccompaniedSidebarCell
    }

    /// The variant.
    let style: Style

    /// A view shown as the background, or `nil`.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges at which the view's layout margins add to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour of the background, or `nil` for the view's tint colour.
    public var backgroundColor: UIColor?
    /// A transformation of the background colour, or `nil`.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The colour of the stroke around the background, or `nil` for the tint colour.
    public var strokeColor: UIColor?
    /// A transformation of the stroke colour, or `nil`.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the stroke; 0, the default, for none.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background.
    public var strokeOutset: CGFloat = 0

    init(style: Style) {
        self.style = style
        backgroundColor = Self.restingColor(of: style)
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// The background of a cell of a plain list.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainCell)
    }
    /// The background of a header or footer of a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listPlainHeaderFooter)
    }
    /// The background of a cell of a grouped list.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedCell)
    }
    /// The background of a header or footer of a grouped list.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGroupedHeaderFooter)
    }
    /// The background of a header of a sidebar.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarHeader)
    }
    /// The background of a cell of a sidebar.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listSidebarCell)
    }
    /// The background of a cell of a sidebar shown beside other content.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listAccompaniedSidebarCell)
    }

    /// This configuration for the state: a list cell's colour when selected or highlighted (see the type's notes),
    /// unless the app set its own colour.
    ///
    /// - Complexity: O(1).
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        let resting = Self.restingColor(of: style)
        let lit = Self.litColor(of: style)
        guard backgroundColor == resting || (lit != nil && backgroundColor == lit) else { return self }
        let cell = state as? UICellConfigurationState
        let view = state as? UIViewConfigurationState
        let isLit =
            (cell.map { $0.isSelected || $0.isHighlighted } ?? false)
            || (view.map { $0.isSelected || $0.isHighlighted } ?? false)
        var updated = self
        updated.backgroundColor = isLit ? (lit ?? resting) : resting
        return updated
    }

    /// The colour the background shows in: `backgroundColor` (or the tint colour) through its transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The colour the stroke shows in: `strokeColor` (or the tint colour) through its transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    private static func restingColor(of style: Style) -> UIColor? {
        switch style {
        case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader, .listSidebarCell,
            .listAccompaniedSidebarCell:
            return .clear
        case .listPlainCell: return .systemBackground
        case .listGroupedCell: return .secondarySystemGroupedBackground
        }
    }

    private static func litColor(of style: Style) -> UIColor? {
        switch style {
        case .listPlainCell, .listGroupedCell: return .systemGray4
        case .listSidebarCell, .listAccompaniedSidebarCell: return .systemBlue
        default: return nil
        }
    }
}
#endif
