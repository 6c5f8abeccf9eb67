#if !canImport(UIKit)
import ConstraintSolver
import Foundation

/// Where an expression's variables come from: a layout engine (each item's own variables, which belong to that
/// engine) or a copy made to size one view (fresh variables for the same items).
@MainActor
protocol LayoutVariables: AnyObject {
    /// The view whose size the host variables stand for: its own attributes, in its own coordinates.
    var hostView: UIView { get }
    /// The host's width or height.
    func hostSize(_ axis: NSLayoutConstraint.Axis) -> Variable
    /// The item's position and size on the axis (a view's frame in its superview, a guide's in its owning view).
    func variables(of item: AnyObject, axis: NSLayoutConstraint.Axis) -> (position: Variable, size: Variable)
}

/// Builds the linear expression of an attribute of an item, in the coordinates of the constraint's nearest common
/// ancestor: a view's edge there is its frame's edge plus the origins of the views between it and the ancestor
/// (content coordinates: a scroll view's offset does not count); the ancestor's own edges are 0 and its size.
@MainActor
struct ExpressionBuilder {
    let variables: any LayoutVariables
    /// The constraint's nearest common ancestor.
    let ancestor: UIView
    /// The expression built so far.
    var expression = LinearExpression()
    /// The items whose variables the expression uses (they must be in the engine, with their own constraints).
    var usedItems: [AnyObject] = []
    /// Whether the expression's constant depends on margins, the safe area or fonts (it is refreshed at each solve).
    var isContextual = false

    init(_ variables: any LayoutVariables, ancestor: UIView) {
        self.variables = variables
        self.ancestor = ancestor
    }

    /// Adds `coefficient × item.attribute` to the expression.
    mutating func add(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, coefficient: Double) {
        let axis = attribute.axis
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView else { return }
            switch guide.kind {
            case .layoutMargins:
                isContextual = true
                add(
                    attribute.withoutMargin, of: owner, insets: owner.layoutMargins, axis: axis,
                    coefficient: coefficient)
            case .safeArea:
                isContextual = true
                add(
                    attribute.withoutMargin, of: owner, insets: owner.safeAreaInsets, axis: axis,
                    coefficient: coefficient)
            case .custom, .readableContent:
                let own = variables.variables(of: guide, axis: axis)
                usedItems.append(guide)
                let size = Term(own.size, 1)
                addLocation(
                    attribute.withoutMargin, position: [Term(own.position, 1)], size: size, insets: (0, 0),
                    coefficient: coefficient)
                if !attribute.isDimension { addOffset(of: owner, axis: axis, coefficient: coefficient) }
            }
            return
        }
        guard let view = item as? UIView else { return }
        if attribute.isBaseline {
            addBaseline(attribute, of: view, coefficient: coefficient)
            return
        }
        if attribute.isMargin {
            isContextual = true
            add(attribute.withoutMargin, of: view, insets: view.layoutMargins, axis: axis, coefficient: coefficient)
        } else {
            add(attribute, of: view, insets: .zero, axis: axis, coefficient: coefficient)
        }
    }

    /// Adds `coefficient ×` the attribute of the view's rectangle inset by `insets`.
    private mutating func add(
        _ attribute: NSLayoutConstraint.Attribute, of view: UIView, insets: UIEdgeInsets,
        axis: NSLayoutConstraint.Axis, coefficient: Double
    ) {
        let edges =
            axis == .horizontal
            ? (Double(insets.left), Double(insets.right)) : (Double(insets.top), Double(insets.bottom))
        let size = Term(sizeVariable(of: view, axis: axis), 1)
        addLocation(attribute, position: [], size: size, insets: edges, coefficient: coefficient)
        if !attribute.isDimension { addOffset(of: view, axis: axis, coefficient: coefficient) }
    }

    /// Adds the attribute of a rectangle whose leading edge is `position` and whose size is `size`, inset by
    /// `insets` (leading/top, trailing/bottom).
    private mutating func addLocation(
        _ attribute: NSLayoutConstraint.Attribute, position: [Term], size: Term, insets: (Double, Double),
        coefficient: Double
    ) {
        if !attribute.isDimension {
            for term in position { expression.terms.append(Term(term.variable, term.coefficient * coefficient)) }
        }
        switch attribute {
        case .left, .leading, .top:
            expression.constant += coefficient * insets.0
        case .right, .trailing, .bottom:
            expression.terms.append(Term(size.variable, coefficient))
            expression.constant -= coefficient * insets.1
        case .centerX, .centerY:
            expression.terms.append(Term(size.variable, coefficient / 2))
            expression.constant += coefficient * (insets.0 - insets.1) / 2
        case .width, .height:
            expression.terms.append(Term(size.variable, coefficient))
            expression.constant -= coefficient * (insets.0 + insets.1)
        default:
            break
        }
    }

    /// Adds `coefficient ×` the position of the view's origin in the ancestor's coordinates: nothing for the ancestor
    /// itself, else the origins of the view and of each view between it and the ancestor.
    private mutating func addOffset(of view: UIView, axis: NSLayoutConstraint.Axis, coefficient: Double) {
        var current: UIView? = view
        while let step = current, step !== ancestor {
            expression.terms.append(Term(variables.variables(of: step, axis: axis).position, coefficient))
            usedItems.append(step)
            current = step.superview
        }
    }

    /// The view's width or height: the host's own, or the view's variable.
    private mutating func sizeVariable(of view: UIView, axis: NSLayoutConstraint.Axis) -> Variable {
        if view === variables.hostView && view === ancestor { return variables.hostSize(axis) }
        usedItems.append(view)
        return variables.variables(of: view, axis: axis).size
    }

    /// Adds a baseline: the baseline view's (``UIView/forFirstBaselineLayout``) text baseline, or its bottom edge when
    /// it has no text.
    private mutating func addBaseline(_ attribute: NSLayoutConstraint.Attribute, of view: UIView, coefficient: Double) {
        let candidate = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        let target = candidate === view || candidate.isDescendant(inLayoutOf: view) ? candidate : view
        let size = Term(sizeVariable(of: target, axis: .vertical), 1)
        addOffset(of: target, axis: .vertical, coefficient: coefficient)
        guard let offsets = target.baselineOffsets else {
            expression.terms.append(Term(size.variable, coefficient))
            return
        }
        isContextual = true
        if attribute == .firstBaseline {
            expression.constant += coefficient * Double(offsets.fromTop)
        } else {
            expression.terms.append(Term(size.variable, coefficient))
            expression.constant -= coefficient * Double(offsets.fromBottom)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute of the rectangle itself that the margin attribute measures from the margins.
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }
}

