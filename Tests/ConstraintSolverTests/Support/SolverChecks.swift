import ConstraintSolver

/// The value of `expression` with the variables' values taken from `values` (0 for a variable not in it).
func evaluate(_ expression: LinearExpression, _ values: [Variable: Double]) -> Double {
    expression.terms.reduce(expression.constant) { $0 + $1.coefficient * values[$1.variable, default: 0] }
}

/// How far `constraint` is violated with `values`: `|e|` for `e == 0`, `max(e, 0)` for `e <= 0`, `max(-e, 0)` for
/// `e >= 0`.
func violation(of constraint: Constraint, _ values: [Variable: Double]) -> Double {
    let value = evaluate(constraint.expression, values)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(value, 0)
    case .greaterThanOrEqual: return max(-value, 0)
    }
}

/// The summed violation of the optional constraints of each priority: what the solver minimises, tier by tier.
func violationTotals(of constraints: [Constraint], _ values: [Variable: Double]) -> [Float: Double] {
    var totals: [Float: Double] = [:]
    for constraint in constraints where !constraint.strength.isRequired {
        totals[constraint.strength.priority, default: 0] += violation(of: constraint, values)
    }
    return totals
}

/// The variables that `constraints` mention, in order of first mention.
func variables(of constraints: [Constraint]) -> [Variable] {
    var seen = Set<Variable>()
    var result: [Variable] = []
    for constraint in constraints {
        for term in constraint.expression.terms where seen.insert(term.variable).inserted {
            result.append(term.variable)
        }
    }
    return result
}

/// Updates `solver`'s variables and reads the values of `variables`.
func solution(_ solver: Solver, _ variables: [Variable]) -> [Variable: Double] {
    solver.updateVariables()
    return Dictionary(uniqueKeysWithValues: variables.map { ($0, $0.value) })
}

/// A copy of `constraint` (same expression, relation and strength), for another solver.
func copy(_ constraint: Constraint) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: constraint.strength)
}

/// An edit variable as a fresh solver sees it: the optional equation `variable == value`.
struct Edit {
    var variable: Variable
    var strength: Strength
    var value: Double

    var constraint: Constraint { Constraint(variable, .equal, value, strength: strength) }
}

/// A solver built from scratch with copies of `constraints` and the edits as plain optional equations; every
/// constraint is added (the required ones are known to be consistent).
func freshSolver(_ constraints: [Constraint], edits: [Edit] = []) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.add(copy(constraint)) }
    for edit in edits { try solver.add(edit.constraint) }
    return solver
}

/// What one solve says about a system, for comparing an incremental solver with a fresh one.
struct Outcome {
    var values: [Variable: Double]
    var ambiguous: Set<Variable>
    var totals: [Float: Double]

    init(_ solver: Solver, constraints: [Constraint], edits: [Edit], variables: [Variable]) {
        values = solution(solver, variables)
        ambiguous = Set(variables.filter { solver.isAmbiguous($0) })
        totals = violationTotals(of: constraints + edits.map(\.constraint), values)
    }

    /// The required constraints of `constraints` that do not hold within `tolerance`.
    func broken(_ constraints: [Constraint], tolerance: Double = 1e-6) -> [Constraint] {
        constraints.filter { $0.strength.isRequired && violation(of: $0, values) > tolerance }
    }

    /// Where this outcome and `other` (of the same system) disagree: a tier's total violation, which variables are
    /// ambiguous, or the value of a variable that is not.
    func differences(from other: Outcome, tolerance: Double = 1e-6) -> [String] {
        var found: [String] = []
        for priority in Set(totals.keys).union(other.totals.keys).sorted(by: >) {
            let mine = totals[priority, default: 0]
            let theirs = other.totals[priority, default: 0]
            if abs(mine - theirs) > tolerance * max(1, abs(theirs)) {
                found.append("tier \(priority): violation \(mine), fresh \(theirs)")
                // Lower tiers are only comparable when the higher ones agree.
                return found
            }
        }
        if ambiguous != other.ambiguous {
            found.append(
                "ambiguous \(ambiguous.map(\.name).sorted()), fresh \(other.ambiguous.map(\.name).sorted())")
        }
        for (variable, value) in values where !ambiguous.contains(variable) && !other.ambiguous.contains(variable) {
            let theirs = other.values[variable, default: 0]
            if abs(value - theirs) > tolerance * max(1, abs(theirs)) {
                found.append("\(variable.name) = \(value), fresh \(theirs)")
            }
        }
        return found
    }
}
