import Foundation
import ListKitNetworking
import ShowcaseFeed
import Testing

@Suite("APIClient with file URLs", .timeLimit(.minutes(10)))
struct APIClientFileTests {
    /// A fresh directory holding `feed.json` with `contents`.
    private func directory(with contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: directory.appendingPathComponent("feed.json"))
        return directory
    }

    @Test("A file URL loads and decodes, with no status to check")
    func fileURLDecodes() async throws {
        let directory = try directory(with: Feed.sparseSampleJSON)
        defer { try? FileManager.default.removeItem(at: directory) }
        let feed = try await APIClient(baseURL: directory).get(Feed.self, from: "feed.json")
        #expect(feed.name == "New User")
        #expect(feed.friends.isEmpty)
    }

    @Test("A missing file is a transport error naming the file")
    func missingFileThrowsTransport() async throws {
        let directory = try directory(with: "{}")
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = APIClient(baseURL: directory)
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "other.json") }
        guard case .transport(_, let url, _) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect(url.lastPathComponent == "other.json")
    }

    @Test("A file with a missing required key is a decoding error naming the key")
    func missingKeyNamesKey() async throws {
        let directory = try directory(with: #"{"friends": []}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = APIClient(baseURL: directory)
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "feed.json") }
        guard case .decoding(let path, let description, _) = error else {
            Issue.record("expected decoding, got \(String(describing: error))")
            return
        }
        #expect(path == "name")
        #expect(description.contains("Missing key 'name' at name"))
    }

    @Test("A file base never reads outside its directory: .. is rejected before anything is read")
    func dotDotAboveDirectoryIsRejected() async throws {
        let directory = try directory(with: "{}")
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = directory.deletingLastPathComponent().appendingPathComponent("secret-\(UUID().uuidString).json")
        try Data(#"{"name": "secret"}"#.utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        let client = APIClient(baseURL: directory)
        for path in [
            "../\(secret.lastPathComponent)", "%2e%2e/\(secret.lastPathComponent)", "..%2F\(secret.lastPathComponent)",
        ] {
            let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: path) }
            guard case .invalidURL(path, _, _) = error else {
                Issue.record("expected invalidURL for \(path), got \(String(describing: error))")
                continue
            }
        }
    }

    @Test("A symbolic link that leads out of the directory is rejected; one that stays inside is followed")
    func symbolicLinkOutOfDirectoryIsRejected() async throws {
        let directory = try directory(with: Feed.sparseSampleJSON)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outside = try self.directory(with: Feed.sampleJSON)
        defer { try? FileManager.default.removeItem(at: outside) }
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(
            at: directory.appendingPathComponent("out.json"),
            withDestinationURL: outside.appendingPathComponent("feed.json"))
        try fileManager.createSymbolicLink(at: directory.appendingPathComponent("sub"), withDestinationURL: outside)
        try fileManager.createSymbolicLink(
            at: directory.appendingPathComponent("in.json"),
            withDestinationURL: directory.appendingPathComponent("feed.json"))
        let client = APIClient(baseURL: directory)
        for path in ["out.json", "sub/feed.json"] {
            let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: path) }
            guard case .invalidURL(path, _, let reason) = error else {
                Issue.record("expected invalidURL for \(path), got \(String(describing: error))")
                continue
            }
            #expect(reason.hasPrefix("it leads through a symbolic link out of the base directory"))
        }
        #expect(try await client.get(Feed.self, from: "in.json").name == "New User")
    }

    @Test("A file larger than the size limit is not read")
    func fileLargerThanLimitIsNotRead() async throws {
        let directory = try directory(with: String(repeating: " ", count: 5_000) + "{}")
        defer { try? FileManager.default.removeItem(at: directory) }
        var client = APIClient(baseURL: directory)
        client.maximumBodySize = 1_000
        let error = await #expect(throws: APIError.self) { try await client.data(from: "feed.json") }
        guard case .bodyTooLarge(1_000, _, let progress) = error else {
            Issue.record("expected bodyTooLarge, got \(String(describing: error))")
            return
        }
        #expect(progress.expectedBodyBytes == 5_002)
        #expect(progress.receivedBodyBytes == 0)
        #expect(
            error?.description.hasSuffix("is larger than the client's maximumBodySize of 1,000 bytes (5,002 bytes).")
                == true)
        client.maximumBodySize = 5_002
        #expect(try await client.data(from: "feed.json").count == 5_002)
    }

    @Test("A file that is not JSON: the message says it is a file, its size and its first bytes")
    func notJSONFileSaysFirstBytes() async throws {
        let directory = try directory(with: "name: Tram\nfriends: []\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = APIClient(baseURL: directory)
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "feed.json") }
        #expect(error?.description.hasSuffix("The body (a file, 23 bytes): name: Tram friends: []") == true)
    }
}
