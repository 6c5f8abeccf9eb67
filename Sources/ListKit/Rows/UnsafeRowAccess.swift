// The unchecked operations of the rows, and of the diff's reading of them, in this one file. Each paid for itself when
// it was measured (the figure is beside it), states the invariant that makes it safe, and has a checked twin beside
// it, named `checked…`, that `UnsafeRowAccessTests` runs against it on random snapshots.
//
// | Unchecked                                   | Checked twin                          | What it saves
// | `AnyRowBox.unchecked(as:)`                  | `AnyRowBox.checked(as:)`              | a dynamic cast per call
// | `idsOfOneTypeEqual(_:_:)`                   | `checkedIDsOfOneTypeEqual(_:_:)`      | `Optional<A>` metadata per call
// | `AnyRowBox.address(of:)`, `model(_:)`     | `RowRun.model(at:)`, `rule.compare(_:_:_:)` | a copy of a model via the runtime
// | `[AnyRow].forEachKeyHash(_:)`               | `checkedForEachKeyHash(_:)`           | a retain of each section's array
// | `[AnyRow].unretainedBox(at:)`               | `checkedBox(at:)`                     | a retain and release per row
// | `withGuaranteedBoxes(_:_:_:)`               | `checkedWithBoxes(_:_:_:)`            | a retain and release per box
// | `gather(count:_:)`                          | `Array.map`                           | a copy of each row
// | `RowPiece.rows(of:)`                        | `RowPiece.checkedRows(of:)`           | a retain per row, twice
// | `RowRun.pinFirst()`                         | `RowRun.model(at:)`                   | an array a row made on its own
//
// Two stored properties are declared `@exclusivity(unchecked)` where they are (an attribute stays with its property):
// `AnyRowBox.modelAddresses` and `RowRun.first`, written only by the initializers, then read. A checked access to a
// class's property is a runtime call, and the diff reads `modelAddresses` for every pair of rows it compares: with
// the checks, `e2e/1%-100k` took 331 million instructions rather than 281, `build/sectioned-100k` 152 rather than 136.

extension AnyRowBox {
    /// The address of the model of the row at `index`, read in place; the checked twin is `RowRun.model(at:)`.
    ///
    /// Invariant: `index` is one the box gave out (`0..<models.count`, or 0 in a run of one), so the address is within
    /// the models' storage, which the box keeps (``AnyRowBox/addresses(of:)``, `RowRun.pinFirst()`).
    @inlinable
    final func address(of index: Int) -> UnsafeRawPointer {
        modelAddresses.base.unsafelyUnwrapped + index &* modelAddresses.stride
    }

    /// `self` as a `Box`, unchecked (in debug builds `unsafeDowncast` checks it).
    ///
    /// Invariant: `self` is a `Box`. The callers are `Box`'s own ``RowBoxKind`` functions, called through `self.kind`,
    /// which is `self`'s class (each subclass's initializer passes its own).
    /// `as?` is a dynamic cast, a third of a row's cost in the diff (callgrind).
    @inlinable
    final func unchecked<Box: AnyRowBox>(as type: Box.Type) -> Box {
        unsafeDowncast(self, to: Box.self)
    }

    /// `self` as a `Box`, or `nil`: the checked twin of ``unchecked(as:)``.
    final func checked<Box: AnyRowBox>(as type: Box.Type) -> Box? {
        self as? Box
    }
}

/// Whether two ids are equal when they are of one type, `nil` when their types differ.
///
/// Invariant: `B` is `A` (their metadata are the same), so reinterpreting `rhs` as an `A` is exact. `rhs as? A` would
/// be the safe spelling (``checkedIDsOfOneTypeEqual(_:_:)``), but it instantiates `Optional<A>`'s metadata on every
/// call: a third of a row's cost in the diff (callgrind). Both existentials are opened, so no metadata is looked up.
func idsOfOneTypeEqual<A: Hashable, B: Hashable>(_ lhs: A, _ rhs: B) -> Bool? {
    guard A.self == B.self else { return nil }
    return lhs == unsafeBitCast(rhs, to: A.self)
}

