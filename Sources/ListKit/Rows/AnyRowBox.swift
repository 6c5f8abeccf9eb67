import Foundation

/// The erased rows of a ``RowRun``: what ``AnyRow`` holds a reference to, with the row's index in it.
///
/// A box answers only what the diff and the adapters ask: identity, content comparison, configure, and the behaviour,
/// which it gives out whole (``RowBehaviour``). The typed class says how: ``kind`` is that class itself, whose static
/// functions (``RowBoxKind``) are its typed operations, so that no method of this class exists only to be overridden.
/// The subclass is final and nothing is written after its initializer, so a box is immutable and can cross actors.
@usableFromInline
class AnyRowBox: @unchecked Sendable {
    /// The box's own class, as the operations it implements.
    @usableFromInline final let kind: any RowBoxKind.Type
    /// Whether rows of the box may have behaviour (hence a height): `false` means certainly not, which is most boxes.
    /// Kept here, so that the diff passes over rows without behaviour with a load, without a call.
    @usableFromInline final let mayHaveBehaviour: Bool
    /// The tag of the rows' rule (``ModelRule/tag``).
    @usableFromInline final let ruleTag: UInt8
    /// Whether the box derives its rows' ids from the models rather than keeping them: two boxes of one class and one
    /// rule that both do compare ids and content in one call.
    @usableFromInline final let derivesIDs: Bool
    /// Where the models lie: the start of their storage and the distance between two (``address(of:)``). Written by
    /// the initializers only (a row made on its own lies in its box, whose address is known last): read unchecked.
    @exclusivity(unchecked) @usableFromInline final var modelAddresses: (base: UnsafeRawPointer?, stride: Int)
    /// The rows' comparison, taking two models of the box's model type by address.
    @usableFromInline
    final let compareAddresses: @Sendable (UnsafeRawPointer, UnsafeRawPointer, RowComparison) -> RowComparison

    // What the diff reads is here, in this class that is not generic, at fixed offsets: a generic class's fields are
    // found through its metadata, and the diff reads them for every pair of rows.

    /// A box of the class `kind` for rows of `models` and `rule`, which keeps its rows' ids exactly when `keepsIDs`.
    @inlinable
    init<Model>(
        kind: any RowBoxKind.Type, models: [Model], rule: ModelRule<Model>, keepsIDs: Bool, mayHaveBehaviour: Bool
    ) {
        self.kind = kind
        self.mayHaveBehaviour = mayHaveBehaviour
        (ruleTag, derivesIDs, compareAddresses) = (rule.tag, !keepsIDs, rule.compare)
        modelAddresses = AnyRowBox.addresses(of: models)
    }

    /// The hash of a row's identity, (cell type, id), from the id's own `hashValue`: computed once, when the row is
    /// made (a snapshot is diffed twice, as the new one and then as the old one), so that the diff hashes nothing.
    ///
    /// The cell type is mixed in with one multiplication rather than a second pass of `Hasher`: the id's hash is
    /// already seeded and spread by `Hasher`, so rows of two cell types that share an id hash apart. Ids of different
    /// types are different identities (`Int8(5)` is not `5`): the rows' comparison tells them apart whatever their
    /// hashes. `Int` arithmetic throughout (wrapping), so the mix is right on 32-bit platforms too.
    ///
    /// - Complexity: O(1).
    @inlinable
    static func keyHash(cellType: AnyClass, idHash: Int) -> Int {
        // An odd constant (the 64 bits of the golden ratio, truncated on 32-bit platforms) spreads the class's address,
        // whose low bits are zero by alignment, over every bit the diff's hash table reads.
        let spread = Int(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
        return idHash ^ (Int(bitPattern: ObjectIdentifier(cellType)) &* spread)
    }

    /// Debug builds (`LISTKIT_INTERNAL_CHECKS`): reports a row whose id's hash is not the one it was made with
    /// (``ListKitDiagnostics``). Not inlinable, so that the check follows ListKit's build flags, not the caller's.
    @usableFromInline
    static func checkKeyHashes(of rows: some Collection<AnyRow>) {
        #if LISTKIT_INTERNAL_CHECKS
        for row in rows {
            let id = row.box.id(at: row.index)
            HashableChecks.checkStableHash(
                of: AnyHashable(id), first: row.keyHash,
                second: keyHash(cellType: row.box.kind.cellType, idHash: id.hashValue))
        }
        #endif
    }

    /// The id of the row at `index`, as its own type.
    final func id(at index: Int) -> any Hashable & Sendable { kind.id(in: self, at: index) }

    /// Which of `wanted` the row at `index` shares with `other`'s row at `otherIndex`: identity (the same cell type,
    /// ids of one type that are `==`) and content (the same cell type, models that the row's rule finds `==`).
    ///
    /// The diff asks it of two rows whose hashes are equal, in one call for both parts.
    ///
    /// - Complexity: O(1), plus the id's and the model's `==`.
    final func comparison(
        at index: Int, with other: AnyRowBox, at otherIndex: Int, wanted: RowComparison = [.identity, .content]
    ) -> RowComparison {
        // A box of another class has another cell type (or, made from closures, model type): different rows. One
        // class has one model type, so `compareAddresses` reads both boxes' models.
        guard ObjectIdentifier(kind) == ObjectIdentifier(other.kind) else { return [] }
        let lhs = address(of: index)
        let rhs = other.address(of: otherIndex)
        // Ids that follow from the models by one rule: one call compares both.
        if derivesIDs, other.derivesIDs, ruleTag == other.ruleTag { return compareAddresses(lhs, rhs, wanted) }
        let content = compareAddresses(lhs, rhs, wanted.intersection(.content)).intersection(.content)
        guard wanted.contains(.identity) else { return content }
        let sameID =
            (self === other && index == otherIndex)
            || idsOfOneTypeEqual(id(at: index), other.id(at: otherIndex)) == true
        return sameID ? content.union(.identity) : content
    }

    /// Whether the row at `index` has the same identity as `other`'s row at `otherIndex`.
    final func hasSameIdentity(at index: Int, as other: AnyRowBox, at otherIndex: Int) -> Bool {
        comparison(at: index, with: other, at: otherIndex, wanted: .identity).contains(.identity)
    }

    /// The behaviour of the row at `index` with its model given to each handler, or `nil` when it has none.
    ///
    /// - Complexity: O(1) for a row without behaviour; otherwise it binds each handler (a closure each).
    final func behaviour(at index: Int) -> RowBehaviour<Void>? {
        mayHaveBehaviour ? kind.behaviour(in: self, at: index) : nil
    }
}

/// The typed operations of one class of box, as static functions of the class: what ``AnyRowBox`` calls through its
/// ``AnyRowBox/kind``. Each is given a box of the class itself (the box it was called through).
@usableFromInline
protocol RowBoxKind {
    /// The type of the cell that shows the rows.
    static var cellType: AnyClass { get }
    /// The identifier the cell is registered and dequeued with.
    @MainActor static func reuseIdentifier(of box: AnyRowBox) -> String
    /// The id of the row at `index`, as its own type.
    static func id(in box: AnyRowBox, at index: Int) -> any Hashable & Sendable
    /// The model of the row at `index`.
    static func model(in box: AnyRowBox, at index: Int) -> any Sendable
    /// Shows the row at `index` in `cell`.
    @MainActor static func configure(_ cell: AnyObject, from box: AnyRowBox, at index: Int)
    /// The behaviour of the row at `index` with its model given to each handler, or `nil` when it has none.
    static func behaviour(in box: AnyRowBox, at index: Int) -> RowBehaviour<Void>?
}
