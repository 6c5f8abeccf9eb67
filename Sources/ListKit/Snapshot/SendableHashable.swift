/// An `AnyHashable` made only from `Sendable` values, so that it may cross actors.
///
/// `AnyHashable` itself is not `Sendable` because it may hold anything; every initializer of ListKit that takes an
/// identity requires `Hashable & Sendable`, and this wrapper records that promise.
struct SendableHashable: Hashable, @unchecked Sendable {
    let base: AnyHashable

    init(_ value: some Hashable & Sendable) {
        base = AnyHashable(value)
    }
}

/// An identity with its hash taken once, when the key is made, for the sets and tables of identities that outlive
/// one expression (sections' ids, expanded rows).
///
/// Swift's `Set` and `Dictionary` hash their elements again when they grow, and stop the program ("Duplicate keys of
/// type … were found") when an identity's `Hashable` conformance is broken: a hash that changes from call to call, or
/// `==` between values that hash differently. A `StableKey` hashes as its first hash, and two keys are equal only when
/// those hashes are equal and the identities are `==`, so such an identity is at worst not found again; it never
/// stops the program. Debug builds report the broken conformance (``ListKitDiagnostics``).
struct StableKey: Hashable, Sendable {
    /// The identity.
    let identity: SendableHashable
    /// The identity's hash when the key was made.
    let hash: Int

    init(_ identity: SendableHashable) {
        self.identity = identity
        hash = identity.hashValue
        #if LISTKIT_INTERNAL_CHECKS
        HashableChecks.checkStableHash(of: identity.base, first: hash, second: identity.hashValue)
        #endif
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func == (lhs: StableKey, rhs: StableKey) -> Bool {
        lhs.hash == rhs.hash && lhs.identity == rhs.identity
    }
}
