/// The second article's card: a picture, a text and a button. The button's tap is an event of the cell
/// (``CardCell/Event``), handled by the row, so the card holds no closure and keeps its synthesized `==`.
struct Card: Identifiable, Equatable, Sendable {
    let id: String
    var text: String
    var imageName: String
    var likes: Int
}
