/// A film in the third article's films list.
struct Film: Identifiable, Hashable, Sendable {
    var id: String { title }
    var title: String
    var year: Int

    /// The films the screen lists.
    static let all = [
        Film(title: "Metropolis", year: 1927),
        Film(title: "2001: A Space Odyssey", year: 1968),
        Film(title: "WarGames", year: 1983),
        Film(title: "Sneakers", year: 1992),
        Film(title: "The Matrix", year: 1999),
        Film(title: "Hidden Figures", year: 2016),
    ]
}
