import Foundation
import ListKitNetworking
import ShowcaseFeed
import Testing

@Suite("Feed", .timeLimit(.minutes(10)))
struct FeedTests {
    @Test("The sample document decodes with every section filled")
    func sampleJSONDecodes() throws {
        let feed = try JSONDecoder().decode(Feed.self, from: Data(Feed.sampleJSON.utf8))
        #expect(feed.friends.count == 3)
        #expect(feed.attributes.map(\.key) == ["Location", "Job", "Joined"])
        #expect(feed.email == "tram.ho@example.com")
        #expect(feed.bio?.hasPrefix("Lorem Ipsum") == true)
        #expect(feed.bio?.contains("\n") == false)
        #expect(!feed.about.isEmpty)
    }

    @Test("The sparse document decodes with empty and missing parts")
    func sparseSampleJSONHasEmptyParts() throws {
        let feed = try JSONDecoder().decode(Feed.self, from: Data(Feed.sparseSampleJSON.utf8))
        #expect(feed.friends.isEmpty)
        #expect(feed.attributes.isEmpty)
        #expect(feed.email == nil)
    }

    @Test("Only the name is required; missing lists are empty")
    func minimalDocumentDecodes() throws {
        let feed = try JSONDecoder().decode(Feed.self, from: Data(#"{"name": "A"}"#.utf8))
        #expect(feed == Feed(name: "A"))
    }

    @Test("A feed survives encoding and decoding")
    func roundTrip() throws {
        let feed = try JSONDecoder().decode(Feed.self, from: Data(Feed.sampleJSON.utf8))
        let decoded = try JSONDecoder().decode(Feed.self, from: JSONEncoder().encode(feed))
        #expect(decoded == feed)
    }
}
