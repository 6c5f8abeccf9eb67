extension Solver {
    /// Changes the constant of a constraint's expression and re-solves incrementally, without removing it.
    ///
    /// For `Constraint(a, .equal, b + 8)` (the expression `a - b - 8`), `setConstant(-12, of:)` makes it
    /// `a == b + 12`. The constraint's ``Constraint/expression`` takes the new constant too.
    ///
    /// - Parameters:
    ///   - constant: The new constant of the constraint's expression.
    ///   - constraint: A constraint of the solver.
    /// - Throws: ``SolverError/Kind/unknownConstraint`` if it is not in the solver; ``SolverError/Kind/nonFiniteValue``
    ///   if `constant` is NaN or infinite; ``SolverError/Kind/unsatisfiable`` if the constraint is required and the
    ///   new constant makes the required constraints conflict. The solver is then exactly as it was.
    /// - Complexity: O(r · log t) to move the constants of the rows that contain the constraint's marker, and the
    ///   pivots of a dual optimization (usually zero to two), each O(r · t), for r rows of about t terms.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknown(constraint) }
        guard constant.isFinite else {
            throw SolverError(
                .nonFiniteValue, constraint: constraint,
                description: "The constant \(constant) for \(constraint) is not finite; the constant is unchanged.")
        }
        defer { _checkInvariants() }
        try tableau.setConstant(constant, of: constraint)
    }
}

extension Tableau {
    /// Sets the constant of `constraint` (edit constraints too) to `constant`, incrementally.
    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = records[constraint] else { return }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        var outcome = DualOutcome.optimal
        do {
            // A snapshot, in case the new constant leaves the required constraints without a solution.
            let saved = self
            shift(record, by: delta)
            outcome = dualOptimize()
            if outcome != .optimal { restore(saved) }
        }
        switch outcome {
        case .optimal:
            records[constraint]?.constant = constant
        case .infeasible:
            throw SolverError(
                .unsatisfiable, constraint: constraint,
                description:
                    "Unable to simultaneously satisfy constraints: with the constant \(formatted(constant)), "
                    + "\(constraint) conflicts with the required constraints in the solver; the constant stays "
                    + "\(formatted(record.constant)).")
        case .stoppedAtPivotLimit:
            // The dual simplex gave up: make the change by removing the constraint and adding it again.
            let saved = self
            remove(constraint)
            do {
                try add(
                    constraint, constant: constant, strength: record.strength, isEdit: record.isEdit,
                    order: record.order)
            } catch {
                restore(saved)
                throw SolverError(
                    .unsatisfiable, constraint: constraint,
                    description:
                        "The solver could not re-solve \(constraint) with the constant \(formatted(constant)) within "
                        + "\(pivotLimit) pivots; the constant stays \(formatted(record.constant)).")
            }
        }
        constraint.expression.constant = constant
    }

    /// Moves the constant of the constraint of `record` by `delta`, leaving the tableau dual-optimal but perhaps not
    /// feasible.
    ///
    /// The constraint's row is `expression + μ·m (+ …) = 0`; with the constant `+ δ` it is the same row with `m`
    /// replaced by `m′ + δ/μ`. So `m`'s row's constant moves by `-δ/μ` if `m` is basic, and otherwise every row (and
    /// tier) with `c·m` moves its constant by `c·δ/μ`. `m` is the marker, or for an optional constraint whose marker
    /// is parametric and whose other symbol is basic, the other symbol (one row to change instead of a column). When
    /// `m` is an error, its tier now counts `m′` where it counted `m`: the tier's value moves by `-δ/μ` as well (the
    /// coefficients, which the simplex reads, do not move).
    ///
    /// - Complexity: O(1) when the symbol is basic, O(r · log t + k · log t) otherwise.
    mutating func shift(_ record: ConstraintRecord, by delta: Double) {
        var symbol = record.marker
        var coefficient = record.markerCoefficient
        if let other = record.other, rowIndex[symbol] == nil, rowIndex[other] != nil {
            symbol = other
            coefficient = record.otherCoefficient
        }
        let amount = delta / coefficient
        if let index = rowIndex[symbol] {
            rows[index].constant = snapped(rows[index].constant - amount)
        } else {
            for index in rows.indices {
                let factor = rows[index].coefficient(of: symbol)
                if factor != 0 { rows[index].constant = snapped(rows[index].constant + factor * amount) }
            }
            for tier in objective.rows.indices {
                let factor = objective.rows[tier].coefficient(of: symbol)
                if factor != 0 {
                    objective.rows[tier].constant = snapped(objective.rows[tier].constant + factor * amount)
                }
            }
        }
        // An error symbol is counted by its tier: the objective now counts `m′ = m - δ/μ` instead of `m`.
        if symbol.kind == .error, let tier = objective.tier(of: record.strength.priority) {
            objective.rows[tier].constant = snapped(objective.rows[tier].constant - amount)
        }
    }
}
