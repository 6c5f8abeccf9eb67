/// What the solver minimises: one row per distinct optional priority in use, compared lexicographically from the
/// highest priority down (symbolic weights, as in Borning et al.'s constraint hierarchies).
///
/// Tier `t`'s row is the sum of the error symbols of the constraints of priority `priorities[t]`, each with weight 1,
/// written in parametric symbols: its constant is that priority's total violation now, and its coefficient of a
/// parametric symbol says how the total would change if that symbol rose. A symbol's *reduced cost* is the vector of
/// its coefficients in all tiers; it improves the objective when that vector is lexicographically negative (its first
/// coefficient that is not near zero is negative). One weight per tier, rather than one number with the priority as
/// weight, keeps any number of lower-priority constraints from outweighing one higher-priority constraint.
struct Objective {
    /// The priorities in use, strictly decreasing.
    private(set) var priorities: [Float] = []
    /// The tiers' rows, in the order of `priorities`.
    var rows: [Row] = []
    /// How many constraints (edit constraints included) use each priority.
    private(set) var uses: [Int] = []

    /// The tier of `priority`, if in use.
    ///
    /// - Complexity: O(tiers).
    func tier(of priority: Float) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// Counts one more constraint of `priority`, making its tier if needed, and returns the tier.
    ///
    /// - Complexity: O(tiers).
    mutating func retain(_ priority: Float) -> Int {
        if let tier = tier(of: priority) {
            uses[tier] += 1
            return tier
        }
        let tier = priorities.firstIndex { $0 < priority } ?? priorities.count
        priorities.insert(priority, at: tier)
        rows.insert(Row(), at: tier)
        uses.insert(1, at: tier)
        return tier
    }

    /// Counts one constraint of `priority` less; the tier goes when no constraint uses it (what is left of its row is
    /// rounding).
    ///
    /// - Complexity: O(tiers).
    mutating func release(_ priority: Float) {
        guard let tier = tier(of: priority) else { return }
        uses[tier] -= 1
        if uses[tier] == 0 {
            priorities.remove(at: tier)
            rows.remove(at: tier)
            uses.remove(at: tier)
        }
    }

    /// Whether `symbol`'s reduced cost is lexicographically negative: rising, it lowers the objective.
    ///
    /// - Complexity: O(tiers × log terms).
    func improves(_ symbol: Symbol) -> Bool {
        for row in rows {
            let coefficient = row.coefficient(of: symbol)
            if coefficient < -epsilon { return true }
            if coefficient > epsilon { return false }
        }
        return false
    }

    /// Whether `symbol`'s reduced cost is zero in every tier: it can move without changing the objective.
    ///
    /// - Complexity: O(tiers × log terms).
    func isNeutral(_ symbol: Symbol) -> Bool {
        rows.allSatisfy { isNearZero($0.coefficient(of: symbol)) }
    }

    /// Whether the reduced cost of `lhs` divided by `lhsDivisor` is lexicographically smaller than that of `rhs`
    /// divided by `rhsDivisor` (the divisors positive): the dual simplex's ratio test, tier by tier.
    ///
    /// - Complexity: O(tiers × log terms).
    func ratio(_ lhs: Symbol, _ lhsDivisor: Double, isLessThan rhs: Symbol, _ rhsDivisor: Double) -> Bool {
        for row in rows {
            let difference = row.coefficient(of: lhs) / lhsDivisor - row.coefficient(of: rhs) / rhsDivisor
            if difference < -epsilon { return true }
            if difference > epsilon { return false }
        }
        return false
    }
}
