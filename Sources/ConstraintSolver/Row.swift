/// The solver's tolerance: a coefficient whose magnitude falls below it is dropped from its row, a constant below it
/// is exactly 0, and the ratio and sign tests of the simplex treat anything below it as zero.
///
/// Layout works in points, with coefficients near 1 (multipliers of 0.5 or 2) and constants up to some thousands;
/// 1e-8 is far below any visible difference and far above the rounding of such arithmetic (about 1e-13). Dropping
/// near-zero coefficients means the simplex never divides by a number of rounding size (no pivot on a coefficient
/// that should have been zero), and snapping near-zero constants makes degenerate rows (constant 0) exactly
/// degenerate, so that ties in Bland's ratio test are ties.
let epsilon = 1e-8

/// Whether `value` is zero within ``epsilon``.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
}

/// `value`, or exactly 0 when it is zero within ``epsilon``.
@inline(__always)
func snapped(_ value: Double) -> Double {
    abs(value) < epsilon ? 0 : value
}

/// A constant plus a linear combination of symbols, `constant + Σ cᵢ·sᵢ`, with the terms sorted by symbol and no
/// coefficient within ``epsilon`` of zero.
///
/// As a row of the tableau it is the value of its basic symbol: `basic = constant + Σ cᵢ·sᵢ`. As a constraint being
/// added it means `0 = constant + Σ cᵢ·sᵢ`. As the objective it is the quantity minimised.
struct Row {
    /// A symbol and its coefficient.
    struct Entry {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The constant: the basic symbol's value, since every parametric symbol is 0 in the basic solution.
    var constant: Double
    /// The terms, sorted by symbol.
    private(set) var entries: [Entry]

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        entries = []
        entries.reserveCapacity(capacity)
    }

    /// Where `symbol` is, or where it would go.
    ///
    /// - Complexity: O(log `entries.count`).
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].symbol < symbol {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return (low, low < entries.count && entries[low].symbol == symbol)
    }

    /// The coefficient of `symbol`, 0 when absent.
    ///
    /// - Complexity: O(log `entries.count`).
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? entries[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the term if the sum is near zero.
    ///
    /// - Complexity: O(`entries.count`) (an insertion moves the terms after it).
    mutating func add(_ coefficient: Double, _ symbol: Symbol) {
        let (index, found) = search(symbol)
        if found {
            let sum = entries[index].coefficient + coefficient
            if isNearZero(sum) {
                entries.remove(at: index)
            } else {
                entries[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            // `append` and a shift: cheaper than the generic `insert(_:at:)` for a few terms.
            entries.append(Entry(symbol: symbol, coefficient: coefficient))
            var position = entries.count - 1
            while position > index {
                entries.swapAt(position, position - 1)
                position -= 1
            }
        }
    }

    /// Adds `factor × other`, constant included.
    ///
    /// - Complexity: O(`entries.count + other.entries.count`): a merge of the two sorted term lists.
    mutating func add(_ other: Row, times factor: Double) {
        merge(other, times: factor, dropping: nil)
    }

    /// Removes `symbol`'s term and returns its coefficient (0 when absent).
    ///
    /// - Complexity: O(`entries.count`).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        guard found else { return 0 }
        return entries.remove(at: index).coefficient
    }

    /// Multiplies the row by -1.
    mutating func negate() {
        constant = -constant
        for index in entries.indices { entries[index].coefficient.negate() }
    }

    /// Solves `0 = self` for `symbol`, which must be in the row: the row becomes the right-hand side of
    /// `symbol = …`.
    ///
    /// - Complexity: O(`entries.count`).
    mutating func solve(for symbol: Symbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant = snapped(constant * factor)
        var anyNearZero = false
        for index in entries.indices {
            entries[index].coefficient *= factor
            if isNearZero(entries[index].coefficient) { anyNearZero = true }
        }
        if anyNearZero { entries.removeAll { isNearZero($0.coefficient) } }
    }

    /// Rewrites the row of `basic` (`basic = self`) as the row of `entering`, a symbol in it (`entering = …`).
    ///
    /// - Complexity: O(`entries.count`).
    mutating func solve(basic: Symbol, for entering: Symbol) {
        add(-1, basic)
        solve(for: entering)
    }

    /// Renames every symbol with `renamed`, which must keep their order.
    mutating func renumber(_ renamed: (Symbol) -> Symbol) {
        for index in entries.indices { entries[index].symbol = renamed(entries[index].symbol) }
    }

    /// Replaces `symbol` by `row` (the value of `symbol`): `c·symbol` becomes `c × row`.
    ///
    /// - Returns: Whether `symbol` was in the row.
    /// - Complexity: O(log `entries.count`) when absent; O(`entries.count + row.entries.count`) otherwise.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let (index, found) = search(symbol)
        guard found else { return false }
        let coefficient = entries[index].coefficient
        if row.entries.isEmpty {
            entries.remove(at: index)
            constant = snapped(constant + coefficient * row.constant)
        } else {
            merge(row, times: coefficient, dropping: symbol)
        }
        return true
    }

    /// `self += factor × other`, leaving out `dropped`'s term of `self`: a merge of the two sorted term lists from
    /// their ends, in place (no allocation when the row has the capacity), then one pass that closes the gap left by
    /// terms that met and drops those that cancel or must go.
    private mutating func merge(_ other: Row, times factor: Double, dropping dropped: Symbol?) {
        constant = snapped(constant + factor * other.constant)
        let theirs = other.entries
        guard !theirs.isEmpty || dropped != nil else { return }
        let mineCount = entries.count
        let total = mineCount + theirs.count
        // Room for the merge; the values appended are overwritten.
        entries.append(contentsOf: theirs)
        let kept = entries.withUnsafeMutableBufferPointer { buffer -> Int in
            var mine = mineCount - 1
            var next = theirs.count - 1
            var write = total - 1
            // While terms of `other` remain, `write > mine`: no unread term of `self` is overwritten.
            while next >= 0 {
                let incoming = theirs[next]
                if mine >= 0 && buffer[mine].symbol > incoming.symbol {
                    buffer[write] = buffer[mine]
                    mine -= 1
                } else if mine >= 0 && buffer[mine].symbol == incoming.symbol {
                    let coefficient = buffer[mine].coefficient + factor * incoming.coefficient
                    buffer[write] = Entry(symbol: incoming.symbol, coefficient: coefficient)
                    mine -= 1
                    next -= 1
                } else {
                    buffer[write] = Entry(symbol: incoming.symbol, coefficient: factor * incoming.coefficient)
                    next -= 1
                }
                write -= 1
            }
            // The terms are [0, mine] and [write + 1, total).
            var kept = 0
            for index in 0..<total where index <= mine || index > write {
                let entry = buffer[index]
                guard entry.symbol != dropped && !isNearZero(entry.coefficient) else { continue }
                buffer[kept] = entry
                kept += 1
            }
            return kept
        }
        entries.removeLast(total - kept)
    }
}

extension Row: CustomStringConvertible {
    /// `5 + 1·x3 - 2·s4`, for failure messages.
    var description: String {
        entries.reduce(formatted(constant)) { text, entry in
            text + (entry.coefficient < 0 ? " - " : " + ") + "\(formatted(abs(entry.coefficient)))·\(entry.symbol)"
        }
    }
}