/// A constraint an item brings into an engine when it enters it (see ``LayoutEngine``).
struct OwnConstraint {
    var expression: LinearExpression
    var relation: Relation
    var strength: Strength
    var kind: EngineRecord.Kind
    var usedItems: [AnyObject]
}

extension NSLayoutConstraint.Relation {
    /// The solver's relation.
    var solverRelation: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

extension UILayoutPriority {
    /// The solver's strength.
    var strength: Strength { Strength(rawValue) }
}

@MainActor
enum OwnConstraints {
    /// The readable width of HeadlessUIKit's readable content guide: 672 points, UIKit's readable width for body text
    /// at the default Dynamic Type size.
    static let readableWidth: CGFloat = 672

    /// The constraints the item brings into an engine: a view's frame when it translates its autoresizing mask and is
    /// not the engine's host, its intrinsic size; a readable content guide's rules.
    static func of(_ item: AnyObject, in variables: any LayoutVariables) -> [OwnConstraint] {
        if let guide = item as? UILayoutGuide {
            return guide.kind == .readableContent ? readableGuideRules(guide, in: variables) : []
        }
        guard let view = item as? UIView else { return [] }
        let intrinsic = view.layoutIntrinsicSize
        if view === variables.hostView {
            // The host's frame is given; its intrinsic size counts when it is sized to fit.
            return contentSize(
                of: view, axis: .horizontal, value: intrinsic.width, size: variables.hostSize(.horizontal))
                + contentSize(of: view, axis: .vertical, value: intrinsic.height, size: variables.hostSize(.vertical))
        }
        var result: [OwnConstraint] = []
        if view.translatesAutoresizingMaskIntoConstraints {
            result += autoresizing(of: view, axis: .horizontal, in: variables)
            result += autoresizing(of: view, axis: .vertical, in: variables)
        }
        result += contentSize(
            of: view, axis: .horizontal, value: intrinsic.width,
            size: variables.variables(of: view, axis: .horizontal).size)
        result += contentSize(
            of: view, axis: .vertical, value: intrinsic.height,
            size: variables.variables(of: view, axis: .vertical).size)
        return result
    }

    /// UIKit's `NSAutoresizingMaskLayoutConstraint`s on one axis: the view's position and size as its frame and
    /// mask say, following the superview's size where the mask is flexible (see ``UIView/AutoresizingMask``).
    static func autoresizing(
        of view: UIView, axis: NSLayoutConstraint.Axis, in variables: any LayoutVariables
    ) -> [OwnConstraint] {
        let own = variables.variables(of: view, axis: axis)
        let rule = AutoresizingRule(view: view, axis: axis)
        var superSize: Variable?
        var used: [AnyObject] = [view]
        if rule.positionFactor != 0 || rule.sizeFactor != 0, let superview = view.superview {
            if superview === variables.hostView {
                superSize = variables.hostSize(axis)
            } else {
                superSize = variables.variables(of: superview, axis: axis).size
                used.append(superview)
            }
        }
        func make(_ variable: Variable, _ factor: Double, _ value: Double, position: Bool) -> OwnConstraint {
            var expression = LinearExpression([Term(variable, 1)], constant: -value)
            if let superSize, factor != 0 {
                expression.terms.append(Term(superSize, -factor))
                expression.constant += factor * rule.superviewSize
            }
            return OwnConstraint(
                expression: expression, relation: .equal, strength: .required,
                kind: .autoresizing(axis: axis, position: position), usedItems: used)
        }
        return [
            make(own.position, rule.positionFactor, rule.position, position: true),
            make(own.size, rule.sizeFactor, rule.size, position: false),
        ]
    }

