extension Solver {
    /// Adds a constraint and re-solves.
    ///
    /// - Parameter constraint: The constraint; the solver reads its expression, relation and strength now.
    /// - Throws: ``SolverError/Kind/duplicateConstraint`` if it is already in the solver;
    ///   ``SolverError/Kind/nonFiniteValue`` if a coefficient or the constant is NaN or infinite or the priority is
    ///   NaN; ``SolverError/Kind/unsatisfiable`` if it is required and conflicts with the required constraints in the
    ///   solver. The solver is then exactly as it was.
    /// - Complexity: O(n · t) to write the constraint's n terms over parametric symbols, O(r · t) for one
    ///   substitution, and the pivots of one primal optimization, each O(r · t), for r rows of about t terms; a
    ///   required constraint that no symbol can enter directly also takes the pivots of an artificial phase.
    public func add(_ constraint: Constraint) throws(SolverError) {
        defer { _checkInvariants() }
        try tableau.add(constraint, constant: constraint.expression.constant, strength: constraint.strength)
    }
}

extension Tableau {
    /// Adds `constraint` with the given constant and strength (which may differ from the constraint's own when a
    /// change is made by removing and adding again), keeping `order` if given.
    mutating func add(
        _ constraint: Constraint, constant: Double, strength: Strength, isEdit: Bool = false, order: Int? = nil
    ) throws(SolverError) {
        guard records[constraint] == nil else {
            throw SolverError(
                .duplicateConstraint, constraint: constraint,
                description: "\(constraint) is already in the solver; a constraint is added once.")
        }
        guard !strength.priority.isNaN else {
            throw SolverError(
                .nonFiniteValue, constraint: constraint, description: "\(constraint) has the priority NaN.")
        }
        guard constant.isFinite, constraint.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError(
                .nonFiniteValue, constraint: constraint,
                description: "\(constraint) has a coefficient or constant that is not finite; it is not added.")
        }
        let firstID = nextSymbolID

        // The expression over parametric symbols: each basic variable replaced by its row.
        var row = Row(constant: constant)
        var newVariables: [(variable: Variable, symbol: Symbol)] = []
        var mentioned: [Variable] = []
        for term in constraint.expression.terms where term.coefficient != 0 {
            let symbol: Symbol
            if let record = variables[term.variable] {
                symbol = record.symbol
            } else if let pending = newVariables.first(where: { $0.variable === term.variable }) {
                symbol = pending.symbol
            } else {
                symbol = makeSymbol(.external)
                newVariables.append((term.variable, symbol))
            }
            if !mentioned.contains(where: { $0 === term.variable }) { mentioned.append(term.variable) }
            if let index = rowIndex[symbol] {
                row.add(rows[index], times: term.coefficient)
            } else {
                row.add(term.coefficient, symbol)
            }
        }

        // The marker and the other symbol (see ``ConstraintRecord``).
        let marker: Symbol
        var markerCoefficient = 1.0
        var other: Symbol?
        var otherCoefficient = 0.0
        switch (constraint.relation, strength.isRequired) {
        case (.equal, true):
            marker = makeSymbol(.dummy)
        case (.equal, false):
            marker = makeSymbol(.error)
            markerCoefficient = -1
            other = makeSymbol(.error)
            otherCoefficient = 1
        case (.lessThanOrEqual, let required), (.greaterThanOrEqual, let required):
            marker = makeSymbol(.slack)
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            if !required {
                other = makeSymbol(.error)
                otherCoefficient = -markerCoefficient
            }
        }
        row.add(markerCoefficient, marker)
        if let other { row.add(otherCoefficient, other) }
        if row.constant < 0 { row.negate() }
        let record = ConstraintRecord(
            marker: marker, markerCoefficient: markerCoefficient, other: other, otherCoefficient: otherCoefficient,
            strength: strength, constant: constant, order: order ?? nextOrder, isEdit: isEdit,
            variables: mentioned)

        var subject = chooseSubject(row, record)
        if subject == nil && row.entries.allSatisfy({ $0.symbol.isDummy }) {
            // Only dummies: the constraint is a combination of required equations already in the solver.
            guard isNearZero(row.constant) else {
                nextSymbolID = firstID
                throw .unsatisfiable(constraint)
            }
            subject = marker
        }
        // Only the artificial phase can fail after this point; it alone needs a snapshot.
        var saved: Tableau?
        if subject == nil {
            saved = self
            saved?.nextSymbolID = firstID
        }

        for (variable, symbol) in newVariables { variables[variable] = VariableRecord(symbol: symbol, uses: 0) }
        for variable in mentioned { variables[variable]?.uses += 1 }
        if !strength.isRequired {
            let tier = objective.retain(strength.priority)
            for error in record.errors { objective.rows[tier].add(1, error) }
        }
        records[constraint] = record
        if order == nil { nextOrder += 1 }

        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if !addWithArtificialVariable(row) {
            if let saved { restore(saved) }
            throw .unsatisfiable(constraint)
        }
        optimize(.priorities)
    }

    /// The symbol that can become basic for a new row with no pivots: a caller's variable (the one with the largest
    /// coefficient, the newest on ties: it is unrestricted, so any value is feasible), else the marker or the other
    /// symbol if it is a slack or error with a negative coefficient (the row's constant is nonnegative, so solving
    /// for it gives a nonnegative value). `nil` when there is none.
    ///
    /// - Complexity: O(t) for a row of t terms.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        var best: Row.Entry?
        for entry in row.entries where entry.symbol.isExternal {
            if let current = best, abs(current.coefficient) > abs(entry.coefficient) { continue }
            best = entry
        }
        if let best { return best.symbol }
        if record.marker.isPivotable && row.coefficient(of: record.marker) < 0 { return record.marker }
        if let other = record.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds the row of a required constraint that no symbol can enter directly: the row gets an artificial basic
    /// variable `a` (a slack, `a ≥ 0`, equal to the row), and a simplex minimises `a`. If `a` reaches 0, the
    /// constraint can hold: `a` is pivoted out of the basis if needed and its column deleted (which sets it to 0).
    /// If not, the required constraints exclude it.
    ///
    /// - Returns: Whether the constraint can hold; when not, the tableau is left in an unspecified state for the
    ///   caller to restore.
    /// - Complexity: The pivots of one primal optimization, each O(r · t).
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        optimize(.artificial)
        let success = isNearZero(artificial?.constant ?? 0)
        artificial = nil
        guard success else { return false }
        if let index = rowIndex[artificialSymbol] {
            var artificialRow = removeRow(at: index)
            if !artificialRow.entries.isEmpty {
                // `a` is basic at 0: pivot any slack or error of its row into its place (a degenerate pivot), or a
                // dummy if the row has nothing else.
                let entering =
                    artificialRow.entries.first { $0.symbol.isPivotable }
                    ?? artificialRow.entries.first {
                        $0.symbol.isDummy
                    }
                guard let entering else { return false }
                artificialRow.solve(basic: artificialSymbol, for: entering.symbol)
                substitute(entering.symbol, with: artificialRow)
                insertRow(artificialRow, basic: entering.symbol)
            }
        }
        for index in rows.indices { rows[index].remove(artificialSymbol) }
        for tier in objective.rows.indices { objective.rows[tier].remove(artificialSymbol) }
        return true
    }
}
