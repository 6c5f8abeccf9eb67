import Foundation

/// A user in the fourth article's feed: a picture and a name.
struct FeedUser: Identifiable, Hashable, Sendable {
    var id: String { name }
    var name: String
    var imageName: String
}

/// A warning shown in its own kind of cell: a second cell type for a `String`, next to messages.
struct Warning: Hashable, Sendable {
    var text: String
}
