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
    var rowIndex = RowIndex()
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

    /// Renumbers the symbols from 0 when their numbers run far ahead of the symbols in use (every constraint added
    /// makes one to three, and removals free them), so that ``RowIndex`` stays proportional to the tableau however
    /// long the solver lives. The order of the symbols is kept, so rows stay sorted and Bland's rule picks the same.
    ///
    /// - Complexity: O(s log s + r · t) for s symbols in use and r rows of about t terms; it runs when the numbers
    ///   made since the last compaction exceed seven times the symbols in use, so its cost per symbol made is O(1)
    ///   amortised (plus the log).
    mutating func compactSymbolsIfNeeded() {
        let inUse = variables.count + 3 * records.count
        guard nextSymbolID > 4_096 && nextSymbolID > 8 * inUse else { return }
        var live = variables.values.map(\.symbol)
        for record in records.values {
            live.append(record.marker)
            if let other = record.other { live.append(other) }
        }
        live.sort()
        var numbers = [Int](repeating: -1, count: nextSymbolID)
        for (number, symbol) in live.enumerated() { numbers[symbol.id] = number }
        func renumbered(_ symbol: Symbol) -> Symbol {
            Symbol(id: numbers[symbol.id], kind: symbol.kind)
        }
        for index in rows.indices { rows[index].renumber(renumbered) }
        for tier in objective.rows.indices { objective.rows[tier].renumber(renumbered) }
        basics = basics.map(renumbered)
        rowIndex = RowIndex()
        for (index, basic) in basics.enumerated() { rowIndex[basic] = index }
        records = records.mapValues { record in
            var record = record
            record.marker = renumbered(record.marker)
            record.other = record.other.map(renumbered)
            return record
        }
        variables = variables.mapValues { VariableRecord(symbol: renumbered($0.symbol), uses: $0.uses) }
        nextSymbolID = live.count
    }

    /// The most pivots one optimization makes: `1,000 + 64 × rows`.
    ///
    /// Bland's rule already makes every optimization finite in exact arithmetic; the limit guards against rounding
    /// making a degenerate sequence of pivots repeat. An incremental change takes a few pivots (a 24-constraint cell
    /// built from scratch takes 1 to 15 in all, depending on the order of addition), so no real layout comes near it.
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
        if rows.isEmpty {
            // A cell's worth of room, so that a solver built from scratch does not grow its arrays row by row.
            rows.reserveCapacity(32)
            basics.reserveCapacity(32)
        }
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
    /// - Returns: Whether a tier of the objective held `symbol`.
    /// - Complexity: O(r · log t) to find the rows that contain `symbol`, plus O(t + t′) for each of them (a merge),
    ///   for r rows of about t terms and a `row` of t′ terms.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, skipping: Int? = nil) -> Bool {
        // A read first: most rows do not hold the symbol, and a read costs no uniqueness check.
        for index in rows.indices where index != skipping && rows[index].search(symbol).found {
            rows[index].substitute(symbol, with: row)
        }
        var objectiveChanged = false
        for tier in objective.rows.indices where objective.rows[tier].search(symbol).found {
            objective.rows[tier].substitute(symbol, with: row)
            objectiveChanged = true
        }
        if artificial != nil { artificial?.substitute(symbol, with: row) }
        return objectiveChanged
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

/// The row of each basic symbol, by symbol number: an array rather than a hash table, since the simplex asks it on
/// every term (see ``Tableau/compactSymbolsIfNeeded()`` for why it stays small).
struct RowIndex {
    /// `row + 1` for basic symbols, 0 for the others, by symbol number.
    private var slots: [Int32] = []
    /// How many symbols are basic.
    private(set) var count = 0

    /// The row of `symbol`, `nil` if it is parametric.
    subscript(symbol: Symbol) -> Int? {
        get {
            let id = symbol.id
            guard id < slots.count else { return nil }
            let slot = slots[id]
            return slot == 0 ? nil : Int(slot) - 1
        }
        set {
            let id = symbol.id
            if id >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(0, count: id + 1 - slots.count))
            }
            let slot = newValue.map { Int32($0 + 1) } ?? 0
            count += (slot == 0 ? 0 : 1) - (slots[id] == 0 ? 0 : 1)
            slots[id] = slot
        }
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

    /// The error symbols, which the objective counts.
    var errors: [Symbol] {
        guard !strength.isRequired, let other else { return [] }
        return marker.kind == .error ? [marker, other] : [other]
    }
}
