/// Someone in the third article's people list.
struct Person: Identifiable, Hashable, Sendable {
    var id: String { name }
    var name: String
    var city: String

    /// The people the screen lists.
    static let all = [
        Person(name: "Ada Lovelace", city: "London"),
        Person(name: "Grace Hopper", city: "New York"),
        Person(name: "Alan Turing", city: "Manchester"),
        Person(name: "Katherine Johnson", city: "Hampton"),
        Person(name: "Edsger Dijkstra", city: "Eindhoven"),
        Person(name: "Barbara Liskov", city: "Boston"),
        Person(name: "Donald Knuth", city: "Stanford"),
        Person(name: "Margaret Hamilton", city: "Cambridge"),
        Person(name: "Tim Berners-Lee", city: "Geneva"),
        Person(name: "Frances Allen", city: "Peru, New York"),
        Person(name: "John Backus", city: "Philadelphia"),
        Person(name: "Radia Perlman", city: "Portsmouth, Virginia"),
        Person(name: "Ken Thompson", city: "New Orleans"),
        Person(name: "Hedy Lamarr", city: "Vienna"),
    ]
}