/// The checked twin of ``idsOfOneTypeEqual(_:_:)``.
func checkedIDsOfOneTypeEqual<A: Hashable, B: Hashable>(_ lhs: A, _ rhs: B) -> Bool? {
    guard let rhs = rhs as? A, A.self == B.self else { return nil }
    return lhs == rhs
}

extension AnyRowBox {
    /// The start of `models`' storage and the distance between two models, for ``address(of:)``.
    ///
    /// Invariant: `models` is native storage (the initializer copies a bridged array into a `ContiguousArray` first),
    /// kept as a constant of the run, so its storage is neither freed nor moved while the run lives, and nothing
    /// writes to it: the pointer outlives the closure that gave it.
    @inlinable
    static func addresses<Model>(of models: [Model]) -> (base: UnsafeRawPointer?, stride: Int) {
        (models.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }, MemoryLayout<Model>.stride)
    }
}

extension RowRun {
    /// Points ``AnyRowBox/modelAddresses`` at ``first``, the model a run of one keeps in the box itself.
    ///
    /// Invariant: `first` is a stored property of this final class, so it lies in the box, which never moves, and it
    /// is written only in the initializer, before this call.
    @inlinable
    func pinFirst() {
        modelAddresses.base = withUnsafeMutablePointer(to: &first) { UnsafeRawPointer($0) }
    }
}

extension UnsafeRawPointer {
    /// The model at this address, read in place: what a rule's comparison (``ModelRule/compare``) reads.
    ///
    /// Invariant: the address is of a `Model` (``AnyRowBox/address(of:)`` of a run of `Model`s, the diff comparing
    /// runs of one class only, or ``ModelRule/compare(_:_:_:)`` of two models). The rule is made where the model's type
    /// is known, so its comparison reads the models without asking for their type's metadata, and captures nothing:
    /// a run of one row allocates no context for it. The checked twin is ``ModelRule/compare(_:_:_:)`` on
    /// `RowRun.model(at:)`.
    @inlinable
    func model<Model>(_ type: Model.Type) -> Model {
        assumingMemoryBound(to: Model.self).pointee
    }
}

extension [AnyRow] {
    /// Calls `body` with each row's ``AnyRow/keyHash``, in order, read in place.
    ///
    /// Invariant: each index is below the buffer's count. Copying each row out retains and releases its box (a tenth
    /// of a million-row diff, `perf`); a field read through the buffer is a load.
    func forEachKeyHash(_ body: (UInt64) -> Void) {
        withUnsafeBufferPointer { rows in
            // An `Int`, widened as every other hash the matching reads is.
            for index in rows.indices { body(UInt64(truncatingIfNeeded: rows[index].keyHash)) }
        }
    }

    /// The checked twin of ``forEachKeyHash(at:_:)``.
    func checkedForEachKeyHash(_ body: (UInt64) -> Void) {
        for row in self { body(UInt64(truncatingIfNeeded: row.keyHash)) }
    }

    /// The box of the row at `row`, unretained, and the row's index in it, read in place.
    ///
    /// Invariant: `row` is in range (the caller's cursor checks it), and the array outlives the use of the reference
    /// (the diff's snapshots hold every row while it runs). Reaching a box through `rows[r]` retains and releases it
    /// and the array: a third of the diff's instructions (callgrind, 10,000 rows).
    func unretainedBox(at row: Int) -> (Unmanaged<AnyRowBox>, Int) {
        withUnsafeBufferPointer { rows in (Unmanaged.passUnretained(rows[row].box), rows[row].index) }
    }

    /// The checked twin of ``unretainedBox(at:offsets:)``.
    func checkedBox(at row: Int) -> (AnyRowBox, Int) {
        (self[row].box, self[row].index)
    }
}

