extension Tableau {
    /// Checks the invariants of the tableau and of the solver's books, when `LISTKIT_INTERNAL_CHECKS` is defined
    /// (debug builds; see Package.swift), so it costs nothing in release:
    /// - the rows, their basic symbols and the index agree;
    /// - every row is sorted, finite, with no near-zero coefficient, and no basic symbol appears in any row or tier;
    /// - rows of slacks and errors have nonnegative constants (the solution is feasible), dummy rows hold only dummies
    ///   and are 0, and rows of restricted symbols and the tiers hold no caller's variable;
    /// - the tiers' priorities decrease, each counts its constraints, and no symbol improves the objective (it is
    ///   optimal) unless the last optimization stopped at the pivot limit;
    /// - every constraint's marker is in the tableau, every symbol of the tableau belongs to a constraint or a
    ///   variable, every variable counts its constraints, every edit variable has its edit constraint, and each
    ///   tier's constant is the sum of its errors' values.
    func _checkInvariants() {
        #if LISTKIT_INTERNAL_CHECKS
        precondition(artificial == nil, "The artificial objective outlived its phase")
        precondition(
            basics.count == rows.count && rowIndex.count == rows.count,
            "\(basics.count) basic symbols, \(rows.count) rows, \(rowIndex.count) indexed")
        for (index, basic) in basics.enumerated() {
            precondition(
                rowIndex[basic] == index,
                "Basic symbol \(basic) is indexed at \(String(describing: rowIndex[basic])), not \(index)")
            let row = rows[index]
            checkRow(row, "the row of \(basic)")
            for entry in row.entries {
                precondition(
                    basic.isExternal || !entry.symbol.isExternal,
                    "The row of \(basic) holds the variable \(entry.symbol): \(row)")
            }
            if basic.isPivotable {
                precondition(row.constant >= -epsilon, "The row of \(basic) is infeasible: \(row)")
            }
            if basic.isDummy {
                precondition(
                    isNearZero(row.constant) && row.entries.allSatisfy(\.symbol.isDummy),
                    "The row of dummy \(basic) is not a combination of dummies at 0: \(row)")
            }
        }
        precondition(
            zip(objective.priorities, objective.priorities.dropFirst()).allSatisfy { $0 > $1 },
            "Tier priorities \(objective.priorities) do not decrease")
        precondition(objective.rows.count == objective.priorities.count, "Tiers and priorities differ in number")
        for (tier, row) in objective.rows.enumerated() {
            checkRow(row, "tier \(objective.priorities[tier])")
            precondition(
                row.entries.allSatisfy { !$0.symbol.isExternal },
                "Tier \(objective.priorities[tier]) holds a variable: \(row)")
        }
        if !stoppedAtPivotLimit {
            for row in objective.rows {
                for entry in row.entries where entry.symbol.isPivotable {
                    precondition(!objective.improves(entry.symbol), "\(entry.symbol) would still improve the objective")
                }
            }
        }
        var uses: [Float: Int] = [:]
        var variableUses: [Variable: Int] = [:]
        var totals: [Float: Double] = [:]
        for (constraint, record) in records {
            precondition(
                rowIndex[record.marker] != nil || rows.contains(where: { $0.search(record.marker).found }),
                "The marker \(record.marker) of \(constraint) is nowhere in the tableau")
            if !record.strength.isRequired {
                uses[record.strength.priority, default: 0] += 1
                totals[record.strength.priority, default: 0] += record.errors.reduce(0) { $0 + value(of: $1) }
            }
            let terms = constraint.expression.terms
            for (position, term) in terms.enumerated() where term.coefficient != 0 && isFirstMention(terms, position) {
                variableUses[term.variable, default: 0] += 1
            }
            precondition(
                !record.isEdit || constraint.expression.terms.first.map { edits[$0.variable] === constraint } == true,
                "The edit constraint \(constraint) is not its variable's")
        }
        for (tier, priority) in objective.priorities.enumerated() {
            precondition(
                objective.uses[tier] == uses[priority],
                "Tier \(priority) counts \(objective.uses[tier]) constraints, not \(uses[priority] ?? 0)")
            let total = totals[priority] ?? 0
            precondition(
                abs(objective.rows[tier].constant - total) <= 1e-6 * max(1, abs(total)),
                "Tier \(priority) has the value \(objective.rows[tier].constant); its errors add up to \(total)")
        }
        precondition(
            uses.count == objective.priorities.count, "Priorities \(uses.keys) in use, tiers \(objective.priorities)")
        for (variable, record) in variables {
            precondition(record.symbol.isExternal, "\(variable) has the symbol \(record.symbol)")
            precondition(
                record.uses == variableUses[variable, default: 0],
                "\(variable) counts \(record.uses) constraints, not \(variableUses[variable, default: 0])")
        }
        var owned = Set(variables.values.map(\.symbol))
        for record in records.values {
            owned.insert(record.marker)
            if let other = record.other { owned.insert(other) }
        }
        for (index, row) in rows.enumerated() {
            precondition(owned.contains(basics[index]), "The basic symbol \(basics[index]) belongs to no constraint")
            for entry in row.entries {
                precondition(owned.contains(entry.symbol), "\(entry.symbol) belongs to no constraint: \(row)")
            }
        }
        precondition(owned.allSatisfy { $0.id < nextSymbolID }, "A symbol is numbered beyond \(nextSymbolID)")
        for (variable, constraint) in edits {
            precondition(records[constraint]?.isEdit == true, "The edit constraint of \(variable) is not in the solver")
        }
        #endif
    }

    #if LISTKIT_INTERNAL_CHECKS
    /// Checks that `row` is sorted, finite, free of near-zero coefficients and of basic symbols.
    private func checkRow(_ row: Row, _ name: @autoclosure () -> String) {
        precondition(row.constant.isFinite, "The constant of \(name()) is not finite: \(row)")
        var previous: Symbol?
        for entry in row.entries {
            if let previous { precondition(previous < entry.symbol, "\(name()) is not sorted: \(row)") }
            previous = entry.symbol
            precondition(
                entry.coefficient.isFinite && !isNearZero(entry.coefficient),
                "\(name()) has the coefficient \(entry.coefficient) for \(entry.symbol): \(row)")
            precondition(rowIndex[entry.symbol] == nil, "\(name()) holds the basic symbol \(entry.symbol): \(row)")
        }
    }
    #endif
}
