/// A profile-like feed: the content of a screen with a section per kind of data.
///
/// It matches the screen of the MVVM reference article: an "about" text (a label cell), friends with a picture and a
/// name (an image-and-label cell), key/value attributes, an email address, and a long biography that expands when
/// tapped. Any part may be missing or empty in the JSON; a screen then hides its section.
///
/// ```swift
/// let feed = try await client.get(Feed.self, from: "feed.json")
/// ```
///
/// ``sampleJSON`` is a complete document and ``sparseSampleJSON`` one whose optional parts are empty, both as
/// strings so that an app or a test can serve them without bundle resources.
public struct Feed: Codable, Sendable, Equatable {
    /// The profile's display name.
    public var name: String

    /// A short text about the profile; empty when there is none.
    public var about: String

    /// The profile's friends, in display order.
    public var friends: [Friend]

    /// Key/value facts such as the location or the job, in display order.
    public var attributes: [Attribute]

    /// The email address, if the profile shows one.
    public var email: String?

    /// A long biography, shown collapsed to its first lines until expanded; `nil` when there is none.
    public var bio: String?

    /// Creates a feed.
    ///
    /// - Parameters:
    ///   - name: The profile's display name.
    ///   - about: A short text about the profile; empty when there is none.
    ///   - friends: The profile's friends.
    ///   - attributes: Key/value facts.
    ///   - email: The email address, if any.
    ///   - bio: A long biography, if any.
    public init(
        name: String,
        about: String = "",
        friends: [Friend] = [],
        attributes: [Attribute] = [],
        email: String? = nil,
        bio: String? = nil
    ) {
        self.name = name
        self.about = about
        self.friends = friends
        self.attributes = attributes
        self.email = email
        self.bio = bio
    }

    private enum CodingKeys: String, CodingKey {
        case name, about, friends, attributes, email, bio
    }

    /// Decodes a feed; only `name` is required, and a missing list is empty.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when `name` is missing or a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        about = try container.decodeIfPresent(String.self, forKey: .about) ?? ""
        friends = try container.decodeIfPresent([Friend].self, forKey: .friends) ?? []
        attributes = try container.decodeIfPresent([Attribute].self, forKey: .attributes) ?? []
        email = try container.decodeIfPresent(String.self, forKey: .email)
        bio = try container.decodeIfPresent(String.self, forKey: .bio)
    }
}
