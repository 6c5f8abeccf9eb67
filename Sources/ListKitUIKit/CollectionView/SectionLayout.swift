import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// How a section of a ``CollectionViewAdapter`` is laid out: a list, a grid of columns, a carousel that scrolls
/// sideways, or any `NSCollectionLayoutSection` the app builds; with badges on its items and a background, if it says.
///
/// A section declares its layout in the snapshot, so a layout changes with the snapshot that changes it:
///
/// ```swift
/// Section("photos") {
///     for photo in photos { Row<PhotoCell>(photo) }
/// }
/// .layout(.grid(columns: 3, spacing: 2))
/// ```
///
/// The adapter lays sections out this way once ``CollectionViewAdapter/defaultSectionLayout`` is set (it installs a
/// `UICollectionViewCompositionalLayout`); sections that declare no layout get that one. Two layouts are equal when
/// they lay out alike: their kind, metrics, badge and background; a ``custom(id:_:)`` layout's closure is behaviour,
/// compared by its `id` only.
public struct SectionLayout: Sendable, Equatable {
    /// The look of a list section, as `UICollectionLayoutListConfiguration.Appearance` (iOS 14).
    public enum ListAppearance: Sendable, Hashable {
        /// A plain list.
        case plain
        /// Sections set apart, rows across the width.
        case grouped
        /// Sections set apart, rows inset to the layout margins with rounded corners.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }

    /// How tall the items of a grid or a carousel are.
    public enum ItemHeight: Sendable, Hashable {
        /// The item's width times the ratio: `1` makes squares.
        case aspectRatio(CGFloat)
        /// A height in points.
        case points(CGFloat)
        /// As tall as the tallest item: in a grid, each line as tall as the tallest of its own items (as UIKit sizes
        /// estimated horizontal groups); in a carousel, every item as tall as the tallest of the section's. Items are
        /// measured by the adapter at the item's width with a sizing cell, once per row identity, content and width;
        /// the value is the height used until a row is measured.
        case estimated(CGFloat)
    }

    /// How wide the items of a carousel are.
    public enum ItemWidth: Sendable, Hashable {
        /// A fraction of the section's content width (`0.8` shows a hint of the next item).
        case fraction(CGFloat)
        /// A width in points.
        case points(CGFloat)
    }

    /// How a carousel comes to rest after a swipe, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public enum CarouselScrolling: Sendable, Hashable {
        /// Anywhere.
        case continuous
        /// At an item's leading edge.
        case continuousGroupLeadingBoundary
        /// A page (the visible width) at a time.
        case paging
        /// An item at a time, at its leading edge.
        case groupPaging
        /// An item at a time, centred.
        case groupPagingCentered
    }

    /// Where a badge sits on its item.
    public enum BadgeCorner: Sendable, Hashable {
        /// The top leading corner.
        case topLeading
        /// The top trailing corner.
        case topTrailing
        /// The bottom leading corner.
        case bottomLeading
        /// The bottom trailing corner.
        case bottomTrailing
    }

    /// What kind of layout, with the metrics only it has.
    enum Kind: Sendable, Equatable {
        case list(ListAppearance)
        case grid(columns: Int, itemHeight: ItemHeight)
        case carousel(itemWidth: ItemWidth, itemHeight: ItemHeight, scrolling: CarouselScrolling)
        case custom(id: String)
    }

    /// Whether building the layout measures the section's rows: an estimated item height makes the items as tall as
    /// the tallest row.
    var measuresRows: Bool {
        switch kind {
        case .grid(_, .estimated), .carousel(_, .estimated, _): true
        case .list, .grid, .carousel, .custom: false
        }
    }

    /// Insets as plain numbers, so that the layout is `Sendable` whatever the SDK says of its geometry types.
    struct Insets: Sendable, Equatable {
        var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

        init(_ insets: NSDirectionalEdgeInsets) {
            top = insets.top
            leading = insets.leading
            bottom = insets.bottom
            trailing = insets.trailing
        }

        var directional: NSDirectionalEdgeInsets {
            NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        }
    }

    /// A view drawn on each item of the section, made and configured from the item's row.
    struct Badge: Sendable {
        /// The supplementary element kind: one per view type.
        let kind: String
        let viewType: ObjectIdentifier
        let corner: BadgeCorner
        let width: CGFloat, height: CGFloat
        /// Makes the badge's row for an item's row, or `nil` for an item without a badge.
        let content: any BadgeContent
    }

    /// The reuse identifier of badge views: one view type per badge kind.
    static let badgeReuseIdentifier = "ListKit.Badge"

    /// Makes a badge's row for an item's row, and registers the badge's view type.
    protocol BadgeContent: Sendable {
        /// The badge's row for `row`, or `nil` for an item without a badge.
        func badgeRow(for row: AnyRow) -> AnyRow?

        /// Registers the badge's view type (its nib if it adopts ``NibLoadable``) for `kind` in `collectionView`.
        @MainActor func register(in collectionView: UICollectionView, kind: String)
    }

