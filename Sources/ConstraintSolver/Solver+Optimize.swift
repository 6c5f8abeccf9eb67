extension Tableau {
    /// What a primal optimization minimises.
    enum Goal {
        /// The objective's tiers, lexicographically.
        case priorities
        /// The artificial variable of the constraint being added.
        case artificial
    }

    /// The primal simplex with Bland's rule: while some symbol's reduced cost is negative, the lowest such symbol
    /// enters and the row with the smallest ratio `constant / -coefficient` leaves (the lowest basic symbol on ties),
    /// which keeps every slack and error nonnegative. Stops at the optimum, or after ``pivotLimit`` pivots with a
    /// feasible solution (``stoppedAtPivotLimit``).
    ///
    /// - Complexity: O(p · r · t) for p pivots on r rows of about t terms; choosing the entering symbol costs
    ///   O(k² · t · log t) for k tiers, the leaving row O(r · log t).
    mutating func optimize(_ goal: Goal) {
        let limit = pivotLimit
        var pivots = 0
        while let entering = enteringSymbol(goal) {
            guard pivots < limit else {
                stoppedAtPivotLimit = true
                return
            }
            // No limiting row would mean an unbounded objective, which sums of nonnegative errors cannot be.
            guard let leaving = leavingRow(for: entering) else { break }
            pivot(at: leaving, entering: entering)
            pivots += 1
        }
        if goal == .priorities { stoppedAtPivotLimit = false }
    }

    /// The lowest slack or error whose reduced cost is negative: lexicographically over the tiers for
    /// ``Goal/priorities``, in the artificial row for ``Goal/artificial``. Dummies never enter.
    func enteringSymbol(_ goal: Goal) -> Symbol? {
        switch goal {
        case .artificial:
            return artificial?.entries.first { $0.coefficient < -epsilon && $0.symbol.isPivotable }?.symbol
        case .priorities:
            var lowest: Symbol?
            for tier in objective.rows.indices {
                for entry in objective.rows[tier].entries where entry.coefficient < -epsilon {
                    if let lowest, lowest < entry.symbol { break }
                    guard entry.symbol.isPivotable else { continue }
                    // Negative in this tier; it decides only if every higher tier is indifferent to the symbol.
                    if (0..<tier).allSatisfy({ isNearZero(objective.rows[$0].coefficient(of: entry.symbol)) }) {
                        lowest = entry.symbol
                        break
                    }
                }
            }
            return lowest
        }
    }

    /// The row whose basic slack or error reaches 0 first as `entering` rises: the smallest `constant /
    /// -coefficient` over the rows where `entering`'s coefficient is negative, the lowest basic symbol on ties.
    /// Rows of caller's variables never limit (they take any value), nor do dummy rows (they hold only dummies).
    func leavingRow(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for index in rows.indices where basics[index].isPivotable {
            let coefficient = rows[index].coefficient(of: entering)
            guard coefficient < -epsilon else { continue }
            let ratio = rows[index].constant / -coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { basics[index] < basics[$0] } ?? true) {
                best = index
                bestRatio = ratio
            }
        }
        return best
    }
}
