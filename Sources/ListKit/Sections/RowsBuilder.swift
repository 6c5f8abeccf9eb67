/// Builds the rows of a ``Section`` from `Row` values, `AnyRow`s, arrays of either, `for` loops and `if`s.
///
/// The statements are gathered as ``Component``s, which hold a single row without an array, so that a `for` loop of
/// a hundred thousand rows makes one array of rows and not one per row.
///
/// - Complexity: O(rows): each row is wrapped once and copied into the section's array once.
@resultBuilder
public enum RowsBuilder {
    /// Rows gathered by the builder: none, one, or an array.
    public struct Component {
        @usableFromInline
        enum Storage {
            case none
            case one(AnyRow)
            case many([AnyRow])
        }

        @usableFromInline var storage: Storage

        @inlinable
        init(storage: Storage) {
            self.storage = storage
        }

        fileprivate var count: Int {
            switch storage {
            case .none: 0
            case .one: 1
            case .many(let rows): rows.count
            }
        }

        fileprivate func append(to rows: inout [AnyRow]) {
            switch storage {
            case .none: break
            case .one(let row): rows.append(row)
            case .many(let more): rows.append(contentsOf: more)
            }
        }

        fileprivate var rows: [AnyRow] {
            switch storage {
            case .none: []
            case .one(let row): [row]
            case .many(let rows): rows
            }
        }
    }

    /// Takes a typed row.
    @inlinable
    public static func buildExpression<Cell: ConfigurableCell>(_ row: Row<Cell>) -> Component {
        Component(storage: .one(AnyRow(row)))
    }

    /// Takes an erased row.
    @inlinable
    public static func buildExpression(_ row: AnyRow) -> Component {
        Component(storage: .one(row))
    }

    /// Takes an array of erased rows.
    public static func buildExpression(_ rows: [AnyRow]) -> Component {
        Component(storage: .many(rows))
    }

    /// Takes an array of typed rows.
    @inlinable
    public static func buildExpression<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> Component {
        Component(storage: .many(rows.map { AnyRow($0) }))
    }

    /// An empty block.
    public static func buildBlock() -> Component {
        Component(storage: .none)
    }

    /// The first statement of a block.
    public static func buildPartialBlock(first: Component) -> Component {
        first
    }

    /// Joins the statements of a block, one after the other.
    public static func buildPartialBlock(accumulated: Component, next: Component) -> Component {
        switch (accumulated.storage, next.storage) {
        case (.none, _): return next
        case (_, .none): return accumulated
        default:
            return buildArray([accumulated, next])
        }
    }

    /// Joins the iterations of a `for` loop.
    public static func buildArray(_ components: [Component]) -> Component {
        var rows: [AnyRow] = []
        rows.reserveCapacity(components.reduce(0) { $0 + $1.count })
        for component in components { component.append(to: &rows) }
        return Component(storage: .many(rows))
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: Component?) -> Component {
        component ?? Component(storage: .none)
    }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither(first component: Component) -> Component {
        component
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither(second component: Component) -> Component {
        component
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: Component) -> Component {
        component
    }

    /// The rows, top to bottom.
    public static func buildFinalResult(_ component: Component) -> [AnyRow] {
        component.rows
    }
}