    /// The app's closure that gives the badge's typed row for an item's row.
    struct TypedBadgeContent<View: UICollectionReusableView & ConfigurableHeaderFooter>: BadgeContent
    where View.Model: Sendable {
        let content: @Sendable (AnyRow) -> Row<View>?

        func badgeRow(for row: AnyRow) -> AnyRow? {
            content(row).map { AnyRow($0) }
        }

        @MainActor func register(in collectionView: UICollectionView, kind: String) {
            if let nibType = View.self as? any NibLoadable.Type {
                collectionView.register(
                    UINib(nibName: nibType.nibName, bundle: nibType.nibBundle), forSupplementaryViewOfKind: kind,
                    withReuseIdentifier: SectionLayout.badgeReuseIdentifier)
            } else {
                collectionView.register(
                    View.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: SectionLayout.badgeReuseIdentifier
                )
            }
        }
    }

    /// A view behind the section's items, of a class registered on the layout (a decoration view).
    struct Background: Sendable, Equatable {
        /// The decoration element kind: one per view class.
        let kind: String
        let viewClass: ObjectIdentifier
        let insets: Insets
        /// The class, to register (UIKit makes the view; no data source is asked).
        let register: AnyClass

        static func == (lhs: Background, rhs: Background) -> Bool {
            lhs.kind == rhs.kind && lhs.viewClass == rhs.viewClass && lhs.insets == rhs.insets
        }
    }

    /// What kind of layout.
    let kind: Kind
    /// The space between items and between lines.
    let spacing: CGFloat
    /// The space around the section's items.
    let insets: Insets
    /// A custom layout's maker, given the badge items for its items (none without a ``badge(_:corner:size:content:)``).
    let make:
        (
            @MainActor @Sendable (any NSCollectionLayoutEnvironment, [NSCollectionLayoutSupplementaryItem]) ->
                NSCollectionLayoutSection
        )?
    /// The badge on each item, if any.
    private(set) var badge: Badge?
    /// The background, if any.
    private(set) var background: Background?

    init(
        _ kind: Kind, spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets = .zero,
        make: (
            @MainActor @Sendable (any NSCollectionLayoutEnvironment, [NSCollectionLayoutSupplementaryItem]) ->
                NSCollectionLayoutSection
        )? = nil
    ) {
        self.kind = kind
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        self.insets = Insets(insets)
        self.make = make
    }

    /// A list, one row a line as wide as the section: `UICollectionLayoutListConfiguration` with `appearance` from iOS
    /// 14, its header and footer shown when the section has them, and each row's swipe actions (`RowModifiers`
    /// `trailingActions`, `leadingActions`, `onDelete`) as its swipe action providers. Rows size themselves from
    /// UIKit's estimate, as in any list.
    ///
    /// Before iOS 14 (no list configuration) the section is one column of self-sizing rows across the width with its
    /// header and footer, in every appearance, and rows have no swipe actions.
    public static func list(_ appearance: ListAppearance = .plain) -> SectionLayout {
        SectionLayout(.list(appearance))
    }

    /// A grid of `columns` equal columns, `spacing` between the columns and between the lines, `insets` around it.
    ///
    /// A grid of fewer than one column is reported (`ListKitDiagnostics`) and laid out as one column.
    ///
    /// - Parameters:
    ///   - columns: The number of columns.
    ///   - spacing: The space between columns and between lines, in points.
    ///   - insets: The space around the grid.
    ///   - itemHeight: How tall items are: squares by default.
    /// - Returns: The grid layout.
    public static func grid(
        columns: Int, spacing: CGFloat = 0, insets: NSDirectionalEdgeInsets = .zero,
        itemHeight: ItemHeight = .aspectRatio(1)
    ) -> SectionLayout {
        SectionLayout(.grid(columns: columns, itemHeight: itemHeight), spacing: spacing, insets: insets)
    }

    /// A carousel: one line of items that scrolls sideways on its own (an orthogonal section), `spacing` apart.
    ///
    /// - Parameters:
    ///   - itemWidth: How wide items are: 80% of the section's width by default.
    ///   - itemHeight: How tall items are (and so the carousel).
    ///   - spacing: The space between items, in points.
    ///   - insets: The space around the carousel.
    ///   - scrolling: Where a swipe comes to rest.
    /// - Returns: The carousel layout.
    public static func carousel(
        itemWidth: ItemWidth = .fraction(0.8), itemHeight: ItemHeight = .estimated(44), spacing: CGFloat = 0,
        insets: NSDirectionalEdgeInsets = .zero, scrolling: CarouselScrolling = .continuous
    ) -> SectionLayout {
        SectionLayout(
            .carousel(itemWidth: itemWidth, itemHeight: itemHeight, scrolling: scrolling), spacing: spacing,
            insets: insets)
    }

