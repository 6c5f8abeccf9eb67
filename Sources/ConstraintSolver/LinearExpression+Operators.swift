// The arithmetic of linear expressions: `2 * width + 8`, `trailing - leading`, `(a + b) / 2`. Every sum or
// difference is a ``LinearExpression``; a product or quotient of a variable or term and a number is a ``Term``.

extension LinearExpression {
    /// The product `lhs * rhs`.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// The product `lhs * rhs`.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    /// The quotient `lhs / rhs`.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient / rhs) }, constant: lhs.constant / rhs)
    }

    /// The negation `-operand`.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: LinearExpression, rhs: Term) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        lhs.expression - rhs.expression
    }
}

extension Term {
    /// The product `lhs * rhs`.
    public static func * (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, lhs.coefficient * rhs)
    }

    /// The product `lhs * rhs`.
    public static func * (lhs: Double, rhs: Term) -> Term {
        Term(rhs.variable, rhs.coefficient * lhs)
    }

    /// The quotient `lhs / rhs`.
    public static func / (lhs: Term, rhs: Double) -> Term {
        Term(lhs.variable, lhs.coefficient / rhs)
    }

    /// The negation `-operand`.
    public static prefix func - (operand: Term) -> Term {
        Term(operand.variable, -operand.coefficient)
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Term, rhs: LinearExpression) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Term, rhs: LinearExpression) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Term, rhs: Term) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Term, rhs: Term) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Term, rhs: Variable) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Term, rhs: Variable) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Term, rhs: Double) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Term, rhs: Double) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Double, rhs: Term) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Double, rhs: Term) -> LinearExpression {
        lhs.expression - rhs.expression
    }
}

extension Variable {
    /// The product `lhs * rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, rhs)
    }

    /// The product `lhs * rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Term {
        Term(rhs, lhs)
    }

    /// The quotient `lhs / rhs`.
    public static func / (lhs: Variable, rhs: Double) -> Term {
        Term(lhs, 1 / rhs)
    }

    /// The negation `-operand`.
    public static prefix func - (operand: Variable) -> Term {
        Term(operand, -1)
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Variable, rhs: Term) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Variable, rhs: Term) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        lhs.expression - rhs.expression
    }

    /// The sum `lhs + rhs`, as an expression.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs.expression + rhs.expression
    }

    /// The difference `lhs - rhs`, as an expression.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs.expression - rhs.expression
    }
}
