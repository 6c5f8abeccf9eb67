#if !canImport(UIKit)
import ConstraintSolver
import Foundation

extension UIView {
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``: the update pass of the
    /// view's subtree, then a solve with the view's size held at the target at the fitting priorities.
    func fittingSize(
        _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            Headless.reportLayout(
                "systemLayoutSizeFitting was given the target size \(target), which is not finite; "
                    + "HeadlessUIKit returns the view's current size.")
            return bounds.size
        }
        runUpdateConstraintsPass()
        if isLayoutHost {
            return hostedEngine.fit(target, horizontal: horizontal, vertical: vertical)
        }
        return FittingCopy(of: self).fit(target, horizontal: horizontal, vertical: vertical)
    }
}

extension LayoutEngine {
    /// The host's size with its width and height held at the target at the priorities (required: exactly), solved
    /// in place. For the optional axes the host's size constraints give way to target constraints at the priorities;
    /// the engine stays so until its next layout solve (which puts the host's size back), so that sizing the same
    /// view again, as a table does row after row, only changes constants.
    ///
    /// - Complexity: the solver's incremental work: a change of constant per axis, and, the first time after a
    ///   layout, one removal per optional axis (the layout's solve adds it back).
    func fit(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        if case .fitting(let h, let v) = hostSizeMode, h == horizontal, v == vertical {
            // Sizing the same way again: only the targets change.
        } else {
            enterFitting(horizontal: horizontal, vertical: vertical)
        }
        for (axis, priority, value) in [
            (NSLayoutConstraint.Axis.horizontal, horizontal, target.width), (.vertical, vertical, target.height),
        ] {
            if priority >= .required {
                setConstant(-Double(value), of: axis == .horizontal ? hostWidthRecord : hostHeightRecord)
            } else if let fitting = fittingRecords[axis] {
                setConstant(-Double(value), of: fitting)
            }
        }
        solveNow()
        // The variables now hold the fitting, not the layout: the next solve brings the layout back.
        invalidateSolution()
        return CGSize(
            width: PixelGrid.round(CGFloat(hostWidth.value)), height: PixelGrid.round(CGFloat(hostHeight.value)))
    }

    /// Holds the host's size by the fitting: on a required axis its size constraint (at the target), on an optional
    /// one a target constraint at the priority (made on the first fitting, kept after) instead.
    private func enterFitting(horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        hostSizeMode = .fitting(horizontal: horizontal, vertical: vertical)
        for (axis, priority) in [(NSLayoutConstraint.Axis.horizontal, horizontal), (.vertical, vertical)] {
            let hostRecord = axis == .horizontal ? hostWidthRecord : hostHeightRecord
            if priority >= .required {
                if !hostRecord.isInSolver, !hostRecord.isBroken { addToSolver(hostRecord) }
                continue
            }
            removeFromSolver(hostRecord)
            let strength = Strength(max(priority.rawValue, 1))
            if let fitting = fittingRecords[axis] {
                if fitting.constraint.strength != strength { try? solver.setStrength(strength, of: fitting.constraint) }
            } else {
                let fitting = EngineRecord(
                    kind: .fitting(axis: axis),
                    constraint: Constraint(
                        LinearExpression([Term(hostSize(axis), 1)], constant: 0), .equal, strength: strength),
                    usedItems: [], owner: host)
                fittingRecords[axis] = fitting
                addToSolver(fitting)
            }
        }
    }

    /// Holds the host's size by its frame again (UIKit's encapsulated size constraints), for a layout solve. A
    /// constraint that conflicts with the host's size is broken then, with UIKit's message.
    func holdHostSize() {
        if case .layout = hostSizeMode { return }
        hostSizeMode = .layout
        let size = host.bounds.size
        for (record, value) in [(hostWidthRecord, size.width), (hostHeightRecord, size.height)] {
            setConstant(-Double(value), of: record)
            if !record.isInSolver, !record.isBroken { addToSolver(record) }
        }
    }
}

