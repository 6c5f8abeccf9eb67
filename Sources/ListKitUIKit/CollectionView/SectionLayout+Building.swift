import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``SectionLayout`` needs from its adapter to build a section: the section's rows' sizes, its swipe actions,
/// and whether the running iOS has list configurations.
@MainActor
struct SectionLayoutContext {
    /// The height of a row's cell at a width, measured once per row identity, content and width; `nil` if it cannot
    /// be measured.
    let measuredHeight: (AnyRow, CGFloat) -> CGFloat?
    /// The swipe actions of the item at an index path, from the leading or the trailing edge.
    let swipeActions: (IndexPath, _ trailing: Bool) -> UISwipeActionsConfiguration?
    /// Whether `UICollectionLayoutListConfiguration` exists (iOS 14).
    let hasListConfiguration: Bool
}

@MainActor
extension SectionLayout {
    /// The estimate of a list row's height, and of a header's or a footer's (UIKit's list rows start at 44 points).
    static let estimatedRowHeight: CGFloat = 44

    /// The compositional section for `section`, shown at `index`, in `environment`.
    ///
    /// - Complexity: O(1), except for an ``ItemHeight/estimated(_:)`` height: O(rows of the section), each row
    ///   measured once per identity, content and width.
    func makeSection(
        for section: Section, at index: Int, in environment: any NSCollectionLayoutEnvironment,
        context: SectionLayoutContext
    ) -> NSCollectionLayoutSection {
        let layoutSection: NSCollectionLayoutSection
        switch kind {
        case .list(let appearance):
            layoutSection = listSection(appearance, for: section, at: index, in: environment, context: context)
        case .grid(let columns, let itemHeight):
            layoutSection = gridSection(
                columns: columns, itemHeight: itemHeight, for: section, in: environment, context)
        case .carousel(let itemWidth, let itemHeight, let scrolling):
            layoutSection = carouselSection(
                itemWidth: itemWidth, itemHeight: itemHeight, scrolling: scrolling, for: section, in: environment,
                context)
        case .custom:
            guard let make else {
                return Self.list().makeSection(for: section, at: index, in: environment, context: context)
            }
            return withBackground(make(environment, badgeItems()))
        }
        return withBackground(layoutSection)
    }

    /// `layoutSection` with the background, if any.
    private func withBackground(_ layoutSection: NSCollectionLayoutSection) -> NSCollectionLayoutSection {
        if let background {
            let item = NSCollectionLayoutDecorationItem.background(elementKind: background.kind)
            item.contentInsets = background.insets.directional
            layoutSection.decorationItems.append(item)
        }
        return layoutSection
    }

