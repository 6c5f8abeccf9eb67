extension Tableau {
    /// How a dual optimization ended.
    enum DualOutcome {
        /// Feasible and optimal.
        case optimal
        /// A row proves that the required constraints have no solution.
        case infeasible
        /// The pivot limit came first; the tableau is valid but may be infeasible.
        case stoppedAtPivotLimit
    }

    /// The dual simplex with Bland's rule, after constants changed: the tableau is still optimal in the dual sense (no
    /// reduced cost is negative) but some slack or error may be negative. While one is, the lowest such basic symbol
    /// leaves, and enters the symbol of its row with a positive coefficient whose reduced cost divided by that
    /// coefficient is lexicographically smallest (the lowest on ties), which keeps every reduced cost nonnegative.
    /// A negative row with no positive coefficient, or a dummy row whose constant is not 0, has no solution.
    /// A primal optimization follows, to clean up what the tolerance left.
    ///
    /// - Complexity: O(p · r · t) for p pivots on r rows of about t terms, plus O(r) to find each leaving row and
    ///   O(t · k · log t) the entering symbol, for k tiers.
    mutating func dualOptimize() -> DualOutcome {
        for index in rows.indices where basics[index].isDummy && !isNearZero(rows[index].constant) {
            return .infeasible
        }
        let limit = pivotLimit
        var pivots = 0
        while let leaving = infeasibleRow() {
            guard pivots < limit else { return .stoppedAtPivotLimit }
            guard let entering = dualEnteringSymbol(rows[leaving]) else { return .infeasible }
            pivot(at: leaving, entering: entering)
            pivots += 1
        }
        optimize(.priorities)
        return .optimal
    }

    /// The row of the lowest slack or error whose value is negative.
    func infeasibleRow() -> Int? {
        var lowest: Int?
        for index in rows.indices where basics[index].isPivotable && rows[index].constant < 0 {
            if let current = lowest, basics[current] < basics[index] { continue }
            lowest = index
        }
        return lowest
    }

    /// The entering symbol of the dual ratio test for `row`: among its slacks and errors with a positive
    /// coefficient, the one whose reduced cost over that coefficient is lexicographically smallest.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Row.Entry?
        for entry in row.entries where entry.coefficient > epsilon && entry.symbol.isPivotable {
            if let current = best,
                !objective.ratio(entry.symbol, entry.coefficient, isLessThan: current.symbol, current.coefficient)
            {
                continue
            }
            best = entry
        }
        return best?.symbol
    }
}
