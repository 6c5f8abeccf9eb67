/// Why a ``Solver`` refused a change. The solver is left as it was before the call: nothing is half done, nothing
/// crashes, no variable becomes NaN.
///
/// The error keeps the constraint or variable it is about, so the caller can report it; it is `@unchecked Sendable`
/// because `Error` requires `Sendable` and constraints and variables are not: read them only where the solver lives.
public struct SolverError: Error, Equatable, CustomStringConvertible, @unchecked Sendable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The constraint conflicts with the required constraints already in the solver (or, for
        /// ``Solver/setConstant(_:of:)``, the new constant makes the required constraints conflict).
        case unsatisfiable
        /// The constraint is already in the solver.
        case duplicateConstraint
        /// The constraint is not in the solver.
        case unknownConstraint
        /// The variable is already an edit variable of the solver.
        case duplicateEditVariable
        /// The variable is not an edit variable of the solver.
        case unknownEditVariable
        /// A coefficient, constant, suggested value or priority is NaN or infinite.
        case nonFiniteValue
        /// Edit variables must be optional: a required edit would make every suggestion a required constraint.
        case requiredEditStrength
    }

    /// What went wrong.
    public var kind: Kind
    /// The constraint the error is about, if any.
    public var constraint: Constraint?
    /// The variable the error is about (an edit variable), if any.
    public var variable: Variable?
    /// A sentence that says what went wrong, with the constraint or the value.
    public var description: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - constraint: The constraint the error is about.
    ///   - variable: The variable the error is about.
    ///   - description: A sentence that says what went wrong.
    public init(_ kind: Kind, constraint: Constraint? = nil, variable: Variable? = nil, description: String) {
        self.kind = kind
        self.constraint = constraint
        self.variable = variable
        self.description = description
    }
}
