#if !canImport(UIKit)
import HeadlessUIKit

/// What a view tree shows, as paragraphs of text: labels' texts, images as `[image: name]`, buttons as `[ title ]`.
///
/// Hidden views (and everything inside them) are left out. Images and buttons are inline: they start the paragraph
/// of the label that follows them (an image beside its label, as in a standard cell), or make one of their own when
/// no label follows. A cell's standard `imageView` comes first, since UIKit lays it out at the leading edge.
@MainActor
enum ViewTreeText {
    /// One block of text that wraps on its own.
    struct Paragraph: Equatable {
        /// The text, with inline images and buttons before the label's text.
        var text: String
        /// The label's `numberOfLines` (0: no limit).
        var maxLines: Int
    }

    /// The paragraphs of a view and its subviews, in subview order.
    ///
    /// - Complexity: O(v), v the views of the tree.
    static func paragraphs(of view: UIView) -> [Paragraph] {
        var collector = Collector()
        collector.visit(view)
        collector.flushInline()
        return collector.paragraphs
    }

    @MainActor
    private struct Collector {
        var paragraphs: [Paragraph] = []
        var inline: [String] = []

        mutating func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if let button = view as? UIButton {
                if let title = button.title(for: .normal), !title.isEmpty { inline.append("[ \(title) ]") }
                return
            }
            if let label = view as? UILabel {
                guard let text = label.text, !text.isEmpty else { return }
                paragraphs.append(
                    Paragraph(text: (inline + [text]).joined(separator: " "), maxLines: label.numberOfLines))
                inline = []
                return
            }
            if let imageView = view as? UIImageView {
                if let image = imageView.image { inline.append("[image: \(image.name ?? "unnamed")]") }
                return
            }
            for subview in ordered(view.subviews, in: view) { visit(subview) }
        }

        mutating func flushInline() {
            guard !inline.isEmpty else { return }
            paragraphs.append(Paragraph(text: inline.joined(separator: " "), maxLines: 0))
            inline = []
        }

        /// A cell's content view lists its standard image view first; any other view keeps its order.
        private func ordered(_ subviews: [UIView], in view: UIView) -> [UIView] {
            guard let cell = view.superview as? UITableViewCell, cell.contentView === view,
                let imageView = cell.imageView, let index = subviews.firstIndex(where: { $0 === imageView })
            else { return subviews }
            var result = subviews
            result.remove(at: index)
            result.insert(imageView, at: 0)
            return result
        }
    }
}
#endif