    /// The section `make` builds in the layout environment, whenever the layout asks (after each change of the
    /// snapshot or of the collection view's size).
    ///
    /// The closure is behaviour, not content: two custom layouts are the same layout when their `id`s are, so give
    /// another `id` when the closure builds something else, and the layout is made again, animated, with the
    /// snapshot that changes it.
    ///
    /// - Parameters:
    ///   - id: Names what the closure builds.
    ///   - make: Builds the section.
    /// - Returns: The custom layout.
    public static func custom(
        id: String = "",
        _ make: @escaping @MainActor @Sendable (any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    ) -> SectionLayout {
        SectionLayout(.custom(id: id), make: { environment, _ in make(environment) })
    }

    /// The section `make` builds in the layout environment, its items carrying the badge items it is given: with a
    /// ``badge(_:corner:size:content:)``, one supplementary item to pass to each `NSCollectionLayoutItem` that shows a
    /// badge (none without a badge). UIKit fixes an item's supplementary items when it makes the item, so a custom
    /// layout places its badges itself.
    ///
    /// ```swift
    /// .layout(.custom(id: "pairs", withBadges: { environment, badges in
    ///     let item = NSCollectionLayoutItem(layoutSize: half, supplementaryItems: badges)
    ///     return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [item]))
    /// }).badge(CountBadge.self) { row in … })
    /// ```
    ///
    /// - Parameters:
    ///   - id: Names what the closure builds (see ``custom(id:_:)``).
    ///   - make: Builds the section from the environment and the badge items.
    /// - Returns: The custom layout.
    public static func custom(
        id: String = "",
        withBadges make:
            @escaping @MainActor @Sendable (
                any NSCollectionLayoutEnvironment, _ badges: [NSCollectionLayoutSupplementaryItem]
            ) -> NSCollectionLayoutSection
    ) -> SectionLayout {
        SectionLayout(.custom(id: id), make: make)
    }

    /// Returns a copy that shows a badge on each item whose row `content` gives a badge row for: a supplementary view
    /// of type `View`, `size` big, its centre on `corner` of the item. An item whose `content` is `nil` shows no badge: a
    /// `View` (hidden). The badge is made again from the row when the row is configured anew (its model changed).
    ///
    /// ```swift
    /// .layout(.grid(columns: 3).badge(CountBadge.self) { row in
    ///     row.model(as: Photo.self).flatMap { $0.comments > 0 ? Row<CountBadge>($0.comments) : nil }
    /// })
    /// ```
    ///
    /// In a grid or a carousel every item carries the badge. A ``list(_:)`` with a badge is laid out as one column of
    /// self-sizing rows across the section, each with the badge, and keeps its header and footer: UIKit's list
    /// sections take no supplementary items on their items, so such a section has no list appearance (insets,
    /// rounded corners) and no swipe actions. A custom layout places the badges on the items it makes, with
    /// ``custom(id:withBadges:)``; one made with ``custom(id:_:)`` shows none.
    public func badge<View: UICollectionReusableView & ConfigurableHeaderFooter>(
        _ view: View.Type, corner: BadgeCorner = .topTrailing, size: CGSize = CGSize(width: 20, height: 20),
        content: @escaping @Sendable (AnyRow) -> Row<View>?
    ) -> SectionLayout where View.Model: Sendable {
        var copy = self
        copy.badge = Badge(
            kind: "ListKit.badge." + String(reflecting: view), viewType: ObjectIdentifier(view), corner: corner,
            width: max(0, size.width), height: max(0, size.height),
            content: TypedBadgeContent(content: content))
        return copy
    }

    /// Returns a copy with a view of class `view` behind the section's items and supplementary views, inset by
    /// `insets` (a decoration view: UIKit makes it from its class, so it shows no model; style it in its
    /// initializer).
    public func background(
        _ view: UICollectionReusableView.Type, insets: NSDirectionalEdgeInsets = .zero
    )
        -> SectionLayout
    {
        var copy = self
        copy.background = Background(
            kind: "ListKit.background." + String(reflecting: view), viewClass: ObjectIdentifier(view),
            insets: Insets(insets), register: view)
        return copy
    }

    /// Whether the layouts lay out alike: closures are compared by what names them (a custom layout's `id`, a badge's
    /// view type).
    public static func == (lhs: SectionLayout, rhs: SectionLayout) -> Bool {
        lhs.kind == rhs.kind && lhs.spacing == rhs.spacing && lhs.insets == rhs.insets
            && lhs.background == rhs.background && lhs.badge?.kind == rhs.badge?.kind
            && lhs.badge?.corner == rhs.badge?.corner && lhs.badge?.width == rhs.badge?.width
            && lhs.badge?.height == rhs.badge?.height
    }
}

extension Section {
    /// Returns a copy of the section laid out as `layout` says in a ``CollectionViewAdapter`` with section layouts
    /// (``CollectionViewAdapter/defaultSectionLayout``); tables ignore it.
    ///
    /// ```swift
    /// Section("recent") { for item in recent { Row<CardCell>(item) } }
    ///     .layout(.carousel(itemWidth: .fraction(0.8), scrolling: .groupPaging))
    /// ```
    public func layout(_ layout: SectionLayout) -> Section {
        var section = self
        section.layoutSlot = layout
        return section
    }

    /// The section's layout, if it declares one.
    var sectionLayout: SectionLayout? {
        layoutSlot as? SectionLayout
    }
}
