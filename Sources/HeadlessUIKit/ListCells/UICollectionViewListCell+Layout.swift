#if !canImport(UIKit)
import Foundation

// Where a list cell's accessories go. UIKit documents the edges (delete, insert and multiselect lead; the others
// trail; custom views where their placement says) but not the sizes; HeadlessUIKit's, from what an iPhone shows:
// - each edge with accessories starts 16 points in from the cell's edge (after the indentation at the leading edge
//   when `indentsAccessories`), and its accessories are 8 points apart, in the order of `accessories` (a custom one
//   at the index its position gives among those before it at its edge);
// - standard widths: disclosure indicator 12, checkmark 20, outline disclosure, delete, insert, reorder and
//   multiselect 24; a label its text's width; a custom view its frame's width; `reservedLayoutWidth` `.custom(w)`
//   reserves w, `.actual` the view's own;
// - each accessory is centred vertically; a custom view that does not `maintainsFixedSize` is as tall as the cell;
// - the content view spans what is left: from the indentation plus the leading edge's accessories to the trailing
//   edge's, so that a cell with a disclosure indicator has a content view 36 points narrower (16 + 12 + 8).
// - An accessory hidden by `isHidden` keeps its place; one not shown in the current editing state takes none.
extension UICollectionViewListCell {
    /// The space between the cell's edge and its outermost accessory.
    static let accessoryEdgeInset: CGFloat = 16
    /// The space between accessories, and between the innermost one and the content view.
    static let accessorySpacing: CGFloat = 8

    /// The accessories were replaced: make their views anew.
    func accessoriesDidChange() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { ($0, Self.makeView(for: $0)) }
        for (_, view) in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    /// After a content configuration replaced the content view: the accessories stay above it.
    func keepAccessoriesAboveContentView() {
        for (_, view) in accessoryViews where view.superview === self {
            view.removeFromSuperview()
            addSubview(view)
        }
        setNeedsLayout()
    }

    /// Whether the accessory shows in the cell's current editing state.
    func isShown(_ accessory: UICellAccessory, editing: Bool) -> Bool {
        switch accessory.displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// The accessories shown now, by edge, in order.
    func shownAccessories() -> (leading: [(UICellAccessory, UIView)], trailing: [(UICellAccessory, UIView)]) {
        let editing = configurationState.isEditing
        var leading: [(UICellAccessory, UIView)] = []
        var trailing: [(UICellAccessory, UIView)] = []
        for (accessory, view) in accessoryViews {
            guard isShown(accessory, editing: editing) else {
                view.isHidden = true
                continue
            }
            view.isHidden = accessory.isHidden
            switch accessory.kind {
            case .delete, .insert, .multiselect:
                leading.append((accessory, view))
            case .customView(let configuration):
                switch configuration.placement {
                case .leading(_, let position):
                    let index = min(max(0, position(leading.map(\.0))), leading.count)
                    leading.insert((accessory, view), at: index)
                case .trailing(_, let position):
                    let index = min(max(0, position(trailing.map(\.0))), trailing.count)
                    trailing.insert((accessory, view), at: index)
                }
            default:
                trailing.append((accessory, view))
            }
        }
        return (leading, trailing)
    }

    /// The width an accessory's place takes.
    func placeWidth(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        let actual: CGFloat
        switch accessory.kind {
        case .disclosureIndicator: actual = 12
        case .checkmark: actual = 20
        case .outlineDisclosure, .delete, .insert, .reorder, .multiselect, .detail: actual = 24
        case .label: actual = (view as? UILabel)?.textSize(width: nil).width ?? 0
        case .customView(let configuration): actual = configuration.customView.frame.width
        }
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: return actual
        case .custom(let width): return max(actual, width)
        }
    }

