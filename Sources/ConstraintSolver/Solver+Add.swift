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
        try tableau.add(constraint)
    }
}

extension Tableau {
    /// Adds `constraint`, with the given constant and strength if they differ from the constraint's own (a change
    /// made by removing the constraint and adding it again), keeping `order` if given.
    mutating func add(
        _ constraint: Constraint, constant: Double? = nil, strength: Strength? = nil, isEdit: Bool = false,
        order: Int? = nil
    ) throws(SolverError) {
        // One read of each (a class's stored property is checked for exclusive access on each read).
        let expression = constraint.expression
        let terms = expression.terms
        let constant = constant ?? expression.constant
        let strength = strength ?? constraint.strength
        guard records[constraint] == nil else {
            throw SolverError(
                .duplicateConstraint, constraint: constraint,
                description: "\(constraint) is already in the solver; a constraint is added once.")
        }
        guard !strength.priority.isNaN else {
            throw SolverError(
                .nonFiniteValue, constraint: constraint, description: "\(constraint) has the priority NaN.")
        }
        guard constant.isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError(
                .nonFiniteValue, constraint: constraint,
                description: "\(constraint) has a coefficient or constant that is not finite; it is not added.")
        }
        compactSymbolsIfNeeded()
        if records.isEmpty {
            // Room for a cell's constraints and variables, so that the tables do not rehash as they grow.
            records.reserveCapacity(32)
            variables.reserveCapacity(32)
        }
        let firstID = nextSymbolID

        // The expression over parametric symbols, each basic variable replaced by its row; each variable counts one
        // more constraint (undone if the constraint is refused), and a new one gets a symbol.
        var row = Row(constant: constant, capacity: terms.count + 2)
        for (position, term) in terms.enumerated() where term.coefficient != 0 {
            let first = isFirstMention(terms, position)
            let symbol: Symbol
            if let index = variables.index(forKey: term.variable) {
                symbol = variables.values[index].symbol
                if first { variables.values[index].uses += 1 }
            } else {
                symbol = makeSymbol(.external)
                variables[term.variable] = VariableRecord(symbol: symbol, uses: 1)
            }
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
            strength: strength, constant: constant, order: order ?? nextOrder, isEdit: isEdit)

        var subject = chooseSubject(row, record)
        if subject == nil && row.entries.allSatisfy({ $0.symbol.isDummy }) {
            // Only dummies: the constraint is a combination of required equations already in the solver.
            guard isNearZero(row.constant) else {
                release(terms, announce: false)
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

        if !strength.isRequired {
            let tier = objective.retain(strength.priority)
            for error in record.errors { objective.rows[tier].add(1, error) }
        }
        records[constraint] = record
        if order == nil { nextOrder += 1 }

        // The objective was optimal; it needs a simplex only if the constraint changed it: its errors joined a tier,
        // its subject was in a tier, or the artificial phase pivoted. (A subject that is a caller's variable is in
        // no row of a slack or error, so those stay feasible.)
        var objectiveChanged = !strength.isRequired
        if let subject {
            row.solve(for: subject)
            if substitute(subject, with: row) { objectiveChanged = true }
            insertRow(row, basic: subject)
        } else if addWithArtificialVariable(row) {
            objectiveChanged = true
        } else {
            if let saved { restore(saved) }
            release(terms, announce: false)
            throw .unsatisfiable(constraint)
        }
        if objectiveChanged || stoppedAtPivotLimit { optimize(.priorities) }
    }

    /// Whether the term at `position` is the first of `terms` to mention its variable with a coefficient.
    func isFirstMention(_ terms: [Term], _ position: Int) -> Bool {
        let variable = terms[position].variable
        return !terms[..<position].contains { $0.variable === variable && $0.coefficient != 0 }
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
