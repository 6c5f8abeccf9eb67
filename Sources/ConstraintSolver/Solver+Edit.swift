extension Solver {
    /// Makes `variable` an edit variable: ``suggestValue(_:for:)`` then pulls it towards a value, at `strength`, as
    /// the optional constraint `variable == value`.
    ///
    /// Until a value is suggested, the edit holds the variable at its value in the current solution, so adding an
    /// edit variable does not move anything that was fixed.
    ///
    /// - Parameters:
    ///   - variable: The variable to edit.
    ///   - strength: An optional strength (below 1000).
    /// - Throws: ``SolverError/Kind/duplicateEditVariable`` if it is already an edit variable;
    ///   ``SolverError/Kind/requiredEditStrength`` if `strength` is required; ``SolverError/Kind/nonFiniteValue`` if
    ///   its priority is NaN.
    /// - Complexity: The cost of ``add(_:)`` for a constraint of one term.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard tableau.edits[variable] == nil else {
            throw SolverError(
                .duplicateEditVariable, variable: variable, description: "\(variable) is already an edit variable.")
        }
        guard !strength.isRequired else {
            throw SolverError(
                .requiredEditStrength, variable: variable,
                description: "An edit variable's strength must be optional (below 1000); \(variable) is not added.")
        }
        guard !strength.priority.isNaN else {
            throw SolverError(
                .nonFiniteValue, variable: variable,
                description: "The priority NaN for the edit variable \(variable) is not a priority.")
        }
        defer { _checkInvariants() }
        let current = tableau.variables[variable].map { tableau.value(of: $0.symbol) } ?? 0
        let constraint = Constraint(LinearExpression(variable) - current, .equal, strength: strength)
        try tableau.add(constraint, isEdit: true)
        tableau.edits[variable] = constraint
    }

    /// Stops editing `variable`: its edit constraint goes, and the solution is re-optimized without it.
    ///
    /// - Throws: ``SolverError/Kind/unknownEditVariable`` if it is not an edit variable.
    /// - Complexity: The cost of ``remove(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = tableau.edits.removeValue(forKey: variable) else {
            throw SolverError(
                .unknownEditVariable, variable: variable, description: "\(variable) is not an edit variable.")
        }
        tableau.remove(constraint)
        _checkInvariants()
    }

    /// Whether `variable` is an edit variable of the solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (a dual simplex from the current
    /// solution): the variable takes the value as far as its strength allows.
    ///
    /// - Parameters:
    ///   - value: The value suggested.
    ///   - variable: An edit variable of the solver.
    /// - Throws: ``SolverError/Kind/unknownEditVariable`` if it is not an edit variable;
    ///   ``SolverError/Kind/nonFiniteValue`` if `value` is NaN or infinite. The solver is then as it was.
    /// - Complexity: The cost of ``setConstant(_:of:)``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = tableau.edits[variable] else {
            throw SolverError(
                .unknownEditVariable, variable: variable, description: "\(variable) is not an edit variable.")
        }
        guard value.isFinite else {
            throw SolverError(
                .nonFiniteValue, variable: variable,
                description: "The value \(value) suggested for \(variable) is not finite; it is not used.")
        }
        defer { _checkInvariants() }
        try tableau.setConstant(-value, of: constraint)
    }
}
