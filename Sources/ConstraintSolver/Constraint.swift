/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
}

/// A linear equation or inequality with a strength: `expression <relation> 0`.
///
/// Constraints compare by identity, so the same equation may be added twice as two constraints. A constraint belongs
/// to one solver at a time; ``Solver/setConstant(_:of:)`` and ``Solver/setStrength(_:of:)`` change its ``expression``'s
/// constant and its ``strength`` here as well as in the solver.
public final class Constraint: Hashable {
    /// The expression compared with zero.
    public internal(set) var expression: LinearExpression
    /// How the expression compares with zero.
    public let relation: Relation
    /// Required (1000), or optional with a priority below 1000.
    public internal(set) var strength: Strength

    /// Creates the constraint `expression <relation> 0`.
    ///
    /// - Parameters:
    ///   - expression: The expression compared with zero.
    ///   - relation: How it compares.
    ///   - strength: Required unless given.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates the constraint `lhs <relation> rhs`, that is `lhs - rhs <relation> 0`.
    ///
    /// ```swift
    /// Constraint(button.leading, .equal, label.trailing + 8)
    /// Constraint(label.height, .greaterThanOrEqual, 20.5, strength: Strength(750))
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The left-hand side: a variable, term, expression or number.
    ///   - relation: How `lhs` compares with `rhs`.
    ///   - rhs: The right-hand side.
    ///   - strength: Required unless given.
    public convenience init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        strength: Strength = .required
    ) {
        self.init(lhs.expression - rhs.expression, relation, strength: strength)
    }

    /// Whether `lhs` and `rhs` are the same constraint (identity).
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Constraint: CustomStringConvertible {
    /// `width - 100 == 0 (required)`, `height - 20 >= 0 (750)`.
    public var description: String {
        let relation =
            switch self.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        return "\(expression) \(relation) 0 (\(strength))"
    }
}
