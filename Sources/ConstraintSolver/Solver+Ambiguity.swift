extension Solver {
    /// Whether the constraints leave `variable`'s value open: the solutions that satisfy the required constraints
    /// and minimise the violations, tier by tier, do not all give it the same value.
    ///
    /// That is so when the variable is in no constraint (its value stays 0), when it could move without changing any
    /// constraint's violation (too few constraints: a view with a width but no position), and when optional
    /// constraints of one priority pull it opposite ways with the same total violation wherever it is between them
    /// (as Apple's guide says: "conflicting optional constraints with the same priority"). UIKit's
    /// `hasAmbiguousLayout` asks this of a view's position and size.
    ///
    /// The answer is exact: the solutions of minimal violation form a face of the feasible polytope, and the variable
    /// is constant on it exactly when no feasible direction from the current solution along that face moves it. The
    /// directions are the moves of parametric symbols that leave every tier unchanged (a caller's variable, or a
    /// slack or error whose reduced cost is zero in every tier) and keep every restricted basic symbol at 0 that
    /// is at 0; when such rows bind, a small linear program (in a solver of its own) decides.
    ///
    /// - Complexity: O(t · k · log t) for a variable whose row has t terms and no degenerate row binds; otherwise
    ///   O(r · t) to collect the binding rows and a solve of a system of about that size.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        tableau.isAmbiguous(variable)
    }
}

extension Tableau {
    /// See ``Solver/isAmbiguous(_:)``.
    func isAmbiguous(_ variable: Variable) -> Bool {
        guard let record = variables[variable], let index = rowIndex[record.symbol] else {
            // Unknown, or parametric: a parametric caller's variable is in no row of a restricted symbol and not in
            // the objective, so it moves freely.
            return true
        }
        // The symbols that can move without changing the objective.
        var movable: [Row.Entry] = []
        for entry in rows[index].entries {
            if entry.symbol.isExternal { return true }
            if entry.symbol.isPivotable && objective.isNeutral(entry.symbol) { movable.append(entry) }
        }
        guard !movable.isEmpty else { return false }
        // Rows of restricted symbols at 0 bind: a move must keep them at 0 or above (dummies at 0).
        let binding = rows.indices.filter { !basics[$0].isExternal && rows[$0].constant == 0 }
        for entry in movable where !binding.contains(where: { rows[$0].search(entry.symbol).found }) {
            return true
        }
        // Is there a move `Δ ≥ 0` of the neutral symbols, within the binding rows, that changes the variable?
        let solver = Solver()
        var deltas: [Symbol: Variable] = [:]
        func delta(_ symbol: Symbol) -> Variable {
            if let existing = deltas[symbol] { return existing }
            let made = Variable("Δ\(symbol)")
            deltas[symbol] = made
            try? solver.add(Constraint(made, .greaterThanOrEqual, 0.0))
            return made
        }
        for row in binding {
            let terms = rows[row].entries.filter { $0.symbol.isPivotable && objective.isNeutral($0.symbol) }.map {
                Term(delta($0.symbol), $0.coefficient)
            }
            guard !terms.isEmpty else { continue }
            let relation: Relation = basics[row].isDummy ? .equal : .greaterThanOrEqual
            try? solver.add(Constraint(LinearExpression(terms), relation))
        }
        let change = LinearExpression(movable.map { Term(delta($0.symbol), $0.coefficient) })
        // The moves form a cone: if any raises (or lowers) the variable, one raises it by exactly 1.
        let goal = Constraint(change - 1, .equal, strength: Strength(1))
        try? solver.add(goal)
        solver.updateVariables()
        if change.value > epsilon { return true }
        try? solver.setConstant(1, of: goal)
        solver.updateVariables()
        return change.value < -epsilon
    }
}