/// `body` with the boxes of two unretained references, neither retained.
///
/// Invariant: both boxes outlive the call (the references come from ``Swift/Array/unretainedBox(at:offsets:)`` of the
/// snapshots being diffed).
@inline(__always)
func withGuaranteedBoxes<Result>(
    _ first: Unmanaged<AnyRowBox>, _ second: Unmanaged<AnyRowBox>, _ body: (AnyRowBox, AnyRowBox) -> Result
) -> Result {
    first._withUnsafeGuaranteedRef { first in second._withUnsafeGuaranteedRef { body(first, $0) } }
}

/// The checked twin of ``withGuaranteedBoxes(_:_:_:)``.
func checkedWithBoxes<Result>(
    _ first: Unmanaged<AnyRowBox>, _ second: Unmanaged<AnyRowBox>, _ body: (AnyRowBox, AnyRowBox) -> Result
) -> Result {
    body(first.takeUnretainedValue(), second.takeUnretainedValue())
}

/// `part(index)` for each index below `count`, written once into a new array: `rows.map` would copy each row whole
/// to read one of its parts. Invariant: every element below `count` is initialized before the array is returned.
///
/// - Complexity: O(count).
@inlinable
func gather<Part>(count: Int, _ part: (Int) -> Part) -> [Part] {
    [Part](unsafeUninitializedCapacity: count) { buffer, initialized in
        for index in 0..<count { buffer.initializeElement(at: index, to: part(index)) }
        initialized = count
    }
}

extension RowPiece {
    /// The rows of `pieces`, in order, in one array, each written once where it stays.
    ///
    /// A run's rows are made sixteen at a time, so that the compiler merges the sixteen retains of their box into two
    /// (`swift_retain_n`): 100,000 atomic adds on one cache line were a twelfth of the time of making a run of 100,000
    /// rows (`perf`). Invariant: the array's count is the pieces' total, and each piece writes exactly its rows, after
    /// the rows of the pieces before it.
    ///
    /// - Complexity: O(n) for n rows; O(1) for one piece of erased rows.
    static func rows(of pieces: [RowPiece]) -> [AnyRow] {
        if pieces.count == 1, case .rows(let rows) = pieces[0] { return rows }
        let count = pieces.reduce(0) { $0 + $1.count }
        return [AnyRow](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard var target = buffer.baseAddress else { return }
            for piece in pieces {
                switch piece {
                case .rows(let rows):
                    target.initialize(from: rows, count: rows.count)
                    target += rows.count
                case .run(let box, let keyHashes):
                    keyHashes.withUnsafeBufferPointer { keyHashes in
                        initializeRun(at: target, box: box, keyHashes: keyHashes)
                        AnyRowBox.checkKeyHashes(of: UnsafeBufferPointer(start: target, count: keyHashes.count))
                    }
                    target += keyHashes.count
                }
            }
            initialized = count
        }
    }

    /// Initializes `keyHashes.count` rows of `box` at `target`, sixteen at a time.
    private static func initializeRun(
        at target: UnsafeMutablePointer<AnyRow>, box: AnyRowBox, keyHashes: UnsafeBufferPointer<Int>
    ) {
        func write(_ index: Int) {
            (target + index).initialize(to: AnyRow(box: box, index: index, keyHash: keyHashes[index]))
        }
        let whole = keyHashes.count & ~15
        for start in stride(from: 0, to: whole, by: 16) {
            // Sixteen in straight-line code, whose retains of `box` the compiler merges.
            for offset in 0..<16 { write(start &+ offset) }
        }
        for index in whole..<keyHashes.count { write(index) }
    }

    /// The checked twin of ``rows(of:)``.
    static func checkedRows(of pieces: [RowPiece]) -> [AnyRow] {
        pieces.flatMap { piece in
            switch piece {
            case .rows(let rows): rows
            case .run(let box, let keyHashes):
                keyHashes.indices.map { AnyRow(box: box, index: $0, keyHash: keyHashes[$0]) }
            }
        }
    }
}