    /// The widths the accessories take at each edge (edge inset, places and spacings; 0 for an edge without).
    func accessoryWidths() -> (leading: CGFloat, trailing: CGFloat) {
        let shown = shownAccessories()
        func total(_ edge: [(UICellAccessory, UIView)]) -> CGFloat {
            guard !edge.isEmpty else { return 0 }
            let places = edge.reduce(0) { $0 + placeWidth(of: $1.0, view: $1.1) }
            return Self.accessoryEdgeInset + places + Self.accessorySpacing * CGFloat(edge.count)
        }
        return (total(shown.leading), total(shown.trailing))
    }

    /// The indentation of the cell's content.
    var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

    /// Where the content view goes: between the indentation and leading accessories and the trailing accessories.
    var listContentViewFrame: CGRect {
        let widths = accessoryWidths()
        let x = indentation + widths.leading
        return CGRect(x: x, y: 0, width: max(0, bounds.width - x - widths.trailing), height: bounds.height)
    }

    /// Places the accessories' views and the content view, and moves the separator guide to the text's start.
    func layOutAccessories() {
        let shown = shownAccessories()
        var x = (indentsAccessories ? indentation : 0) + Self.accessoryEdgeInset
        for (accessory, view) in shown.leading {
            let width = placeWidth(of: accessory, view: view)
            place(view, of: accessory, inPlaceAt: x, width: width)
            x += width + Self.accessorySpacing
        }
        var trailingX = bounds.width - Self.accessoryEdgeInset
        for (accessory, view) in shown.trailing.reversed() {
            let width = placeWidth(of: accessory, view: view)
            trailingX -= width
            place(view, of: accessory, inPlaceAt: trailingX, width: width)
            trailingX -= Self.accessorySpacing
        }
        let frame = listContentViewFrame
        if contentView.frame != frame { contentView.frame = frame }
        var textStart = frame.minX + UIListContentView.cellSideMargin
        if let list = contentView as? UIListContentView { textStart = frame.minX + list.effectiveMargins.leading }
        if let separatorLeading, separatorLeading.constant != textStart { separatorLeading.constant = textStart }
    }

    private func place(_ view: UIView, of accessory: UICellAccessory, inPlaceAt x: CGFloat, width: CGFloat) {
        var size: CGSize
        switch accessory.kind {
        case .customView(let configuration):
            size =
                configuration.maintainsFixedSize
                ? view.frame.size : CGSize(width: view.frame.width, height: bounds.height)
        case .label:
            size = (view as? UILabel)?.textSize(width: nil) ?? .zero
        default:
            size = CGSize(width: width, height: min(width, bounds.height))
        }
        size.width = min(size.width, width)
        let frame = PixelGrid.round(
            CGRect(
                x: x + (width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
                height: size.height))
        if view.frame != frame { view.frame = frame }
    }

    /// The size the cell needs (see `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
    func listFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let widths = accessoryWidths()
        let inset = indentation + widths.leading + widths.trailing
        var content = CGSize(width: max(0, target.width - inset), height: 0)
        if contentView.mayHaveConstraints {
            content = contentView.systemLayoutSizeFitting(
                CGSize(width: max(0, target.width - inset), height: target.height),
                withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        }
        return CGSize(width: content.width + inset, height: max(content.height, Self.minimumRowHeight))
    }

    /// The least height of a list cell: UIKit's standard 44-point row.
    static let minimumRowHeight: CGFloat = 44

    /// The view that shows an accessory.
    static func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator: return UIImageView(image: UIImage(systemName: "chevron.forward"))
        case .outlineDisclosure: return UIImageView(image: UIImage(systemName: "chevron.down"))
        case .checkmark: return UIImageView(image: UIImage(systemName: "checkmark"))
        case .delete: return UIImageView(image: UIImage(systemName: "minus.circle.fill"))
        case .insert: return UIImageView(image: UIImage(systemName: "plus.circle.fill"))
        case .reorder: return UIImageView(image: UIImage(systemName: "line.3.horizontal"))
        case .multiselect: return UIImageView(image: UIImage(systemName: "circle"))
        case .detail: return UIImageView(image: UIImage(systemName: "info.circle"))
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        case .customView(let configuration): return configuration.customView
        }
    }
}
#endif
