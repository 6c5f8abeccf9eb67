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
/// is its header, laid out as a row. HeadlessUIKit draws no separators; ``showsSeparators`` is kept for the cells.
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

    /// The list's appearance.
    public private(set) var appearance: Appearance
    /// Whether rows show separators.
    public var showsSeparators = true
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
