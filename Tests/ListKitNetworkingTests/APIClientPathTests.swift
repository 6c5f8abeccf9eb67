import Foundation
import ListKitNetworking
import Testing

/// The rule of `APIClient.url(for:)`: every path stays under the base URL.
@Suite("APIClient keeps paths under the base URL", .timeLimit(.minutes(10)))
struct APIClientPathTests {
    private let base = "http://127.0.0.1:8080/api/v1"

    /// The error of resolving `path` against `base`, or `nil` (with an issue recorded) when it resolves.
    private func rejection(_ path: String, base: String? = nil) throws -> APIError? {
        let client = APIClient(baseURL: try #require(URL(string: base ?? self.base)))
        return #expect(throws: APIError.self, "\(path) resolved") { try client.url(for: path) }
    }

    @Test(
        "A path whose .. climbs above the base path is rejected, percent-encoded or not",
        arguments: [
            "../secret.json", "../../../../etc/passwd", "a/../../secret.json", "%2e%2e/secret.json",
            "%2E%2E/secret.json", ".%2e/secret.json", "%2e./secret.json", "/../secret.json", "..", "a/b/../../..",
            "../v1/feed.json",
        ]
    )
    func climbingDotDotIsRejected(path: String) throws {
        let error = try rejection(path)
        #expect(
            error?.description.contains("climbs above the base path /api/v1/") == true, "\(String(describing: error))")
    }

    @Test(
        "An absolute URL is rejected",
        arguments: [
            "http://evil.example/x", "https://other/x.json", "file:///etc/passwd", "file:/etc/passwd", "mailto:a@b",
            "javascript:alert(1)", "HTTP://evil.example/x", "/http://evil.example/x", "http://[::1",
        ]
    )
    func absoluteURLIsRejected(path: String) throws {
        let error = try rejection(path)
        #expect(error?.description.contains("is an absolute URL") == true, "\(String(describing: error))")
    }

    @Test("A //host path is rejected", arguments: ["//evil.example/x", "///evil.example/x", "////x"])
    func networkPathIsRejected(path: String) throws {
        let error = try rejection(path)
        #expect(error?.description.contains("names another host") == true, "\(String(describing: error))")
    }

    @Test(
        "A backslash is rejected, raw or percent-encoded",
        arguments: ["..\\secret.json", "a\\b", "a%5cb", "%5C%5Cevil"])
    func backslashIsRejected(path: String) throws {
        let error = try rejection(path)
        #expect(error?.description.contains("backslash") == true, "\(String(describing: error))")
    }

    @Test(
        "An encoded slash or NUL in a segment is rejected",
        arguments: ["..%2fsecret.json", "..%2F..%2Fetc%2Fpasswd", "a%2Fb", "feed.json%00.png"]
    )
    func encodedSeparatorIsRejected(path: String) throws {
        let error = try rejection(path)
        #expect(error?.description.contains("encodes") == true, "\(String(describing: error))")
    }

    @Test(
        "A dot segment in disguise is rejected",
        arguments: ["..;/secret.json", "a/..;x/b", ".;/x", "...", "a/.. /b", "%2e%2e%20/x"]
    )
    func disguisedDotSegmentIsRejected(path: String) throws {
        let error = try rejection(path)
        #expect(error?.description.contains("some servers read as") == true, "\(String(describing: error))")
    }

    @Test("A control character is rejected", arguments: ["a\nb", "feed.json\r\nX-Evil: 1", "a\u{0}b", "a\u{7F}"])
    func controlCharacterIsRejected(path: String) throws {
        let error = try rejection(path)
        #expect(error?.description.contains("control character") == true, "\(String(describing: error))")
    }

    @Test(
        "Dot segments that stay inside the base path are normalised",
        arguments: [
            ("a/../b.json", "http://127.0.0.1:8080/api/v1/b.json"),
            ("./feed.json", "http://127.0.0.1:8080/api/v1/feed.json"),
            ("a/./b/../c", "http://127.0.0.1:8080/api/v1/a/c"),
            ("a/%2e%2e/b", "http://127.0.0.1:8080/api/v1/b"),
            ("%2E/feed.json", "http://127.0.0.1:8080/api/v1/feed.json"),
            ("a//b", "http://127.0.0.1:8080/api/v1/a/b"),
            ("a/b/", "http://127.0.0.1:8080/api/v1/a/b/"),
            ("a/..", "http://127.0.0.1:8080/api/v1/"),
            ("", "http://127.0.0.1:8080/api/v1/"),
            ("?page=2", "http://127.0.0.1:8080/api/v1/?page=2"),
            ("a/../b?x=../../y", "http://127.0.0.1:8080/api/v1/b?x=../../y"),
            ("users/a:b", "http://127.0.0.1:8080/api/v1/users/a:b"),
        ]
    )
    func insideDotSegmentsAreNormalised(path: String, expected: String) throws {
        let client = APIClient(baseURL: try #require(URL(string: base)))
        #expect(try client.url(for: path).absoluteString == expected)
    }

    @Test(
        "Characters a URL cannot hold are percent-encoded; escapes are kept as written",
        arguments: [
            ("my feed.json", "https://host/v1/my%20feed.json"),
            ("search?q=a b&lang=vi", "https://host/v1/search?q=a%20b&lang=vi"),
            ("100%.json", "https://host/v1/100%25.json"),
            ("a%2Cb.json", "https://host/v1/a%2Cb.json"),
            ("caf\u{E9}.json", "https://host/v1/caf%C3%A9.json"),
            ("feed.json#top", "https://host/v1/feed.json#top"),
        ]
    )
    func unsafeCharactersAreEncoded(path: String, expected: String) throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://host/v1/")))
        #expect(try client.url(for: path).absoluteString == expected)
    }

    @Test("The base URL's query comes first, then the path's")
    func baseQueryIsKept() throws {
        let client = APIClient(baseURL: try #require(URL(string: "https://host/v1?api_key=K")))
        #expect(try client.url(for: "feed.json?page=2").absoluteString == "https://host/v1/feed.json?api_key=K&page=2")
        #expect(try client.url(for: "feed.json").absoluteString == "https://host/v1/feed.json?api_key=K")
    }

    @Test(
        "With a file base, .. cannot leave the directory",
        arguments: ["../secret.json", "%2e%2e/secret.json", "a/../../x"])
    func fileBaseDotDotIsRejected(path: String) throws {
        let error = try rejection(path, base: "file:///tmp/listkit/feeds")
        #expect(error?.description.contains("climbs above the base path /tmp/listkit/feeds/") == true)
    }

    @Test("With a file base, a path inside resolves to a file in the directory")
    func fileBaseInsidePathResolves() throws {
        let client = APIClient(baseURL: URL(fileURLWithPath: "/tmp/listkit/feeds", isDirectory: true))
        let url = try client.url(for: "sub/../feed.json")
        #expect(url.isFileURL)
        #expect(url.path == "/tmp/listkit/feeds/feed.json")
    }

    @Test("The error names the rule, the path and the base URL")
    func rejectionDescribesWhatAndWhy() throws {
        let error = try rejection("../secret.json")
        #expect(
            error?.description
                == "Cannot make a URL from the path \"../secret.json\" relative to http://127.0.0.1:8080/api/v1: "
                + "\"..\" at segment 1 climbs above the base path /api/v1/ (a path must stay under the base URL).")
    }
}