    /// A list section: UIKit's list configuration from iOS 14, else one column of self-sizing rows.
    private func listSection(
        _ appearance: ListAppearance, for section: Section, at index: Int,
        in environment: any NSCollectionLayoutEnvironment, context: SectionLayoutContext
    ) -> NSCollectionLayoutSection {
        let hasHeader = section.header != nil || section.headerView != nil
        let hasFooter = section.footer != nil || section.footerView != nil
        // Without list configurations, or with badges (a list section's items take no supplementary items): one column
        // of self-sizing rows.
        guard context.hasListConfiguration, badge == nil else {
            let size = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size, supplementaryItems: badgeItems())]
            )
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.boundarySupplementaryItems = boundaryItems(header: hasHeader, footer: hasFooter)
            return layoutSection
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance.configurationAppearance)
        configuration.headerMode = hasHeader ? .supplementary : .none
        configuration.footerMode = hasFooter ? .supplementary : .none
        let swipeActions = context.swipeActions
        // The index path UIKit gives is the item's in the section on screen, whichever snapshot made this section.
        configuration.leadingSwipeActionsConfigurationProvider = { swipeActions($0, false) }
        configuration.trailingSwipeActionsConfigurationProvider = { swipeActions($0, true) }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }

    /// A grid of `columns` columns of items `itemHeight` tall.
    private func gridSection(
        columns requested: Int, itemHeight: ItemHeight, for section: Section,
        in environment: any NSCollectionLayoutEnvironment, _ context: SectionLayoutContext
    ) -> NSCollectionLayoutSection {
        if requested < 1 {
            ListKitDiagnostics.report(
                "ListKit: section \(section.id) asks for a grid of \(requested) columns; it is laid out as one "
                    + "column. Give a grid at least one column.",
                onceFor: "grid columns \(section.id) \(requested)")
        }
        let columns = max(1, requested)
        let available = max(0, environment.container.effectiveContentSize.width - insets.leading - insets.trailing)
        let width = Self.roundedDown((available - spacing * CGFloat(columns - 1)) / CGFloat(columns))
        if case .estimated(let estimate) = itemHeight {
            let heights = lineHeights(columns: columns, width: width, estimate: estimate, rows: section.rows, context)
            if let first = heights.first, heights.contains(where: { $0 != first }) {
                return spacedSection(of: linesGroup(heights, itemWidth: width), for: section)
            }
        }
        let height = resolvedHeight(itemHeight, width: width, rows: section.rows, context)
        return spacedSection(of: gridLine(height: height, itemWidth: width), for: section)
    }

    /// One line of a grid: items `itemWidth` wide and `height` tall across the width, `spacing` apart.
    private func gridLine(height: CGFloat, itemWidth: CGFloat) -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(itemWidth), heightDimension: .absolute(height)),
            supplementaryItems: badgeItems())
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            subitems: [item])
        group.interItemSpacing = .fixed(spacing)
        return group
    }

    /// The lines of a grid whose lines differ in height, one above the other in one group, `spacing` apart: as UIKit
    /// lays out a grid of estimated items in estimated horizontal groups, each line as tall as its own tallest item.
    ///
    /// - Complexity: O(lines).
    private func linesGroup(_ heights: [CGFloat], itemWidth: CGFloat) -> NSCollectionLayoutGroup {
        let lines = heights.map { gridLine(height: $0, itemWidth: itemWidth) }
        let total = heights.reduce(0, +) + spacing * CGFloat(heights.count - 1)
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(total)),
            subitems: lines)
        group.interItemSpacing = .fixed(spacing)
        return group
    }

    /// The height of each line of a grid of `columns` columns of estimated items: the tallest of its rows measured
    /// at `width`, or `estimate` for a line none of whose rows can be measured.
    ///
    /// - Complexity: O(rows), each row measured once per identity, content and width.
    private func lineHeights(
        columns: Int, width: CGFloat, estimate: CGFloat, rows: [AnyRow], _ context: SectionLayoutContext
    ) -> [CGFloat] {
        stride(from: 0, to: rows.count, by: columns).map { start in
            var tallest: CGFloat?
            for row in rows[start..<min(start + columns, rows.count)] {
                guard let measured = context.measuredHeight(row, width) else { continue }
                tallest = max(tallest ?? 0, measured)
            }
            let height = tallest ?? estimate
            return height.isFinite ? max(0, height) : 0
        }
    }

    /// A section of `group`, `spacing` between groups, `insets` around them, with `section`'s header and footer.
    private func spacedSection(of group: NSCollectionLayoutGroup, for section: Section) -> NSCollectionLayoutSection {
        let layoutSection = NSCollectionLayoutSection(group: group)
        layoutSection.interGroupSpacing = spacing
        layoutSection.contentInsets = insets.directional
        layoutSection.boundarySupplementaryItems = boundaryItems(
            header: section.header != nil || section.headerView != nil,
            footer: section.footer != nil || section.footerView != nil)
        return layoutSection
    }

    /// A carousel of items `itemWidth` wide and `itemHeight` tall.
    private func carouselSection(
        itemWidth: ItemWidth, itemHeight: ItemHeight, scrolling: CarouselScrolling, for section: Section,
        in environment: any NSCollectionLayoutEnvironment, _ context: SectionLayoutContext
    ) -> NSCollectionLayoutSection {
        let available = max(0, environment.container.effectiveContentSize.width - insets.leading - insets.trailing)
        let width =
            switch itemWidth {
            case .fraction(let fraction): Self.roundedDown(available * (fraction.isFinite ? max(0, fraction) : 1))
            case .points(let points): points.isFinite ? max(0, points) : 0
            }
        let height = resolvedHeight(itemHeight, width: width, rows: section.rows, context)
        let size = NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height))
        let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: badgeItems())
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let layoutSection = spacedSection(of: group, for: section)
        layoutSection.orthogonalScrollingBehavior = scrolling.orthogonalScrollingBehavior
        return layoutSection
    }

    /// The height items get: from their width, in points, or the tallest of `rows` measured at `width` (the estimate
    /// while none can be measured).
    ///
    /// - Complexity: O(rows) for an estimated height, each row measured once per identity, content and width.
    private func resolvedHeight(
        _ itemHeight: ItemHeight, width: CGFloat, rows: [AnyRow], _ context: SectionLayoutContext
    ) -> CGFloat {
        let height: CGFloat
        switch itemHeight {
        case .aspectRatio(let ratio): height = width * ratio
        case .points(let points): height = points
        case .estimated(let estimate):
            var tallest: CGFloat?
            for row in rows {
                guard let measured = context.measuredHeight(row, width) else { continue }
                tallest = max(tallest ?? 0, measured)
            }
            height = tallest ?? estimate
        }
        return height.isFinite ? max(0, height) : 0
    }

    /// The badge item of each item, if the layout has a badge.
    private func badgeItems() -> [NSCollectionLayoutSupplementaryItem] {
        guard let badge else { return [] }
        let edges: NSDirectionalRectEdge
        let offset: CGPoint
        switch badge.corner {
        case .topLeading: (edges, offset) = ([.top, .leading], CGPoint(x: -0.5, y: -0.5))
        case .topTrailing: (edges, offset) = ([.top, .trailing], CGPoint(x: 0.5, y: -0.5))
        case .bottomLeading: (edges, offset) = ([.bottom, .leading], CGPoint(x: -0.5, y: 0.5))
        case .bottomTrailing: (edges, offset) = ([.bottom, .trailing], CGPoint(x: 0.5, y: 0.5))
        }
        let size = NSCollectionLayoutSize(
            widthDimension: .absolute(badge.width), heightDimension: .absolute(badge.height))
        return [
            NSCollectionLayoutSupplementaryItem(
                layoutSize: size, elementKind: badge.kind,
                containerAnchor: NSCollectionLayoutAnchor(edges: edges, fractionalOffset: offset))
        ]
    }

    /// A header and a footer across the section, as tall as their estimate, for the section's header and footer.
    private func boundaryItems(header: Bool, footer: Bool) -> [NSCollectionLayoutBoundarySupplementaryItem] {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight))
        var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if header {
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footer {
            items.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return items
    }

    /// `value` rounded down to the screen's pixels, so that columns fit their line whatever the rounding of their sum.
    private static func roundedDown(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, value > 0 else { return 0 }
        let scale = max(1, UIScreen.main.scale)
        return (value * scale).rounded(.down) / scale
    }
}

@MainActor
extension SectionLayout.ListAppearance {
    /// UIKit's appearance.
    var configurationAppearance: UICollectionLayoutListConfiguration.Appearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }
}

@MainActor
extension SectionLayout.CarouselScrolling {
    /// UIKit's behaviour.
    var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch self {
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}
