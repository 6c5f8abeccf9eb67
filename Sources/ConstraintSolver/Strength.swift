/// How much a constraint matters: UIKit's layout priority, from just above 0 to 1000, where 1000 is required.
///
/// A required constraint always holds. An optional one (priority below 1000) holds as far as it can; the solver
/// satisfies optional constraints in priority order, as tiers: it never violates a constraint of one priority more
/// to satisfy any number of constraints of lower priorities, and within one priority it minimises the sum of the
/// violations. Every distinct priority in use is a tier of its own, so 750 and 751 are two tiers.
public struct Strength: Comparable, Hashable, Sendable {
    /// The priority: 1000 (or more) is required, anything below is optional.
    public var priority: Float

    /// Creates a strength of the given priority.
    ///
    /// - Parameter priority: UIKit's priority. Values above 1000 are 1000 (required), negative values and negative
    ///   infinity are 0 (the weakest tier); NaN is kept, and a solver rejects it with ``SolverError/Kind/nonFiniteValue``.
    public init(_ priority: Float) {
        self.priority = priority.isNaN ? priority : min(max(priority, 0), 1000)
    }

    /// Priority 1000: the constraint always holds.
    public static let required = Strength(1000)

    /// Whether the priority is 1000 (or more).
    public var isRequired: Bool { priority >= 1000 }

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, or the priority (`750`, `999.5`).
    public var description: String {
        isRequired ? "required" : priority == priority.rounded() ? String(Int(priority)) : "\(priority)"
    }
}
