#if !canImport(UIKit)
import Foundation

/// How the separators of a list section's items look, as UIKit's `UIListSeparatorConfiguration` (iOS 14.5,
/// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct).
///
/// A list section's ``UICollectionLayoutListConfiguration/separatorConfiguration`` is the baseline for its items;
/// its ``UICollectionLayoutListConfiguration/itemSeparatorHandler`` can return another one for an item, which the
/// section takes as that item's final configuration. Either takes effect only while the list
/// ``UICollectionLayoutListConfiguration/showsSeparators``. HeadlessUIKit draws no separators: it keeps the final
/// configuration of each list cell it shows.
@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// The list section decides.
        case automatic = 0
        /// The separator shows.
        case visible
        /// The separator is hidden.
        case hidden
    }

    /// The placeholder insets whose edges the list replaces with the values its context calls for
    /// (https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/automaticinsets).
    /// Apple does not publish the placeholder's numbers; HeadlessUIKit's are `-.greatestFiniteMagnitude`, which no
    /// real inset is.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
        trailing: -.greatestFiniteMagnitude)

    /// The visibility of the item's top separator. Default: `.automatic`.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The visibility of the item's bottom separator. Default: `.automatic`.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the item's top separator. Default: ``automaticInsets``.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the item's bottom separator. Default: ``automaticInsets``.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' color. Default: `UIColor.separator`.
    public var color: UIColor
    /// The separators' color while the list is in multiple selection. Default: `UIColor.separator` (Apple's
    /// documentation does not give UIKit's).
    public var multipleSelectionColor: UIColor

    /// A separator configuration with the defaults for lists of the appearance: separators shown where the list
    /// decides, at the insets it decides, in the separator color.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        color = .separator
        multipleSelectionColor = .separator
    }
}
#endif
