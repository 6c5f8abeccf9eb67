/// An `AnyHashable` made only from `Sendable` values, so that it may cross actors.
///
/// `AnyHashable` itself is not `Sendable` because it may hold anything; every initializer of ListKit that takes an
/// identity requires `Hashable & Sendable`, and this wrapper records that promise.
struct SendableHashable: Hashable, @unchecked Sendable {
    let base: AnyHashable

    init(_ value: some Hashable & Sendable) {
        base = AnyHashable(value)
    }

    /// Wraps `value`, which the caller knows to hold a `Sendable` value (one that came through the other
    /// initializer).
    init(knownSendable value: any Hashable) {
        base = AnyHashable(value)
    }
}
