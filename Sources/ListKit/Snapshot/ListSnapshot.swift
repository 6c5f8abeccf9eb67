/// What a list shows: sections of rows.
///
/// A snapshot is a value: a view model makes a new one whenever its data changes and the adapter animates the
/// difference. Sections without rows are hidden by default (``hidesEmptySections``): ``sections`` then holds the
/// visible sections only, and every count and index — those of the diff included — is one of the visible sections,
/// so a table never sees an empty section.
///
/// ```swift
/// let snapshot = ListSnapshot {
///     Section("Users") { for user in users { Row<UserCell>(user) } }
///     Section("Messages", header: "Latest") { Row<MessageCell>(message) }
/// }
/// ```
public struct ListSnapshot: Sendable {
    /// Every section given, the empty ones included.
    public private(set) var allSections: [Section]

    /// The sections a table shows: ``allSections`` without the empty ones while ``hidesEmptySections`` is on.
    public private(set) var sections: [Section]

    /// Whether sections without rows are left out of ``sections``. On by default.
    public var hidesEmptySections: Bool {
        didSet { updateVisibleSections() }
    }

    /// Creates a snapshot from an array of sections.
    ///
    /// - Parameters:
    ///   - sections: The sections, top to bottom, empty ones included.
    ///   - hidesEmptySections: Whether sections without rows are left out of ``sections``.
    /// - Complexity: O(number of sections).
    public init(sections: [Section], hidesEmptySections: Bool = true) {
        self.allSections = sections
        self.hidesEmptySections = hidesEmptySections
        self.sections = []
        updateVisibleSections()
    }

    /// Creates a snapshot whose sections are listed in a builder.
    ///
    /// - Parameters:
    ///   - hidesEmptySections: Whether sections without rows are left out of ``sections``.
    ///   - content: The sections, top to bottom.
    /// - Complexity: O(number of sections), plus the builder's own work.
    public init(hidesEmptySections: Bool = true, @SectionsBuilder _ content: () -> [Section]) {
        self.init(sections: content(), hidesEmptySections: hidesEmptySections)
    }

    /// An empty snapshot.
    public init() {
        self.init(sections: [])
    }

    /// The number of visible sections.
    public var numberOfSections: Int {
        sections.count
    }

    /// The number of rows of a visible section, or 0 when `section` is out of range.
    ///
    /// - Complexity: O(1).
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The row at a path of the visible sections, or `nil` when the path is out of range.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func row(at path: RowPath) -> AnyRow? {
        guard path.section >= 0, path.section < sections.count, path.row >= 0,
            path.row < sections[path.section].rows.count
        else { return nil }
        return sections[path.section].rows[path.row]
    }

    /// The total number of rows of the visible sections.
    ///
    /// - Complexity: O(number of sections).
    public var numberOfRows: Int {
        sections.reduce(0) { $0 + $1.rows.count }
    }

    /// Whether the snapshot shows nothing: no visible section.
    public var isEmpty: Bool {
        sections.isEmpty
    }

    /// Appends a section at the bottom.
    ///
    /// - Complexity: Amortized O(1).
    public mutating func appendSection(_ section: Section) {
        allSections.append(section)
        if !hidesEmptySections || !section.rows.isEmpty {
            sections.append(section)
        }
        _checkInvariants()
    }

    private mutating func updateVisibleSections() {
        sections = hidesEmptySections ? allSections.filter { !$0.rows.isEmpty } : allSections
        _checkInvariants()
    }
}
