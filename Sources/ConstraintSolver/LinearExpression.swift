/// A variable times a coefficient: one term of a ``LinearExpression``.
public struct Term {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: What the variable is multiplied by (1 unless given).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value with the variable's current ``Variable/value``.
    public var value: Double { coefficient * variable.value }
}

/// A linear expression: `c₁·v₁ + … + cₙ·vₙ + constant`.
///
/// Build one with the arithmetic operators (`2 * width + 8`, `leading - trailing`) or with an initializer. A variable
/// may appear in several terms; the solver adds their coefficients.
public struct LinearExpression {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Creates `terms + constant`.
    ///
    /// - Parameters:
    ///   - terms: The terms (none unless given).
    ///   - constant: The constant (0 unless given).
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression of one term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value with the variables' current ``Variable/value``s.
    ///
    /// - Complexity: O(`terms.count`).
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }
}

/// A value that reads as a linear expression: a ``Variable``, a ``Term``, a ``LinearExpression`` or a number.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var expression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 × self`.
    public var expression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    /// The expression of this one term.
    public var expression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var expression: LinearExpression { self }
}

extension Double: LinearExpressionConvertible {
    /// The constant expression of this number.
    public var expression: LinearExpression { LinearExpression(self) }
}

extension Term: CustomStringConvertible {
    /// `2·width`, `width`, `-width`.
    public var description: String {
        switch coefficient {
        case 1: "\(variable)"
        case -1: "-\(variable)"
        default: "\(formatted(coefficient))·\(variable)"
        }
    }
}

extension LinearExpression: CustomStringConvertible {
    /// `2·width + leading - 8`.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatted(constant) }
        if constant > 0 { text += " + " + formatted(constant) }
        if constant < 0 { text += " - " + formatted(-constant) }
        return text
    }
}

/// `8`, `0.5`, `nan`: a number as short as it prints without loss.
func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}
