/// A photo of the photos screen's library: a caption, the month it was taken in, and whether it is a favourite.
struct Photo: Identifiable, Equatable, Sendable {
    let id: Int
    let caption: String
    /// The month the photo was taken in, as the section's header says it (`"October 2026"`).
    let month: String
    var isFavourite: Bool
}

/// The photos screen's library: eighteen photos over three months, made from fixed lists, so that frames and tests
/// see the same grid every run.
enum PhotoLibrary {
    /// The months, oldest first, as the sections show them.
    static let months = ["September 2026", "October 2026", "November 2026"]

    /// Every photo, month by month; six are favourites. Some captions are long enough to wrap in a column of the
    /// grid, so that lines of the grid differ in height.
    static let all: [Photo] = captions.enumerated().map { index, caption in
        Photo(
            id: index + 1, caption: caption, month: months[index / (captions.count / months.count)],
            isFavourite: favourites.contains(index))
    }

    /// The indices of the favourites among ``captions``.
    private static let favourites: Set<Int> = [0, 4, 8, 9, 13, 17]

    private static let captions = [
        "Harbour", "Gulls", "Old lighthouse at low tide", "Pier", "Dunes", "Tide pools",
        "Orchard", "Apples", "Cider press", "Fog over the valley at dawn", "Barn", "Geese",
        "First frost", "Market", "Chestnuts", "Lanterns", "Station in the rain", "Tram",
    ]
}