/// A copy of a view's constraints in a solver of its own, to size a view that does not host an engine: the
/// constraints installed on the view and its subviews, with fresh variables for the same items, the items' own
/// constraints, and the view's size held at the target.
@MainActor
final class FittingCopy: LayoutVariables {
    let hostView: UIView
    let solver = Solver()
    let hostWidth = Variable()
    let hostHeight = Variable()
    /// The fresh variables of each item, by the item's node.
    private var fresh: [ObjectIdentifier: [Variable]] = [:]
    /// The items whose own constraints are in the copy.
    private var entered: Set<ObjectIdentifier> = []
    /// The content constraints of multi-line labels, to give them the height for their solved width.
    private var widthDependent: [(view: UIView, width: Variable, records: [(Constraint, NSLayoutConstraint.Axis)])] =
        []

    /// Copies the constraints of the view's subtree.
    ///
    /// - Complexity: O(v + c · d) for the v views of the subtree and their c constraints at depth d, plus the
    ///   additions to the solver.
    init(of view: UIView) {
        hostView = view
        enter(view)
        var stack = [view]
        while let current = stack.popLast() {
            for constraint in current.layoutState.installedConstraints where constraint.record?.isBroken != true {
                guard let first = constraint.firstItem else { continue }
                var builder = ExpressionBuilder(self, ancestor: current)
                builder.add(constraint.firstAttribute, of: first, coefficient: 1)
                if let second = constraint.secondItem {
                    builder.add(constraint.secondAttribute, of: second, coefficient: -Double(constraint.multiplier))
                }
                builder.expression.constant -= Double(constraint.constant)
                for item in builder.usedItems { enter(item) }
                try? solver.add(
                    Constraint(
                        builder.expression, constraint.relation.solverRelation, strength: constraint.priority.strength))
            }
            stack.append(contentsOf: current.subviews)
        }
    }

    func hostSize(_ axis: NSLayoutConstraint.Axis) -> Variable {
        axis == .horizontal ? hostWidth : hostHeight
    }

    func variables(of item: AnyObject, axis: NSLayoutConstraint.Axis) -> (position: Variable, size: Variable) {
        let key = ObjectIdentifier(LayoutEngine.node(of: item))
        let variables = fresh[key] ?? [Variable(), Variable(), Variable(), Variable()]
        fresh[key] = variables
        return axis == .horizontal ? (variables[0], variables[2]) : (variables[1], variables[3])
    }

    /// Adds the item's own constraints, once.
    private func enter(_ item: AnyObject) {
        guard entered.insert(ObjectIdentifier(item)).inserted else { return }
        var content: [(Constraint, NSLayoutConstraint.Axis)] = []
        for own in OwnConstraints.of(item, in: self) {
            for used in own.usedItems where used !== item { enter(used) }
            let constraint = Constraint(own.expression, own.relation, strength: own.strength)
            try? solver.add(constraint)
            if case .contentSize(let axis, _) = own.kind { content.append((constraint, axis)) }
        }
        if let view = item as? UIView, view.intrinsicHeightDependsOnWidth {
            let width = view === hostView ? hostWidth : variables(of: view, axis: .horizontal).size
            widthDependent.append((view, width, content))
        }
    }

    /// The view's size with its width and height held at the target at the priorities.
    func fit(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        try? solver.add(
            Constraint(
                LinearExpression([Term(hostWidth, 1)], constant: -Double(target.width)), .equal,
                strength: Strength(max(horizontal.rawValue, 1))))
        try? solver.add(
            Constraint(
                LinearExpression([Term(hostHeight, 1)], constant: -Double(target.height)), .equal,
                strength: Strength(max(vertical.rawValue, 1))))
        solver.updateVariables()
        for _ in 0..<4 {
            var changed = false
            for entry in widthDependent {
                let size = entry.view.intrinsicContentSize(forLayoutWidth: PixelGrid.round(CGFloat(entry.width.value)))
                for (constraint, axis) in entry.records where axis == .vertical && size.height >= 0 {
                    guard constraint.expression.constant != -Double(size.height) else { continue }
                    try? solver.setConstant(-Double(size.height), of: constraint)
                    changed = true
                }
            }
            guard changed else { break }
            solver.updateVariables()
        }
        return CGSize(
            width: PixelGrid.round(CGFloat(hostWidth.value)), height: PixelGrid.round(CGFloat(hostHeight.value)))
    }
}
#endif
