/// An episode of a podcast, as the home screen shows it: in a carousel to go on with or to discover, and in the list
/// of what was played.
struct Episode: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
    let show: String
    /// The minutes left to play.
    let minutesLeft: Int
}

/// The home screen's catalogue: fixed lists, so that frames and tests see the same screen every run.
enum EpisodeCatalogue {
    /// The episodes to go on with, most recent first.
    static let continueListening: [Episode] = [
        ("Tides and moons", "Coastlines"), ("The lighthouse keepers", "Coastlines"), ("Sourdough", "Slow Kitchen"),
        ("Cider", "Slow Kitchen"), ("Night trains", "Rails"), ("The last tram", "Rails"),
        ("Mapping fog", "Weather Desk"), ("First frost", "Weather Desk"),
    ].enumerated().map { index, episode in
        Episode(id: index + 1, title: episode.0, show: episode.1, minutesLeft: 5 + (index * 7) % 40)
    }

    /// New shows' first episodes.
    static let newShows: [Episode] = [
        ("Pilot", "Bridges"), ("Episode 1", "Moss"), ("Hello", "Small Engines"), ("Welcome", "Deep Field"),
        ("Part one", "Lantern Hour"), ("Start here", "Kites"), ("Intro", "Salt Roads"), ("Begin", "Quiet Hours"),
        ("Opening", "Glasswork"), ("One", "Paper Boats"),
    ].enumerated().map { index, episode in
        Episode(id: 100 + index + 1, title: episode.0, show: episode.1, minutesLeft: 20 + (index * 11) % 30)
    }

    /// What was played before the screen opened, most recent first.
    static let recentlyPlayed: [Episode] = [
        Episode(id: 201, title: "Harbour lights", show: "Coastlines", minutesLeft: 0),
        Episode(id: 202, title: "Bread and time", show: "Slow Kitchen", minutesLeft: 0),
        Episode(id: 203, title: "Sleeper cars", show: "Rails", minutesLeft: 0),
        Episode(id: 204, title: "Sea fog", show: "Weather Desk", minutesLeft: 0),
        Episode(id: 205, title: "The ferryman", show: "Coastlines", minutesLeft: 0),
    ]
}
