/// The position of a row: a section index and a row index within that section, both counted among the visible
/// sections of a snapshot. UIKit's `IndexPath(row:section:)` is made from it by the adapters.
public struct RowPath: Hashable, Sendable {
    /// The index of the section.
    public var section: Int
    /// The index of the row within the section.
    public var row: Int

    /// Creates a row path.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}

extension RowPath: Comparable {
    /// Orders by section, then by row: the order of rows on screen.
    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

extension RowPath: CustomStringConvertible {
    /// `[section, row]`, as `IndexPath` prints.
    public var description: String {
        "[\(section), \(row)]"
    }
}
