/// Builds the rows of a ``Section`` from `Row` values, `AnyRow`s, arrays of either, `for` loops and `if`s.
///
/// A statement that is one `Row<Cell>` stays that row, typed, until the builder knows what follows it: the rows of a
/// `for` loop whose body is one row are gathered into an array of `Row<Cell>` and made into one run of rows (one box
/// for all of them, ``AnyRow``), so that a loop of a hundred thousand rows allocates nothing per row. Other statements
/// are gathered as ``Component``s, which hold a single row without an array.
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

    /// Takes a typed row, and keeps it typed: a `for` loop of such rows becomes one run of rows (`buildArray` of
    /// `Row<Cell>`s).
    @inlinable
    public static func buildExpression<Cell: ConfigurableCell>(_ row: consuming Row<Cell>) -> Row<Cell> {
        row
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

    /// Takes an array of typed rows, as one run of rows.
    @inlinable
    public static func buildExpression<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> Component {
        Component(storage: .many(AnyRow.run(rows)))
    }

    /// An empty block.
    public static func buildBlock() -> Component {
        Component(storage: .none)
    }

    /// The first statement of a block.
    public static func buildPartialBlock(first: Component) -> Component {
        first
    }

    /// The first statement of a block, a typed row: kept typed, for a `for` loop whose body it is.
    @inlinable
    public static func buildPartialBlock<Cell: ConfigurableCell>(first: consuming Row<Cell>) -> Row<Cell> {
        first
    }

    /// Joins a typed row to the statements before it.
    @inlinable
    public static func buildPartialBlock<Cell: ConfigurableCell>(
        accumulated: Component, next: consuming Row<Cell>
    ) -> Component {
        buildPartialBlock(accumulated: accumulated, next: Component(storage: .one(AnyRow(next))))
    }

    /// Joins the statements after a typed row to it.
    @inlinable
    public static func buildPartialBlock<Cell: ConfigurableCell>(
        accumulated: consuming Row<Cell>, next: Component
    ) -> Component {
        buildPartialBlock(accumulated: Component(storage: .one(AnyRow(accumulated))), next: next)
    }

    /// Joins two typed rows.
    @inlinable
    public static func buildPartialBlock<First: ConfigurableCell, Second: ConfigurableCell>(
        accumulated: consuming Row<First>, next: consuming Row<Second>
    ) -> Component {
        Component(storage: .many([AnyRow(accumulated), AnyRow(next)]))
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

    /// The iterations of a `for` loop whose body is one typed row: one run of rows, one box for all of them.
    ///
    /// - Complexity: O(n) for n rows; the array is kept as the run's storage, not copied.
    @inlinable
    public static func buildArray<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> Component {
        Component(storage: .many(AnyRow.run(rows)))
    }

    /// An `if` without `else`.
    public static func buildOptional(_ component: Component?) -> Component {
        component ?? Component(storage: .none)
    }

    /// An `if` without `else` whose body is one typed row.
    @inlinable
    public static func buildOptional<Cell: ConfigurableCell>(_ row: Row<Cell>?) -> Component {
        Component(storage: row.map { .one(AnyRow($0)) } ?? .none)
    }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`.
    public static func buildEither(first component: Component) -> Component {
        component
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`.
    public static func buildEither(second component: Component) -> Component {
        component
    }

    /// The `if` branch of an `if`/`else`, or the first case of a `switch`, whose body is one typed row.
    @inlinable
    public static func buildEither<Cell: ConfigurableCell>(first row: consuming Row<Cell>) -> Component {
        Component(storage: .one(AnyRow(row)))
    }

    /// The `else` branch of an `if`/`else`, or a later case of a `switch`, whose body is one typed row.
    @inlinable
    public static func buildEither<Cell: ConfigurableCell>(second row: consuming Row<Cell>) -> Component {
        Component(storage: .one(AnyRow(row)))
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability(_ component: Component) -> Component {
        component
    }

    /// An `if #available` block whose body is one typed row.
    @inlinable
    public static func buildLimitedAvailability<Cell: ConfigurableCell>(_ row: consuming Row<Cell>) -> Component {
        Component(storage: .one(AnyRow(row)))
    }

    /// The rows, top to bottom.
    public static func buildFinalResult(_ component: Component) -> [AnyRow] {
        component.rows
    }

    /// The one row of a builder that lists one typed row.
    @inlinable
    public static func buildFinalResult<Cell: ConfigurableCell>(_ row: consuming Row<Cell>) -> [AnyRow] {
        [AnyRow(row)]
    }
}
