/// Builds the rows of a ``Section`` from `Row` values, `AnyRow`s, arrays of either, `for` loops and `if`s.
///
/// A statement that is one `Row<Cell>` stays that row, typed, until the builder knows what follows it: the rows of a
/// `for` loop whose body is one row are gathered into an array of `Row<Cell>` and made into one run of rows (one box
/// for all of them, ``AnyRow``), so that a loop of a hundred thousand rows allocates nothing per row. Other statements
/// are gathered as ``Component``s, which hold a single row without an array, and are joined by reference: the
/// section's array of rows is made once, at the end, and each row is written into it once.
///
/// - Complexity: O(rows + statements): each row is wrapped once and written into the section's array once.
@resultBuilder
public enum RowsBuilder {
    /// Rows gathered by the builder: none, one, or pieces joined in order (rows already erased, and runs whose rows
    /// are made once, in the section's array).
    public struct Component {
        @usableFromInline
        enum Storage {
            case none
            case one(AnyRow)
            case pieces([RowPiece])
        }

        @usableFromInline var storage: Storage

        @inlinable
        init(storage: Storage) {
            self.storage = storage
        }

        /// Holds `piece`.
        @inlinable
        init(_ piece: RowPiece) {
            storage = .pieces([piece])
        }

        /// The storage, leaving `.none`: moved out, so that the arrays it holds are not shared and grow in place.
        private mutating func take() -> Storage {
            var taken = Storage.none
            swap(&taken, &storage)
            return taken
        }

        /// Joins `other`'s rows after these: the pieces are joined, not their rows copied. A single row joins the
        /// array of rows before it, when there is one.
        ///
        /// - Complexity: O(pieces of `other`), amortized.
        fileprivate mutating func append(_ other: consuming Component) {
            switch (take(), other.take()) {
            case (let mine, .none):
                storage = mine
            case (.none, let theirs):
                storage = theirs
            case (.one(let first), .one(let second)):
                storage = .pieces([.rows([first, second])])
            case (.one(let first), .pieces(let pieces)):
                storage = .pieces([.rows([first])] + pieces)
            case (.pieces(var pieces), .one(let row)):
                if case .rows(var rows)? = pieces.last {
                    // Out of the array before it grows, so that it is not shared and grows in place.
                    pieces.removeLast()
                    rows.append(row)
                    pieces.append(.rows(rows))
                } else {
                    pieces.append(.rows([row]))
                }
                storage = .pieces(pieces)
            case (.pieces(var pieces), .pieces(let more)):
                pieces.append(contentsOf: more)
                storage = .pieces(pieces)
            }
        }

        /// The rows, top to bottom: the array of the only piece of erased rows, or one array made for them all.
        ///
        /// - Complexity: O(n) for n rows; O(1) when they are one array already.
        fileprivate consuming func rows() -> [AnyRow] {
            switch take() {
            case .none:
                return []
            case .one(let row):
                return [row]
            case .pieces(let pieces):
                return RowPiece.rows(of: pieces)
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
        Component(.rows(rows))
    }

    /// Takes an array of typed rows, as one run of rows.
    @inlinable
    public static func buildExpression<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> Component {
        Component(AnyRow.run(rows))
    }

    /// An empty block.
    public static func buildBlock() -> Component {
        Component(storage: .none)
    }

    /// Takes the rows of a collection of models (``Rows``), as one run of rows.
    @inlinable
    public static func buildExpression<Cell: ConfigurableCell>(_ rows: Rows<Cell>) -> Component {
        Component(rows.piece)
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
        Component(.rows([AnyRow(accumulated), AnyRow(next)]))
    }

    /// Joins the statements of a block, one after the other.
    ///
    /// - Complexity: O(1) amortized for a block's statements: rows are joined by reference (``Component``).
    public static func buildPartialBlock(accumulated: consuming Component, next: consuming Component) -> Component {
        accumulated.append(next)
        return accumulated
    }

    /// Joins the iterations of a `for` loop: the single rows of consecutive iterations into one array.
    ///
    /// - Complexity: O(n) for n iterations.
    public static func buildArray(_ components: consuming [Component]) -> Component {
        var joined = Component(storage: .none)
        var singles: [AnyRow] = []
        singles.reserveCapacity(components.count)
        components.withUnsafeMutableBufferPointer { components in
            for index in components.indices {
                // Moved out, not copied: a copy of a row retains its box, and the array's end would release it again.
                var component = Component(storage: .none)
                swap(&component, &components[index])
                if case .one(let row) = component.storage {
                    singles.append(row)
                    continue
                }
                if !singles.isEmpty {
                    joined.append(Component(.rows(singles)))
                    singles = []
                }
                joined.append(component)
            }
        }
        if !singles.isEmpty { joined.append(Component(.rows(singles))) }
        return joined
    }

    /// The iterations of a `for` loop whose body is one typed row: one run of rows, one box for all of them.
    ///
    /// - Complexity: O(n) for n rows; the array is kept as the run's storage, not copied.
    @inlinable
    public static func buildArray<Cell: ConfigurableCell>(_ rows: [Row<Cell>]) -> Component {
        Component(AnyRow.run(rows))
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
    public static func buildFinalResult(_ component: consuming Component) -> [AnyRow] {
        component.rows()
    }

    /// The one row of a builder that lists one typed row.
    @inlinable
    public static func buildFinalResult<Cell: ConfigurableCell>(_ row: consuming Row<Cell>) -> [AnyRow] {
        [AnyRow(row)]
    }
}
