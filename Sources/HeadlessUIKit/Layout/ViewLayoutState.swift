#if !canImport(UIKit)
import ConstraintSolver
import Foundation

/// What layout keeps for one view: the bounds origin, the flags of the layout passes, the specified margins, the
/// content priorities, the constraints installed on the view, and the view's place in a layout engine.
@MainActor
final class ViewLayoutState {
    /// The origin of the bounds (a scroll view's content offset).
    var boundsOrigin: CGPoint = .zero
    /// Whether the view's frame becomes constraints when Auto Layout places it.
    var translatesAutoresizingMaskIntoConstraints = true
    /// Whether the view's `layoutSubviews()` is due at the next layout pass. New views need layout.
    var needsLayout = true
    /// Whether a descendant needs layout (every ancestor of a view that needs layout has this flag).
    var subtreeNeedsLayout = false
    /// Whether the view's `updateConstraints()` is due at the next update pass.
    var needsUpdateConstraints: Bool
    /// Whether a descendant's `updateConstraints()` is due (every ancestor of such a view has this flag).
    var subtreeNeedsUpdateConstraints = false
    /// The margins set on the view (UIKit's default: 8 points on each edge).
    var specifiedMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the superview's margins count too.
    var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area.
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe area insets a window gives the root view of its tree (zero: there is no window yet).
    var providedSafeAreaInsets: UIEdgeInsets = .zero
    /// Content hugging priorities (UIKit's default for views made in code: 250 on both axes).
    var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// Compression resistance priorities (750 on both axes).
    var compression = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    /// The view controller whose root view this is.
    weak var viewController: UIViewController?
    /// The active constraints installed on the view (it is their items' nearest common ancestor), in order.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The layout guides the view owns (`addLayoutGuide(_:)`), in order.
    var layoutGuides: [UILayoutGuide] = []
    /// The view's layout margins guide, safe area guide and readable content guide, once asked for.
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// Whether the view hosts a layout engine of its own even when it has a superview (cells and their content
    /// views do, as UIKit's cells do): its subtree's constraints are solved apart from the rest of the window.
    var hostsLayoutEngine = false
    /// The engine of the constraints whose nearest common ancestor is in this view's island (when the view hosts one).
    var engine: LayoutEngine?
    /// The view's variables and its membership of the engine that places it, once made.
    private(set) var existingNode: LayoutNode?
    /// The view's variables and its membership of the engine that places it (made on first use).
    func node(for view: UIView) -> LayoutNode {
        if let existingNode { return existingNode }
        let made = LayoutNode(item: view)
        existingNode = made
        return made
    }
    /// The width the engine last gave the view (a multi-line label sizes its text for it).
    var layoutWidthHint: CGFloat?

    init(needsUpdateConstraints: Bool) {
        self.needsUpdateConstraints = needsUpdateConstraints
    }
}

/// A priority for each axis.
struct AxisPriorities {
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority

    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// A view's or a layout guide's unknowns in the layout engine that places it, and what it brought into that engine.
///
/// The variables are the item's frame: `minX`, `minY` in its superview's (a guide's: its owning view's) coordinates,
/// `width` and `height`. They are made on first use and belong to one engine at a time.
@MainActor
final class LayoutNode {
    /// The view or layout guide.
    weak var item: AnyObject?
    private(set) lazy var minX = Variable()
    private(set) lazy var minY = Variable()
    private(set) lazy var width = Variable()
    private(set) lazy var height = Variable()
    /// The engine the item is a member of, while `useCount` is above zero.
    weak var engine: LayoutEngine?
    /// How many engine constraints use the item's variables.
    var useCount = 0
    /// The constraints the item brought with it: its frame (`translatesAutoresizingMaskIntoConstraints`), its
    /// intrinsic size, a readable content guide's rules.
    var ownRecords: [EngineRecord] = []
    /// The intrinsic size the content constraints were made for, per axis (`nil`: none on that axis).
    var intrinsicWidth: CGFloat?
    var intrinsicHeight: CGFloat?
    /// The active user constraints that mention the item (as an item, or through one of its guides).
    var referencingConstraints: [NSLayoutConstraint] = []

    init(item: AnyObject) {
        self.item = item
    }

    /// The position variable of the axis.
    func position(_ axis: NSLayoutConstraint.Axis) -> Variable { axis == .horizontal ? minX : minY }

    /// The size variable of the axis.
    func size(_ axis: NSLayoutConstraint.Axis) -> Variable { axis == .horizontal ? width : height }
}
#endif
