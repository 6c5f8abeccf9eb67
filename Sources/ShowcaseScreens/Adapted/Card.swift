/// The second article's card: a picture, a text and a button. Its action is behaviour, not content: it takes no
/// part in equality, so a new closure never reconfigures the cell, and the newest one is always the one called.
struct Card: Identifiable, Equatable, Sendable {
    let id: String
    var text: String
    var imageName: String
    var likes: Int
    var onLike: @MainActor @Sendable () -> Void

    static func == (lhs: Card, rhs: Card) -> Bool {
        lhs.id == rhs.id && lhs.text == rhs.text && lhs.imageName == rhs.imageName && lhs.likes == rhs.likes
    }
}
