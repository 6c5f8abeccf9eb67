/// Builds the sections of a ``ListSnapshot`` from `Section` values, arrays of them, `for` loops and `if`s.
@resultBuilder
public enum SectionsBuilder {
    /// Takes a section.
    public static func buildExpression(_ section: Section) -> [Section] {
        [section]
    }

    /// Takes an array of sections.
    public static func buildExpression(_ sections: [Section]) -> [Section] {
        sections
    }

    /// Joins the statements of a block.
    public static func buildBlock(_ components: [Section]...) -> [Section] {
        components.flatMap { $0 }
    }

    /// Joins the iterations of a `for` loop.
    public static func buildArray(_ components: [[Section]]) -> [Section] {
        components.flatMap { $0 }
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: [Section]?) -> [Section] {
        component ?? []
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [Section]) -> [Section] {
        component
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [Section]) -> [Section] {
        component
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: [Section]) -> [Section] {
        component
    }
}
