#if !canImport(UIKit)
import HeadlessUIKit

/// The lines of a table view's visible part, before the scroll indicator is added, and where each row is in them.
struct TableTextLayout {
    /// One line of the frame, without colour: its text (exactly the content width) and what it shows.
    struct Line: Equatable {
        /// What a line belongs to, for the highlight and the colours.
        enum Kind: Equatable {
            /// A line of a row's cell.
            case row(IndexPath)
            /// A section header's line.
            case header
            /// A section footer's line.
            case footer
            /// Filler below the content.
            case blank
        }

        /// The text, padded to the content width.
        var text: String
        /// What the line shows.
        var kind: Kind
    }

    /// The lines, at most the height asked for.
    var lines: [Line] = []
    /// The rows whose every line is in ``lines`` (or that start at the top when taller than the frame), in order.
    var fullyShownRows: [IndexPath] = []
    /// The content offset the layout starts at, in points.
    var top: CGFloat = 0
    /// The bottom, in points, of the last header, row or footer shown whole.
    var bottom: CGFloat = 0
    /// The height of the table's content, in points.
    var contentHeight: CGFloat = 0
}
#endif
