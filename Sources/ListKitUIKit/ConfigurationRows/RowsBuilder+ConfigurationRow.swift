import ListKit

extension RowsBuilder {
    /// Takes a configuration row.
    ///
    /// - Complexity: O(1).
    public static func buildExpression<Model>(_ row: ConfigurationRow<Model>) -> Component {
        buildExpression(AnyRow(row))
    }

    /// Takes an array of configuration rows.
    ///
    /// - Complexity: O(n) for n rows.
    public static func buildExpression<Model>(_ rows: [ConfigurationRow<Model>]) -> Component {
        buildExpression(rows.map { AnyRow($0) })
    }
}
