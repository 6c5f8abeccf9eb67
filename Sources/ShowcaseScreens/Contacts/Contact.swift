import ListKit

/// A person in the contacts screen's address book.
struct Contact: Identifiable, Hashable, Sendable {
    let id: Int
    let name: String

    /// The letter the contact is filed under.
    var initial: String {
        name.first.map { String($0).uppercased() } ?? "#"
    }
}

/// The contacts screen's source: a fixed, sorted address book of sixty names, served in pages of twenty, as a
/// paged API would serve it. Deterministic, so frames and tests see the same rows every run.
struct ContactBook: Sendable {
    /// How many contacts a page holds.
    static let pageSize = 20

    /// Every contact, sorted by name.
    static let all: [Contact] = names.sorted().enumerated().map { Contact(id: $0.offset + 1, name: $0.element) }

    /// The page after `cursor` (the index of its first contact; `nil` for the first page).
    static func page(after cursor: Int?) -> ListPage<Contact, Int> {
        let start = cursor ?? 0
        let end = min(start + pageSize, all.count)
        return ListPage(items: Array(all[start..<end]), nextCursor: end < all.count ? end : nil)
    }

    private static let names = [
        "Ada Lovelace", "Alan Turing", "Anita Borg", "Annie Easley", "Barbara Liskov", "Bjarne Stroustrup",
        "Brian Kernighan", "Butler Lampson", "Carol Shaw", "Charles Babbage", "Chris Lattner", "Claude Shannon",
        "Dennis Ritchie", "Donald Knuth", "Dorothy Vaughan", "Edsger Dijkstra", "Elizabeth Feinler", "Erna Hoover",
        "Frances Allen", "Fred Brooks", "Grace Hopper", "Guido van Rossum", "Hedy Lamarr", "Ivan Sutherland",
        "Jean Bartik", "Jean Sammet", "John Backus", "John McCarthy", "Joan Clarke", "Karen Spärck Jones",
        "Katherine Johnson", "Ken Thompson", "Leslie Lamport", "Linus Torvalds", "Lynn Conway", "Margaret Hamilton",
        "Mary Kenneth Keller", "Mary Jackson", "Niklaus Wirth", "Radia Perlman", "Rasmus Lerdorf", "Richard Hamming",
        "Robin Milner", "Rózsa Péter", "Shafi Goldwasser", "Sophie Wilson", "Steve Wozniak", "Susan Kare",
        "Tim Berners-Lee", "Tony Hoare", "Ursula Martin", "Vint Cerf", "Whitfield Diffie", "Xavier Leroy",
        "Yukihiro Matsumoto", "Adele Goldberg", "Evelyn Berezin", "Gladys West", "Hal Abelson", "Kathleen Booth",
    ]
}
