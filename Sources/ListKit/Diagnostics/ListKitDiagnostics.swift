import Foundation

/// Where ListKit reports a misuse that it survives rather than stops on: a model or id whose `Hashable` conformance
/// breaks its rules, or two cell types that give the adapters the same reuse identifier (the second is registered
/// under an identifier of its own).
///
/// ListKit never stops the program for a broken `Hashable`: each row's identity is hashed once, when the row is made,
/// and every set and table of identities uses that hash, so a broken identity is at worst a row that is deleted and
/// inserted instead of kept. Debug builds (those with `LISTKIT_INTERNAL_CHECKS`, which SwiftPM defines for debug
/// configurations) look for the two broken rules and report each once per type, naming it:
///
/// - **A hash that changes between calls** (it mixes in something random, a time or a counter, or reads a reference
///   that changes): a row made of it cannot be found again. Checked for every row, section id and expanded id made.
/// - **`==` between values that hash differently** (the usual cause: a hand-written `==` on `id` beside a synthesized
///   `hash(into:)` over every property): an edited row is deleted and inserted instead of reconfigured. Checked by the
///   diff for the rows it deletes and inserts of one cell type, up to ``pairCheckLimit`` of each a diff.
///
/// Release builds check nothing and pay nothing.
///
/// ```swift
/// ListKitDiagnostics.handler = { message in logger.warning("\(message)") }
/// ```
public enum ListKitDiagnostics {
    /// Receives each message. The default writes the message and a newline to standard error. A test can set it to
    /// record the messages; it may be called from any thread (a diff runs off the main actor).
    public static var handler: @Sendable (String) -> Void {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// The most deleted and inserted rows of one diff that debug builds compare pairwise for `==` between ids that
    /// hash differently: at most this many squared comparisons a diff.
    public static let pairCheckLimit = 64

    /// Whether debug builds check ids' `Hashable` conformances in the current task; on by default. The checks hash
    /// ids a second time and compare ids pairwise, so tests that count hash and `==` calls turn them off around what
    /// they count.
    @TaskLocal package static var checksHashables = true

    /// Sends `message` to ``handler`` unless a message with the same `key` was sent before.
    package static func report(_ message: @autoclosure () -> String, onceFor key: String) {
        let handler: (@Sendable (String) -> Void)? = state.withLock { state in
            state.reported.insert(key).inserted ? state.handler : nil
        }
        handler?(message())
    }

    /// Forgets which messages were sent, so that each is sent again (for tests).
    package static func forgetReported() {
        state.withLock { $0.reported.removeAll() }
    }

    private struct State {
        var handler: @Sendable (String) -> Void = { message in
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        var reported: Set<String> = []
    }

    private static let state = LockedState(State())
}

/// A value behind a lock.
final class LockedState<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// The debug builds' checks of ids' `Hashable` conformances (see ``ListKitDiagnostics``).
enum HashableChecks {
    /// Reports `value`'s type when two hashes of it differ.
    static func checkStableHash(of value: AnyHashable, first: Int, second: @autoclosure () -> Int) {
        guard ListKitDiagnostics.checksHashables, first != second() else { return }
        let type = String(reflecting: Swift.type(of: value.base))
        ListKitDiagnostics.report(
            "ListKit: the hash of \(type) changed between two calls for the same value. A hash must not change while "
                + "the row is in a snapshot: hash only what == compares, and nothing that changes. ListKit uses the "
                + "first hash; the row cannot be found by its id again.",
            onceFor: "unstable " + type)
    }

    /// Reports the id type of `first` and `second`, rows of one cell type, when their ids are `==` although their
    /// hashes differ.
    static func checkEqualImpliesSameHash(_ first: AnyRow, _ second: AnyRow) {
        guard first.keyHash != second.keyHash, ObjectIdentifier(first.cellType) == ObjectIdentifier(second.cellType),
            first.id == second.id
        else { return }
        let type = String(reflecting: Swift.type(of: first.id.base))
        ListKitDiagnostics.report(
            "ListKit: two ids of type \(type) are == but their hashes differ: \(first.id.base) and "
                + "\(second.id.base). == must imply equal hashes (hash exactly what == compares). ListKit matches "
                + "rows by hash first, so the row was deleted and inserted instead of kept.",
            onceFor: "equal " + type)
    }

    /// Compares the rows `stage` deletes with those it inserts, at most ``ListKitDiagnostics/pairCheckLimit`` of
    /// each, for ids that are `==` but hash differently.
    ///
    /// - Complexity: O(min(d, 64) · min(i, 64)) identity comparisons for d deleted and i inserted rows.
    static func checkDeletesAgainstInserts(_ stage: BatchUpdate, old: ListSnapshot) {
        guard ListKitDiagnostics.checksHashables else { return }
        let limit = ListKitDiagnostics.pairCheckLimit
        let deleted = stage.deletedRows.prefix(limit).compactMap { old.row(at: $0) }
        guard !deleted.isEmpty else { return }
        let inserted = stage.insertedRows.prefix(limit).compactMap { stage.snapshot.row(at: $0) }
        for insert in inserted {
            for delete in deleted { checkEqualImpliesSameHash(delete, insert) }
        }
    }
}
