/// A section of a list: an identity, an optional header and footer, and rows.
///
/// Sections are matched by ``id`` between snapshots, so a section keeps its place in an animation when its rows
/// change, and moves when it moves. A changed header or footer reloads the section.
///
/// ```swift
/// Section("Users", header: "Friends") {
///     for user in users { Row<UserCell>(user) }
/// }
/// ```
public struct Section: Sendable {
    /// The section's identity, unique among the sections of one snapshot.
    public var id: AnyHashable {
        key.identity.base
    }

    /// The identity, kept as a sendable value with its hash taken once (a broken `Hashable` id never stops the
    /// program in a set of sections).
    let key: StableKey

    /// The header's text, if any.
    public var header: String?

    /// The footer's text, if any.
    public var footer: String?

    /// The section's title in the table's section index (the A–Z strip at the trailing edge), if any. Only sections
    /// with one, and shown, are listed there (``ListSnapshot/sectionIndexTitles``).
    public var indexTitle: String?

    /// The rows, top to bottom.
    public var rows: [AnyRow]

    /// A custom header view's row (its view type adopts ``ConfigurableHeaderFooter``); shown instead of ``header``.
    public var headerView: AnyRow?

    /// A custom footer view's row (its view type adopts ``ConfigurableHeaderFooter``); shown instead of ``footer``.
    public var footerView: AnyRow?

    /// How a view module lays the section out (ListKitUIKit's `SectionLayout`, set with `layout(_:)`), opaque to
    /// ListKit: neither the diff nor the snapshot reads it; the collection view adapter compares it by value.
    package var layoutSlot: (any Equatable & Sendable)? = nil

    /// Creates a section from an array of rows.
    ///
    /// - Parameters:
    ///   - id: The section's identity, unique among the sections of one snapshot.
    ///   - header: The header's text, if any.
    ///   - footer: The footer's text, if any.
    ///   - indexTitle: The section's title in the table's section index, if any.
    ///   - rows: The rows, top to bottom.
    public init(
        _ id: some Hashable & Sendable, header: String? = nil, footer: String? = nil, indexTitle: String? = nil,
        rows: [AnyRow]
    ) {
        self.key = StableKey(SendableHashable(id))
        self.header = header
        self.footer = footer
        self.indexTitle = indexTitle
        self.rows = rows
    }

    /// Creates a section whose rows are listed in a builder: `Row` values, `AnyRow`s, `for` loops, `if`s.
    ///
    /// - Parameters:
    ///   - id: The section's identity, unique among the sections of one snapshot.
    ///   - header: The header's text, if any.
    ///   - footer: The footer's text, if any.
    ///   - indexTitle: The section's title in the table's section index, if any.
    ///   - rows: The rows, top to bottom.
    public init(
        _ id: some Hashable & Sendable,
        header: String? = nil,
        footer: String? = nil,
        indexTitle: String? = nil,
        @RowsBuilder rows: () -> [AnyRow]
    ) {
        self.init(id, header: header, footer: footer, indexTitle: indexTitle, rows: rows())
    }

    /// Whether `other` has the same header and footer; rows are compared one by one by the diff.
    package func hasSameSupplementaryContent(as other: Section) -> Bool {
        header == other.header && footer == other.footer
            && Self.isSame(headerView, other.headerView) && Self.isSame(footerView, other.footerView)
    }

    private static func isSame(_ lhs: AnyRow?, _ rhs: AnyRow?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs.isContentEqual(to: rhs)
        default: false
        }
    }
}
