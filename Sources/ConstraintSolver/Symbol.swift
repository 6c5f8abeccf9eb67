/// A column of the tableau: a ``Variable`` of the caller, or one of the variables the solver makes for a constraint.
///
/// - `external`: a caller's variable, unrestricted in sign.
/// - `slack`: `s ≥ 0`, turns an inequality into an equation (`e ≥ 0` becomes `e - s = 0`). The artificial variable of
///   the phase that adds a hard constraint is a slack too.
/// - `error`: `e ≥ 0`, measures how far an optional constraint is violated; the objective minimises it.
/// - `dummy`: `d = 0`, marks a required equation so that it can be found and removed; it never enters the basis in
///   an optimization.
///
/// Symbols are ordered by creation: Bland's rule picks the lowest, so the order makes every sequence of pivots finite
/// and every solve repeatable.
struct Symbol: Hashable, Comparable {
    /// What a symbol stands for.
    enum Kind {
        case external, slack, error, dummy
    }

    /// `id << 2 | kind`: ordering by the raw value is ordering by id.
    let rawValue: Int

    /// The symbol's number: symbols are numbered from 0 in the order they were made.
    var id: Int { rawValue >> 2 }

    init(id: Int, kind: Kind) {
        let bits =
            switch kind {
            case .external: 0
            case .slack: 1
            case .error: 2
            case .dummy: 3
            }
        rawValue = id << 2 | bits
    }

    var kind: Kind {
        switch rawValue & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// A caller's variable: unrestricted in sign.
    var isExternal: Bool { rawValue & 3 == 0 }

    /// A dummy: fixed at 0.
    var isDummy: Bool { rawValue & 3 == 3 }

    /// A slack or an error: restricted to `≥ 0`, and the only kinds that enter the basis in an optimization.
    var isPivotable: Bool {
        let bits = rawValue & 3
        return bits == 1 || bits == 2
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension Symbol: CustomStringConvertible {
    /// `x3`, `s4`, `e5`, `d6` (external, slack, error, dummy and id), for failure messages.
    var description: String {
        let letter =
            switch kind {
            case .external: "x"
            case .slack: "s"
            case .error: "e"
            case .dummy: "d"
            }
        return letter + String(rawValue >> 2)
    }
}
