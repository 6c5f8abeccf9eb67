extension Solver {
    /// Removes a constraint and re-solves; the solution is then the one of the remaining constraints.
    ///
    /// - Parameter constraint: A constraint of the solver.
    /// - Throws: ``SolverError/Kind/unknownConstraint`` if it is not in the solver.
    /// - Complexity: O(k · t) to take its errors out of the k tiers, one pivot, O(r · t), and the pivots of one primal
    ///   optimization, for r rows of about t terms.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknown(constraint) }
        tableau.remove(constraint)
        _checkInvariants()
    }
}

extension Tableau {
    /// Removes `constraint` (edit constraints too) through its marker; does nothing if it is not in the solver.
    mutating func remove(_ constraint: Constraint) {
        guard let record = records.removeValue(forKey: constraint) else { return }
        // The objective no longer counts its errors.
        if !record.strength.isRequired, let tier = objective.tier(of: record.strength.priority) {
            for error in record.errors {
                if let index = rowIndex[error] {
                    objective.rows[tier].add(rows[index], times: -1)
                } else {
                    objective.rows[tier].add(-1, error)
                }
            }
        }
        // Its equation goes with its marker's row; a parametric marker is made basic first.
        if let index = rowIndex[record.marker] {
            removeRow(at: index)
        } else if let index = markerLeavingRow(record.marker) {
            pivot(at: index, entering: record.marker)
            removeRow(at: index)
        }
        // The other symbol is now zero everywhere but for rounding.
        if let other = record.other { deleteSymbol(other) }
        if !record.strength.isRequired { objective.release(record.strength.priority) }
        release(constraint.expression.terms)
        optimize(.priorities)
    }

    /// The row through which a parametric marker enters the basis before its row is dropped: among rows of slacks
    /// and errors, the one that reaches 0 first as the marker moves — rising if any row's coefficient is negative
    /// (smallest `constant / -coefficient`), else falling (smallest `constant / coefficient`) — so that every other
    /// restricted row stays nonnegative; else the row of a caller's variable. The lowest basic symbol on ties.
    ///
    /// - Complexity: O(r · log t).
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var rising: (index: Int, ratio: Double)?
        var falling: (index: Int, ratio: Double)?
        var unrestricted: Int?
        func better(_ candidate: (index: Int, ratio: Double), than current: (index: Int, ratio: Double)?) -> Bool {
            guard let current else { return true }
            return candidate.ratio < current.ratio
                || (candidate.ratio == current.ratio && basics[candidate.index] < basics[current.index])
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if basics[index].isExternal {
                if let current = unrestricted, basics[current] < basics[index] { continue }
                unrestricted = index
            } else if coefficient < 0 {
                let candidate = (index, rows[index].constant / -coefficient)
                if better(candidate, than: rising) { rising = candidate }
            } else {
                let candidate = (index, rows[index].constant / coefficient)
                if better(candidate, than: falling) { falling = candidate }
            }
        }
        return rising?.index ?? falling?.index ?? unrestricted
    }

    /// Deletes a symbol that belongs to no constraint any more: its row if it is basic, its terms otherwise.
    mutating func deleteSymbol(_ symbol: Symbol) {
        if let index = rowIndex[symbol] {
            removeRow(at: index)
            return
        }
        for index in rows.indices { rows[index].remove(symbol) }
        for tier in objective.rows.indices { objective.rows[tier].remove(symbol) }
    }

    /// Counts one constraint less for each variable of `terms` (once per variable); a variable in no constraint
    /// leaves the solver once its column is empty, and if `announce`, its value goes back to 0 at the next update
    /// (a refused constraint's new variables leave without a trace).
    ///
    /// - Complexity: O(n²) for n terms, plus O(r · log t) for each variable that leaves.
    mutating func release(_ terms: [Term], announce: Bool = true) {
        for (position, term) in terms.enumerated() where term.coefficient != 0 && isFirstMention(terms, position) {
            guard let index = variables.index(forKey: term.variable) else { continue }
            variables.values[index].uses -= 1
            let record = variables.values[index]
            if record.uses <= 0 && rowIndex[record.symbol] == nil
                && !rows.contains(where: { $0.search(record.symbol).found })
            {
                variables.remove(at: index)
                if announce { released.append(term.variable) }
            }
        }
    }
}
