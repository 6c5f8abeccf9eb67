extension Feed {
    /// A friend: a picture and a name.
    public struct Friend: Codable, Sendable, Hashable, Identifiable {
        /// The friend's identity, stable across loads.
        public var id: Int

        /// The display name.
        public var name: String

        /// The name of the picture, as an app's asset catalog knows it.
        public var imageName: String

        /// Creates a friend.
        ///
        /// - Parameters:
        ///   - id: The friend's identity.
        ///   - name: The display name.
        ///   - imageName: The name of the picture.
        public init(id: Int, name: String, imageName: String) {
            self.id = id
            self.name = name
            self.imageName = imageName
        }
    }
}
