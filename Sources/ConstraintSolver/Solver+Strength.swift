extension Solver {
    /// Changes the strength of a constraint and re-solves; the constraint's ``Constraint/strength`` changes too.
    ///
    /// From one optional priority to another, the constraint's errors move from one tier of the objective to the
    /// other and a primal simplex re-optimizes. To or from required, the constraint is removed and added again
    /// (UIKit itself does not allow that change on an installed constraint).
    ///
    /// - Parameters:
    ///   - strength: The new strength.
    ///   - constraint: A constraint of the solver.
    /// - Throws: ``SolverError/Kind/unknownConstraint`` if it is not in the solver; ``SolverError/Kind/nonFiniteValue``
    ///   if the priority is NaN; ``SolverError/Kind/unsatisfiable`` if it becomes required and conflicts with the
    ///   required constraints. The solver is then exactly as it was.
    /// - Complexity: O(k · t) to move the errors between tiers and the pivots of a primal optimization; to or from
    ///   required, a removal and an addition.
    public func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknown(constraint) }
        guard !strength.priority.isNaN else {
            throw SolverError(
                .nonFiniteValue, constraint: constraint,
                description: "The priority NaN for \(constraint) is not a priority; the strength is unchanged.")
        }
        defer { _checkInvariants() }
        try tableau.setStrength(strength, of: constraint)
    }
}

extension Tableau {
    /// Sets the strength of `constraint`.
    mutating func setStrength(_ strength: Strength, of constraint: Constraint) throws(SolverError) {
        guard var record = records[constraint] else { return }
        let old = record.strength
        if old.isRequired && strength.isRequired || old.priority == strength.priority {
            // The same tier.
        } else if old.isRequired || strength.isRequired {
            let saved = self
            remove(constraint)
            do {
                try add(
                    constraint, constant: record.constant, strength: strength, isEdit: record.isEdit,
                    order: record.order)
            } catch {
                restore(saved)
                throw error
            }
        } else {
            let target = objective.retain(strength.priority)
            if let source = objective.tier(of: old.priority) {
                for error in record.errors {
                    if let index = rowIndex[error] {
                        objective.rows[source].add(rows[index], times: -1)
                        objective.rows[target].add(rows[index], times: 1)
                    } else {
                        objective.rows[source].add(-1, error)
                        objective.rows[target].add(1, error)
                    }
                }
            }
            objective.release(old.priority)
            record.strength = strength
            records[constraint] = record
            optimize(.priorities)
        }
        constraint.strength = strength
    }
}
