/// A move from an index in the state before an update to an index in the state after it.
public struct Move<Index> {
    /// Where the element is before the update.
    public var from: Index
    /// Where the element is after the update.
    public var to: Index

    /// Creates a move.
    public init(from: Index, to: Index) {
        self.from = from
        self.to = to
    }
}

extension Move: Equatable where Index: Equatable {}
extension Move: Hashable where Index: Hashable {}
extension Move: Sendable where Index: Sendable {}

extension Move: CustomStringConvertible {
    /// `from -> to`.
    public var description: String {
        "\(from) -> \(to)"
    }
}
