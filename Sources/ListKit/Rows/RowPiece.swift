/// Rows as a ``RowsBuilder`` gathers them before it makes a section's array: rows already erased, or a run of rows
/// (``RowRun``) whose erased rows are made only then, once, in the section's own array.
///
/// An ``AnyRow`` holds a reference to its box, so each copy of a row into another array is an atomic retain, and each
/// array left behind an atomic release a row. Three loops in one section made their three arrays and then copied them
/// twice as the builder joined them (a quarter of the time of `build/sectioned-loops-100k`, measured with `perf`); a
/// piece is joined by reference, and a run's rows are written once, where they stay.
@usableFromInline
enum RowPiece {
    /// Rows already erased, in order.
    case rows([AnyRow])
    /// The rows of a run: row `index` of `box` for each index of `keyHashes`, which holds each row's
    /// ``AnyRow/keyHash``.
    case run(AnyRowBox, keyHashes: [Int])

    /// The number of rows.
    var count: Int {
        switch self {
        case .rows(let rows): rows.count
        case .run(_, let keyHashes): keyHashes.count
        }
    }

    /// The rows, in an array of their own.
    ///
    /// - Complexity: O(1) for erased rows, O(n) for a run of n rows.
    var rows: [AnyRow] {
        switch self {
        case .rows(let rows):
            return rows
        case .run:
            return [AnyRow](unsafeUninitializedCapacity: count) { buffer, initialized in
                initialize(buffer, from: 0)
                initialized = buffer.count
            }
        }
    }

    /// Initializes `buffer[start..<start + count]` with the rows.
    ///
    /// A run's rows are made sixteen at a time, so that the compiler merges the sixteen retains of their box into
    /// two (`swift_retain_n`; it leaves a longer loop rolled, a retain a row): a retain is an atomic add on the box's
    /// count, and 100,000 of them on one cache line were a twelfth of the time of making a run of 100,000 rows
    /// (measured with `perf`).
    ///
    /// - Complexity: O(n) for n rows.
    func initialize(_ buffer: UnsafeMutableBufferPointer<AnyRow>, from start: Int) {
        switch self {
        case .rows(let rows):
            _ = UnsafeMutableBufferPointer(rebasing: buffer[start..<start + rows.count]).initialize(from: rows)
        case .run(let box, let keyHashes):
            let count = keyHashes.count
            guard let target = buffer.baseAddress.map({ $0 + start }) else { return }
            keyHashes.withUnsafeBufferPointer { keyHashes in
                // Pointers, not checked subscripts: a check between two rows would keep their retains apart.
                guard let keyHashes = keyHashes.baseAddress else { return }
                var index = 0
                while count &- index >= 16 {
                    for offset in 0..<16 {
                        let row = index &+ offset
                        (target + row).initialize(to: AnyRow(box: box, index: row, keyHash: keyHashes[row]))
                    }
                    index &+= 16
                }
                while index < count {
                    (target + index).initialize(to: AnyRow(box: box, index: index, keyHash: keyHashes[index]))
                    index &+= 1
                }
            }
            AnyRowBox.checkIDHashes(of: UnsafeBufferPointer(rebasing: buffer[start..<start + count]))
        }
    }
}
