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

    @Test("A path with a scheme is an absolute URL")
    func test_absolutePath_isKept() throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://host/v1/")))
        #expect(try client.url(for: "https://other/x.json").absoluteString == "https://other/x.json")
    }

    @Test("A path that is not a URL is an invalidURL error")
    func test_invalidPath_throwsInvalidURL() throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://host/")))
        let error = #expect(throws: APIError.self) { try client.url(for: "http://[::1") }
        guard case .invalidURL(let path, _) = error else {
            Issue.record("expected invalidURL, got \(String(describing: error))")
            return
        }
        #expect(path == "http://[::1")
        #expect(error?.description == "Cannot make a URL from the path \"http://[::1\" relative to https://host/.")
    }
}
