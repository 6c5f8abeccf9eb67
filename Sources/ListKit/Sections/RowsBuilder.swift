/// Builds the rows of a ``Section`` from `Row` values, `AnyRow`s, arrays of either, `for` loops and `if`s.
@resultBuilder
public enum RowsBuilder {
    /// Takes a typed row.
    public static func buildExpression<Cell: ConfigurableCell>(_ row: Row<Cell>) -> [AnyRow] {
        [AnyRow(row)]
    }

    /// Takes an erased row.
    public static func buildExpression(_ row: AnyRow) -> [AnyRow] {
        [row]
    }

    /// Takes an array of erased rows.
    public static func buildExpression(_ rows: [AnyRow]) -> [AnyRow] {
        rows
    }

    /// Takes an array of typed rows.
    public static func buildExpression<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> [AnyRow] {
        rows.map { AnyRow($0) }
    }

    /// Joins the statements of a block.
    public static func buildBlock(_ components: [AnyRow]...) -> [AnyRow] {
        components.flatMap { $0 }
    }

    /// Joins the iterations of a `for` loop.
    public static func buildArray(_ components: [[AnyRow]]) -> [AnyRow] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [AnyRow]?) -> [AnyRow] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [AnyRow]) -> [AnyRow] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [AnyRow]) -> [AnyRow] {
        component
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [AnyRow]) -> [AnyRow] {
        component
    }
}
