/// An unknown of a linear system: a coordinate or a length that a ``Solver`` finds.
///
/// Variables compare by identity: two variables with the same name are two unknowns. A solver learns of a variable
/// from the constraints that mention it and writes the solution into ``value`` when ``Solver/updateVariables()`` is
/// called. A variable belongs to one solver at a time.
public final class Variable: Hashable {
    /// A name for messages and descriptions; it plays no part in solving.
    public let name: String

    /// The variable's value in its solver's solution, as of the last ``Solver/updateVariables()``.
    ///
    /// 0 until then, and 0 again once the variable is in no constraint of the solver (after the next update).
    public internal(set) var value: Double = 0

    /// Creates a variable.
    ///
    /// - Parameter name: A name for messages and descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Whether `lhs` and `rhs` are the same variable (identity, not name).
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Variable: CustomStringConvertible {
    /// The variable's name, or `v` and its address, which tells unnamed variables apart.
    public var description: String {
        name.isEmpty ? "v" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name
    }
}
