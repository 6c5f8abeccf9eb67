#if !canImport(UIKit)
import ConstraintSolver
import Foundation

extension LayoutEngine {
    /// Recovers from a constraint the solver refused, as UIKit does: a required constraint that conflicts with the
    /// required ones is reported with UIKit's message, listing the smallest set of constraints that conflict, and one
    /// constraint is broken (left out of the solve): the new one, or, when the new one is the host's size (which
    /// comes from outside), the latest app constraint of the conflict.
    func recover(from error: SolverError, adding record: EngineRecord) {
        record.isInSolver = false
        switch error.kind {
        case .unsatisfiable:
            let conflict = conflictingRecords(with: record)
            if record.isProtected,
                let victim = conflict.filter({ !$0.isProtected && $0.isInSolver }).max(by: { $0.order < $1.order })
            {
                removeFromSolver(victim)
                victim.isBroken = true
                Headless.reportLayout(unsatisfiableMessage(conflict + [record], broken: victim))
                addToSolver(record)
            } else {
                record.isBroken = true
                Headless.reportLayout(unsatisfiableMessage(conflict + [record], broken: record))
            }
        case .nonFiniteValue:
            record.isBroken = true
            Headless.reportLayout(
                "\(describe(record)) has a value that is not finite; HeadlessUIKit does not solve it.")
        default:
            record.isBroken = true
        }
    }

    /// The required constraints of the solver that, with `candidate`, cannot all hold, as few as can be found: those
    /// that share variables with it (directly or through others), then without each one that is not needed for the
    /// conflict (a deletion filter, each test in a solver of its own). Sets of more than 64 are not reduced.
    ///
    /// - Complexity: O(n² · a) for the n required constraints connected to the candidate and a the cost of an
    ///   addition; only on a conflict.
    func conflictingRecords(with candidate: EngineRecord) -> [EngineRecord] {
        let required = records.values.filter { $0.isInSolver && $0.constraint.strength.isRequired && $0 !== candidate }
            .sorted { $0.order < $1.order }
        var variables = Set(candidate.constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var component: [EngineRecord] = []
        var remaining = required
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { record in
                let own = record.constraint.expression.terms.map { ObjectIdentifier($0.variable) }
                guard own.contains(where: variables.contains) else { return false }
                variables.formUnion(own)
                component.append(record)
                grew = true
                return true
            }
        }
        component.sort { $0.order < $1.order }
        guard component.count <= 64 else { return component }
        var kept = component
        var index = 0
        while index < kept.count {
            var trial = kept
            trial.remove(at: index)
            if LayoutEngine.isFeasible(trial.map(\.constraint) + [candidate.constraint]) {
                index += 1
            } else {
                kept = trial
            }
        }
        return kept
    }

    /// Whether the constraints can all hold as required, tested in a solver of their own with fresh variables.
    static func isFeasible(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        var fresh: [ObjectIdentifier: Variable] = [:]
        for constraint in constraints {
            var expression = constraint.expression
            expression.terms = expression.terms.map { term in
                let key = ObjectIdentifier(term.variable)
                let variable = fresh[key] ?? Variable()
                fresh[key] = variable
                return Term(variable, term.coefficient)
            }
            do {
                try solver.add(Constraint(expression, constraint.relation, strength: .required))
            } catch {
                return false
            }
        }
        return true
    }

    /// UIKit's message for constraints that cannot all hold, and the one it breaks.
    func unsatisfiableMessage(_ conflict: [EngineRecord], broken: EngineRecord) -> String {
        var message =
            "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if conflict.contains(where: { if case .autoresizing = $0.kind { return true } else { return false } }) {
            message +=
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        message += "(\n" + conflict.map { "    \"\(describe($0))\"" }.joined(separator: ",\n") + "\n)\n\n"
        message += "Will attempt to recover by breaking constraint \n\(describe(broken))\n\n"
        message +=
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        message +=
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
            + "may also be helpful."
        return message
    }

    /// A record as UIKit prints the constraint it stands for.
    func describe(_ record: EngineRecord) -> String {
        if let constraint = record.userConstraint { return constraint.layoutDescription }
        let address = LayoutDescription.address(of: record)
        let owner = LayoutDescription.item(record.owner)
        let value = LayoutDescription.number(CGFloat(-record.constraint.expression.constant))
        switch record.kind {
        case .user:
            return "<NSLayoutConstraint:\(address) (deallocated)>"
        case .autoresizing(let axis, let position):
            let view = record.owner as? UIView
            let name = position ? (axis == .horizontal ? "minX" : "minY") : (axis == .horizontal ? "width" : "height")
            var equation = "\(owner).\(name) == \(value)"
            if record.constraint.expression.terms.count > 1, let superview = view?.superview {
                let factor = -record.constraint.expression.terms[1].coefficient
                let superName = axis == .horizontal ? "width" : "height"
                equation =
                    "\(owner).\(name) == \(LayoutDescription.number(CGFloat(factor)))*"
                    + "\(LayoutDescription.item(superview)).\(superName) + \(value)"
            }
            return
                "<NSAutoresizingMaskLayoutConstraint:\(address) \(view.map(Self.maskCode) ?? "") \(equation)   (active)>"
        case .contentSize(let axis, _):
            guard let view = record.owner as? UIView else { return "<NSContentSizeLayoutConstraint:\(address)>" }
            let hug = LayoutDescription.number(CGFloat(view.contentHuggingPriority(for: axis).rawValue))
            let resistance = LayoutDescription.number(
                CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue))
            return "<NSContentSizeLayoutConstraint:\(address) \(owner).\(axis == .horizontal ? "width" : "height") == "
                + "\(value) Hug:\(hug) CompressionResistance:\(resistance)   (active)>"
        case .hostSize(let axis):
            let name = axis == .horizontal ? "Width" : "Height"
            return "<NSLayoutConstraint:\(address) 'UIView-Encapsulated-Layout-\(name)' \(owner)."
                + "\(name.lowercased()) == \(value)   (active)>"
        case .fitting(let axis):
            let name = axis == .horizontal ? "Width" : "Height"
            return "<NSLayoutConstraint:\(address) 'UIView-Fitting-Target-\(name)' \(owner).\(name.lowercased()) == "
                + "\(value) @\(record.constraint.strength)   (active)>"
        case .readableGuide:
            return "<NSLayoutConstraint:\(address) 'UIViewReadableContentGuide-rule' \(owner)   (active)>"
        }
    }

    /// UIKit's code for a view's mask in autoresizing constraints: `h=` then `&` for each flexible part (left margin,
    /// width, right margin) and `-` for each fixed one, `v=` likewise; an axis without a flexible part shows its far
    /// margin flexible (`h=--&`), as UIKit prints it.
    static func maskCode(_ view: UIView) -> String {
        let mask = view.autoresizingMask
        func code(_ lead: Bool, _ size: Bool, _ trail: Bool) -> String {
            let none = !lead && !size && !trail
            return (lead ? "&" : "-") + (size ? "&" : "-") + (trail || none ? "&" : "-")
        }
        return "h="
            + code(
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v="
            + code(
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }
}
#endif
