#if !canImport(UIKit)
import Foundation

/// How a list section of a compositional layout looks and behaves, as UIKit's `UICollectionLayoutListConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration).
///
/// A list section is one column of rows as wide as the section's content area, each self-sized from an estimated
/// height of 44 points (its cell's `preferredLayoutAttributesFitting(_:)` at the row's width). Apple's
/// documentation names the appearances but gives no metrics; HeadlessUIKit lays them out as:
/// - `.plain` and `.sidebarPlain`: rows span the collection view's width, sections follow each other directly;
/// - `.grouped`: rows span the width, with 35 points above each section (above its header when it has one);
/// - `.insetGrouped` and `.sidebar`: as `.grouped`, and the rows are inset to the collection view's layout margins.
/// Headers and footers (`headerMode`/`footerMode` `.supplementary`) are `elementKindSectionHeader` and
/// `elementKindSectionFooter` supplementary views as wide as the rows, 44 points high (their estimate: HeadlessUIKit
/// does not self-size supplementary views). `.firstItemInSection` makes no supplementary: the section's first item
/// is its header, laid out as a row, and a `UICollectionViewListCell` dequeued for it "automatically uses a header
/// appearance"
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/firstiteminsection):
/// its `defaultContentConfiguration()` is the header style of the list's appearance (`plainHeader()` for `.plain`
/// and `.sidebarPlain`, `groupedHeader()` for `.grouped` and `.insetGrouped`, `sidebarHeader()` for `.sidebar`).
/// HeadlessUIKit draws no separators: while ``showsSeparators``, each list cell the collection view dequeues gets
/// its item's final ``UIListSeparatorConfiguration`` (``separatorConfiguration``, or what
/// ``itemSeparatorHandler`` returns for it).
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The look of a list.
    @preconcurrency @MainActor
    public enum Appearance: Int, Sendable {
        /// A plain list.
        case plain = 0
        /// Sections set apart, rows across the width.
        case grouped
        /// Sections set apart, rows inset to the layout margins with rounded corners.
        case insetGrouped
        /// A sidebar: an inset grouped list.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// How a list section shows its header.
    @preconcurrency @MainActor
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// An `elementKindSectionHeader` supplementary view.
        case supplementary
        /// The section's first item, styled as a header.
        case firstItemInSection
    }

    /// How a list section shows its footer.
    @preconcurrency @MainActor
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// An `elementKindSectionFooter` supplementary view.
        case supplementary
    }

    /// Gives the swipe actions of the row at an index path, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Gives the final separator configuration of the item at an index path from the section's configuration for
    /// it (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.typealias).
    @available(iOS 14.5, *)
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's appearance.
    public private(set) var appearance: Appearance
    /// Whether rows show separators.
    public var showsSeparators = true
    /// The section's separator configuration for its items, in effect while ``showsSeparators``
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration).
    /// Default: `UIListSeparatorConfiguration(listAppearance:)` of the list's appearance.
    @available(iOS 14.5, *)
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Returns an item's final separator configuration from the section's; asked for each list cell the collection
    /// view dequeues while ``showsSeparators``. Default: `nil`, the section's configuration is final.
    @available(iOS 14.5, *)
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background color; `nil` is the appearance's.
    public var backgroundColor: UIColor?
    /// How sections show headers.
    public var headerMode: HeaderMode = .none
    /// How sections show footers.
    public var footerMode: FooterMode = .none
    /// The actions a swipe from the leading edge shows.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from the trailing edge shows.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A list configuration of the appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The row height estimate (UIKIT.md: list rows self-size from an estimate of 44 points).
    static let estimatedRowHeight: CGFloat = 44
    /// The height of supplementary headers and footers (their estimate).
    static let supplementaryHeight: CGFloat = 44
    /// The space above a grouped, inset grouped or sidebar section's content (HeadlessUIKit's choice: Apple's
    /// documentation gives none).
    static let groupedSectionSpacing: CGFloat = 35

    /// Whether the appearance sets sections apart.
    var isGrouped: Bool {
        switch appearance {
        case .grouped, .insetGrouped, .sidebar: return true
        case .plain, .sidebarPlain: return false
        }
    }

    /// Whether the appearance insets rows to the layout margins.
    var insetsToMargins: Bool {
        appearance == .insetGrouped || appearance == .sidebar
    }
}

extension NSCollectionLayoutSection {
    /// A list section: one column of self-sizing rows as wide as the section's content area, with the
    /// configuration's headers and footers (see ``UICollectionLayoutListConfiguration``).
    ///
    /// - Complexity: O(1).
    @available(iOS 14.0, *)
    @discardableResult
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let estimate = UICollectionLayoutListConfiguration.estimatedRowHeight
        let size = NSCollectionLayoutSize(_width: .fractionalWidth(1), height: .estimated(estimate))
        let item = NSCollectionLayoutItem(_layoutSize: size, supplementaryItems: [])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(_group: group)
        section.listConfiguration = configuration
        if configuration.insetsToMargins { section.contentInsetsReference = .layoutMargins }
        // The space that sets a grouped section apart goes above its header, or above its rows without one.
        let spacing = configuration.isGrouped ? UICollectionLayoutListConfiguration.groupedSectionSpacing : 0
        let height = UICollectionLayoutListConfiguration.supplementaryHeight
        let boundarySize = NSCollectionLayoutSize(_width: .fractionalWidth(1), height: .absolute(height))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    _layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top, offset: CGPoint(x: 0, y: spacing)))
        } else {
            section.contentInsets.top = spacing
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    _layoutSize: boundarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom, offset: .zero))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// Gives a list cell dequeued for an item of a list section its role: the header style for the first item of a
    /// `.firstItemInSection` section, and the item's final separator configuration while the list shows separators
    /// (the section's, or what its `itemSeparatorHandler` returns). Other cells, and items of other sections, are
    /// left as they are or cleared. O(1), plus the handler.
    func prepareListCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let cell = cell as? UICollectionViewListCell else { return }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            let list = sections[indexPath.section].definition.listConfiguration
        else {
            cell.listHeaderAppearance = nil
            cell.listSeparatorConfiguration = nil
            return
        }
        cell.listHeaderAppearance =
            list.headerMode == .firstItemInSection && indexPath.item == 0 ? list.appearance : nil
        // "This configuration only takes effect if showsSeparators is true"
        // (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration).
        if list.showsSeparators {
            let section = list.separatorConfiguration
            cell.listSeparatorConfiguration = list.itemSeparatorHandler?(indexPath, section) ?? section
        } else {
            cell.listSeparatorConfiguration = nil
        }
    }

    /// A layout whose every section is a list of the configuration.
    ///
    /// - Complexity: O(1); the layout makes each section as ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
    @available(iOS 14.0, *)
    @discardableResult
    public static func list(
        using configuration: UICollectionLayoutListConfiguration
    )
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(
            sectionProvider: { _, environment in
                NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            },
            configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
}
#endif