    /// UIKit's `NSContentSizeLayoutConstraint`s on one axis: the size at most the intrinsic size at the hugging
    /// priority, at least it at the compression resistance priority. None on an axis without an intrinsic size.
    static func contentSize(
        of view: UIView, axis: NSLayoutConstraint.Axis, value: CGFloat, size: Variable
    ) -> [OwnConstraint] {
        guard value >= 0 else { return [] }
        let expression = LinearExpression([Term(size, 1)], constant: -Double(value))
        return [
            OwnConstraint(
                expression: expression, relation: .lessThanOrEqual,
                strength: view.contentHuggingPriority(for: axis).strength,
                kind: .contentSize(axis: axis, hugging: true), usedItems: [view]),
            OwnConstraint(
                expression: expression, relation: .greaterThanOrEqual,
                strength: view.contentCompressionResistancePriority(for: axis).strength,
                kind: .contentSize(axis: axis, hugging: false), usedItems: [view]),
        ]
    }

    /// The readable content guide's rules: within the margins, centred between them, as wide as they are up to
    /// ``readableWidth``, and as tall as they are.
    static func readableGuideRules(_ guide: UILayoutGuide, in variables: any LayoutVariables) -> [OwnConstraint] {
        guard let owner = guide.owningView else { return [] }
        func rule(
            _ first: NSLayoutConstraint.Attribute, _ relation: Relation, _ second: NSLayoutConstraint.Attribute?,
            constant: Double = 0, priority: Float = 1000
        ) -> OwnConstraint {
            var builder = ExpressionBuilder(variables, ancestor: owner)
            builder.add(first, of: guide, coefficient: 1)
            if let second { builder.add(second, of: owner.layoutMarginsGuide, coefficient: -1) }
            builder.expression.constant -= constant
            return OwnConstraint(
                expression: builder.expression, relation: relation, strength: Strength(priority),
                kind: .readableGuide, usedItems: builder.usedItems)
        }
        return [
            rule(.leading, .greaterThanOrEqual, .leading),
            rule(.trailing, .lessThanOrEqual, .trailing),
            rule(.centerX, .equal, .centerX),
            rule(.width, .lessThanOrEqual, nil, constant: Double(readableWidth)),
            rule(.width, .equal, .width, priority: 999),
            rule(.top, .equal, .top),
            rule(.bottom, .equal, .bottom),
        ]
    }
}

/// How a view's autoresizing mask moves and sizes it on one axis when its superview's size changes by δ: the
/// flexible parts (the margin before, the size, the margin after) share δ in proportion to their current lengths
/// (equally when they are all zero), as Apple's documentation of `autoresizingMask` says. So the position is
/// `position + positionFactor × δ` and the size `size + sizeFactor × δ`.
struct AutoresizingRule {
    var position: Double
    var size: Double
    var superviewSize: Double
    var positionFactor: Double
    var sizeFactor: Double

    @MainActor
    init(view: UIView, axis: NSLayoutConstraint.Axis) {
        let frame = view.frame
        let superSize = view.superview?.bounds.size ?? .zero
        let mask = view.autoresizingMask
        let horizontal = axis == .horizontal
        position = Double(horizontal ? frame.origin.x : frame.origin.y)
        size = Double(horizontal ? frame.size.width : frame.size.height)
        superviewSize = Double(horizontal ? superSize.width : superSize.height)
        let after = superviewSize - position - size
        let flexible = [
            horizontal ? mask.contains(.flexibleLeftMargin) : mask.contains(.flexibleTopMargin),
            horizontal ? mask.contains(.flexibleWidth) : mask.contains(.flexibleHeight),
            horizontal ? mask.contains(.flexibleRightMargin) : mask.contains(.flexibleBottomMargin),
        ]
        let lengths = [max(0, position), max(0, size), max(0, after)]
        let count = Double(flexible.filter { $0 }.count)
        let total = zip(flexible, lengths).reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        func share(_ index: Int) -> Double {
            guard flexible[index] else { return 0 }
            return total > 0 ? lengths[index] / total : 1 / count
        }
        positionFactor = share(0)
        sizeFactor = share(1)
    }
}
#endif
