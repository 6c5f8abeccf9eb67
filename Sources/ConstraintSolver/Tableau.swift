/// The solver's whole state, a value: copying it is a snapshot (its arrays are shared until written), which is how
/// a change that turns out unsatisfiable leaves the solver exactly as it was.
///
/// The tableau is in *basic feasible solved form*: each row gives one basic symbol as a constant plus parametric
/// symbols; a basic symbol appears in no other row and not in the objective; the basic solution (every parametric
/// symbol 0, every basic symbol its row's constant) satisfies every restriction (slacks and errors `≥ 0`, dummies
/// `= 0`). The rows of restricted basic symbols and the objective contain only restricted symbols: an external
/// symbol is either basic or appears only in rows of other external symbols, so it never limits the simplex and
/// never enters or leaves in one.
struct Tableau {
    /// The basic symbol of each row.
    var basics: [Symbol] = []
    /// The rows, in the order of `basics`.
    var rows: [Row] = []
    /// The row of each basic symbol.
    var rowIndex: [Symbol: Int] = [:]
    /// The tiers of optional priorities.
    var objective = Objective()
    /// The objective of the artificial phase, while a constraint is added through it.
    var artificial: Row?
    /// The id of the next symbol.
    var nextSymbolID = 0
    /// The caller's variables in some constraint of the solver.
    var variables: [Variable: VariableRecord] = [:]
    /// What the solver made for each constraint (edit constraints included).
    var records: [Constraint: ConstraintRecord] = [:]
    /// The order number of the next constraint added.
    var nextOrder = 0
    /// The edit constraint of each edit variable.
    var edits: [Variable: Constraint] = [:]
    /// Variables that left the solver since the last update: their values go back to 0.
    var released: [Variable] = []
    /// Pivots made since the solver was created (statistics; not rolled back with a snapshot).
    var pivotCount = 0
    /// Whether the last optimization stopped at the pivot limit before reaching the optimum.
    var stoppedAtPivotLimit = false
    /// A limit on the pivots of each optimization that replaces ``defaultPivotLimit`` (tests).
    var pivotLimitOverride: Int?

    /// The most pivots one optimization makes: `1,000 + 64 × rows`.
    ///
    /// Bland's rule already makes every optimization finite in exact arithmetic; the limit guards against rounding
    /// making a degenerate sequence of pivots repeat. An incremental change takes a few pivots (a 24-constraint cell
    /// built from scratch takes about 30 in all), so no real layout comes near it.
    var pivotLimit: Int {
        pivotLimitOverride ?? 1_000 + 64 * rows.count
    }

    /// Makes a symbol of `kind`, later than every symbol made before.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// Adds `row` as the row of `basic`.
    mutating func insertRow(_ row: Row, basic: Symbol) {
        rowIndex[basic] = rows.count
        basics.append(basic)
        rows.append(row)
    }

    /// Removes the row at `index` (the last row takes its place) and returns it.
    ///
    /// - Complexity: O(1).
    @discardableResult
    mutating func removeRow(at index: Int) -> Row {
        rowIndex[basics[index]] = nil
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowIndex[basics[index]] = index
        }
        basics.removeLast()
        return rows.removeLast()
    }

    /// The value of `symbol` in the basic solution: its row's constant if basic, 0 otherwise.
    func value(of symbol: Symbol) -> Double {
        rowIndex[symbol].map { rows[$0].constant } ?? 0
    }

    /// Replaces `symbol` by `row` in every row but `skipping`, in the objective's tiers and in the artificial
    /// objective.
    ///
    /// - Complexity: O(r · log t) to find the rows that contain `symbol`, plus O(t + t′) for each of them (a merge),
    ///   for r rows of about t terms and a `row` of t′ terms.
    mutating func substitute(_ symbol: Symbol, with row: Row, skipping: Int? = nil) {
        for index in rows.indices where index != skipping {
            rows[index].substitute(symbol, with: row)
        }
        for tier in objective.rows.indices {
            objective.rows[tier].substitute(symbol, with: row)
        }
        if artificial != nil { artificial?.substitute(symbol, with: row) }
    }

    /// Pivots: `entering` (parametric, in the row at `index`) becomes that row's basic symbol, the row's basic symbol
    /// becomes parametric, and `entering` is replaced by its new row everywhere else.
    ///
    /// - Complexity: O(r · (log t + t)) for r rows of about t terms (see ``substitute(_:with:skipping:)``).
    mutating func pivot(at index: Int, entering: Symbol) {
        let leaving = basics[index]
        var row = Row()
        swap(&row, &rows[index])
        row.solve(basic: leaving, for: entering)
        substitute(entering, with: row, skipping: index)
        rows[index] = row
        basics[index] = entering
        rowIndex[leaving] = nil
        rowIndex[entering] = index
        pivotCount += 1
    }

    /// Goes back to `saved`, keeping the statistics.
    mutating func restore(_ saved: Tableau) {
        let pivots = pivotCount
        self = saved
        pivotCount = pivots
    }
}

/// A caller's variable in the solver.
struct VariableRecord {
    /// Its column.
    var symbol: Symbol
    /// The constraints that mention it.
    var uses: Int
}

/// What the solver made for one constraint.
///
/// The constraint's row, as built, is `expression + μ·marker (+ ν·other) = 0`:
///
/// | constraint         | marker (μ)       | other (ν)      | objective                |
/// |--------------------|------------------|----------------|--------------------------|
/// | required `== 0`    | dummy (+1)       |                |                          |
/// | required `>= 0`    | slack (-1)       |                |                          |
/// | required `<= 0`    | slack (+1)       |                |                          |
/// | optional `== 0`    | error e⁺ (-1)    | error e⁻ (+1)  | `e⁺ + e⁻` in its tier    |
/// | optional `>= 0`    | slack (-1)       | error (+1)     | the error in its tier    |
/// | optional `<= 0`    | slack (+1)       | error (-1)     | the error in its tier    |
struct ConstraintRecord {
    var marker: Symbol
    /// μ: the marker's coefficient in the row as built.
    var markerCoefficient: Double
    var other: Symbol?
    /// ν: the other symbol's coefficient in the row as built.
    var otherCoefficient: Double
    var strength: Strength
    /// The expression's constant the solver now uses.
    var constant: Double
    /// When the constraint was added: ``Solver/constraints`` lists them in this order.
    var order: Int
    /// Whether this is the equation of an edit variable.
    var isEdit: Bool
    /// The variables of the constraint, once each.
    var variables: [Variable]

    /// The error symbols, which the objective counts.
    var errors: [Symbol] {
        guard !strength.isRequired, let other else { return [] }
        return marker.kind == .error ? [marker, other] : [other]
    }
}
