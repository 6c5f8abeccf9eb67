import Foundation
import ListKitNetworking
import Testing

@Suite("APIClient URLs", .timeLimit(.minutes(10)))
struct APIClientURLTests {
    @Test(
        "Paths resolve against the base URL as a directory",
        arguments: [
            ("https://host/v1", "feed.json", "https://host/v1/feed.json"),
            ("https://host/v1/", "feed.json", "https://host/v1/feed.json"),
            ("https://host/v1", "/feed.json", "https://host/v1/feed.json"),
            ("https://host", "items?page=2", "https://host/items?page=2"),
            ("https://host/v1/", "users/7/friends", "https://host/v1/users/7/friends"),
        ]
    )
    func pathResolvesAgainstBaseDirectory(base: String, path: String, expected: String) throws {
        let client = APIClient(baseURL: try #require(URL(string: base)))
        #expect(try client.url(for: path).absoluteString == expected)
    }
}
