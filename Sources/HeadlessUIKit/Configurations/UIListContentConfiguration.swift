#if !canImport(UIKit)
import Foundation

/// The content of a list's cell, header or footer, as UIKit's `UIListContentConfiguration`: text, secondary text and
/// an image, how each looks, and the margins and paddings between them. Its content view is a `UIListContentView`,
/// which lays the parts out with Auto Layout and sizes the cell to them.
///
/// Get one from a cell's `defaultContentConfiguration()` or from a variant (`cell()`, `subtitleCell()`,
/// `valueCell()`, the header, footer and sidebar variants), fill it, and set it as the cell's
/// `contentConfiguration` (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct).
///
/// What each variant looks like: UIKit prints some of its values in the configuration's description (a cell:
/// `directionalLayoutMargins = {11, 16, 11, 8}; axesPreservingSuperviewLayoutMargins = [Horizontal];
/// imageToTextPadding = 16; textToSecondaryTextVerticalPadding = 3`; a grouped header: margins `{17, 8, 6, 8}`), and
/// HeadlessUIKit uses those. Apple documents none of the fonts and colours; HeadlessUIKit gives each variant the
/// Dynamic Type style and system colour that iOS 14 shows (see `Style`). A test that reads them reads these values;
/// a test of layout measures HeadlessUIKit's own text model, which is not iOS's pixels either way.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The variant a configuration was made as: its defaults, and how `updated(for:)` changes them.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

        /// Whether the variant is a header or footer (rather than a cell).
        var isHeaderOrFooter: Bool {
            switch self {
            case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .sidebarHeader,
                .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
                return true
            default:
                return false
            }
        }

        /// Whether the variant is one of the sidebar's cells (selection colours its text).
        var isSidebarCell: Bool {
            switch self {
            case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
                return true
            default:
                return false
            }
        }
    }

    /// The variant.
    let style: Style

    /// The image at the leading edge, or `nil`.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The primary text, or `nil`.
    public var text: String? {
        didSet { if text != nil { attributedText = nil } }
    }
    /// The primary text with attributes, or `nil`; setting one replaces `text`, as in UIKit.
    public var attributedText: NSAttributedString? {
        didSet { if attributedText != nil { text = nil } }
    }
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// The secondary text, or `nil`.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { secondaryAttributedText = nil } }
    }
    /// The secondary text with attributes, or `nil`; setting one replaces `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil { secondaryText = nil } }
    }
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content view keeps at least its superview's margins (a cell's 16 points at the sides).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and secondary text sit side by side (a value cell) rather than one above the other.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: Style) {
        self.style = style
        let fonts = Self.fonts(of: style)
        textProperties = TextProperties(font: fonts.text, color: Self.textColor(of: style))
        secondaryTextProperties = TextProperties(font: fonts.secondary, color: .secondaryLabel)
        directionalLayoutMargins = Self.margins(of: style)
        switch style {
        case .groupedHeader:
            textProperties.transform = .uppercase
        case .valueCell:
            prefersSideBySideTextAndSecondaryText = true
        default:
            break
        }
    }

    /// A cell's configuration: one label of body text (its secondary text, if given, below it).
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
    /// A cell with a label of body text above secondary text in the subheadline style.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell)
    }
    /// A cell with the text at the leading side and the secondary text beside it, at the trailing side.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
    /// The header of a section of a plain list.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
    /// The footer of a section of a plain list.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
    /// The header of a section of a grouped list: footnote text, in capitals.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedHeader)
    }
    /// The footer of a section of a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter)
    }
    /// The header of a section of an inset grouped list, prominent (iOS 15).
    @available(iOS 15.0, *)
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }
    /// The header of a section of an inset grouped list, more prominent (iOS 15).
    @available(iOS 15.0, *)
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }
    /// A cell of a sidebar.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
    /// A cell of a sidebar with secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell)
    }
    /// A cell of a sidebar shown beside other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell)
    }
    /// A cell of a sidebar shown beside other content, with secondary text below the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }
    /// The header of a section of a sidebar.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarHeader)
    }

    /// Makes a `UIListContentView` that shows this configuration.
    @MainActor
    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for the state. A sidebar cell that is selected or highlighted shows its text, secondary
    /// text and image in white over the tint-coloured background its background configuration gives it, unless the
    /// app set their colours; other variants look the same in every state (their background configuration shows the
    /// selection).
    ///
    /// - Complexity: O(1).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        guard style.isSidebarCell else { return self }
        let lit = (state as? UICellConfigurationState).map { $0.isSelected || $0.isHighlighted } ?? false
        var updated = self
        let plain = UIListContentConfiguration(style: style)
        let white = UIColor.white
        if textProperties.color == plain.textProperties.color || textProperties.color == white {
            updated.textProperties.color = lit ? white : plain.textProperties.color
        }
        if secondaryTextProperties.color == plain.secondaryTextProperties.color
            || secondaryTextProperties.color == white
        {
            updated.secondaryTextProperties.color = lit ? white : plain.secondaryTextProperties.color
        }
        if imageProperties.tintColor == nil || imageProperties.tintColor == white {
            updated.imageProperties.tintColor = lit ? white : nil
        }
        return updated
    }

    /// The fonts of a variant's text and secondary text.
    private static func fonts(of style: Style) -> (text: UIFont, secondary: UIFont) {
        switch style {
        case .cell, .valueCell, .sidebarCell, .accompaniedSidebarCell:
            return (.preferredFont(forTextStyle: .body), .preferredFont(forTextStyle: .body))
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            return (.preferredFont(forTextStyle: .body), .preferredFont(forTextStyle: .subheadline))
        case .plainHeader, .sidebarHeader, .prominentInsetGroupedHeader:
            return (.preferredFont(forTextStyle: .headline), .preferredFont(forTextStyle: .subheadline))
        case .extraProminentInsetGroupedHeader:
            return (.preferredFont(forTextStyle: .title2), .preferredFont(forTextStyle: .subheadline))
        case .plainFooter, .groupedHeader, .groupedFooter:
            return (.preferredFont(forTextStyle: .footnote), .preferredFont(forTextStyle: .footnote))
        }
    }

    /// The colour of a variant's text.
    private static func textColor(of style: Style) -> UIColor {
        switch style {
        case .plainFooter, .groupedHeader, .groupedFooter: return .secondaryLabel
        default: return .label
        }
    }

    /// A variant's margins: a cell's and a grouped header's as UIKit prints them; the others chosen to match.
    private static func margins(of style: Style) -> NSDirectionalEdgeInsets {
        switch style {
        case .groupedHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            return NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8)
        case .groupedFooter:
            return NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 17, trailing: 8)
        case .plainHeader, .plainFooter, .sidebarHeader:
            return NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
        default:
            return NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
        }
    }
}
#endif
