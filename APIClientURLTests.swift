import Foundation
import ListKitNetworking
import Testing

@Suite("APIClient URLs")
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
    func test_pathResolvesAgainstBaseDirectory(base: String, path: String, expected: String) throws {
        let client = APIClient(baseURL: try #require(URL(string: base)))
        #expect(try client.url(for: path).absoluteString == expected)
    }

    @Test("A path that is not a URL is an invalidURL error")
    func test_invalidPath_throwsInvalidURL() throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://host/")))
        let error = #expect(throws: APIError.self) { try client.url(for: "a b|c") }
        guard case .invalidURL(let path, _) = error else {
            Issue.record("expected invalidURL, got \(String(describing: error))")
            return
        }
        #expect(path == "a b|c")
        #expect(error?.description == "Cannot make a URL from the path \"a b|c\" relative to https://host/.")
    }
}
