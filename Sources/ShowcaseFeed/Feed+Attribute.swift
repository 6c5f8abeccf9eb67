extension Feed {
    /// A key/value fact about the profile, such as `Location: Hanoi`.
    public struct Attribute: Codable, Sendable, Hashable, Identifiable {
        /// The label, unique in a feed.
        public var key: String

        /// The value.
        public var value: String

        /// The key, which identifies the attribute.
        public var id: String {
            key
        }

        /// Creates an attribute.
        ///
        /// - Parameters:
        ///   - key: The label, unique in a feed.
        ///   - value: The value.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }
}
