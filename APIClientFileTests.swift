import Foundation
import ListKitNetworking
import Testing

@Suite("APIClient with file URLs")
struct APIClientFileTests {
    /// A fresh directory holding `feed.json` with `contents`.
    private func directory(with contents: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: directory.appendingPathComponent("feed.json"))
        return directory
    }

    @Test("A file URL loads and decodes, with no status to check")
    func test_fileURL_decodes() async throws {
        let directory = try directory(with: Feed.sparseSampleJSON)
        defer { try? FileManager.default.removeItem(at: directory) }
        let feed = try await APIClient(baseURL: directory).get(Feed.self, from: "feed.json")
        #expect(feed.name == "New User")
        #expect(feed.friends.isEmpty)
    }

    @Test("A missing file is a transport error naming the file")
    func test_missingFile_throwsTransport() async throws {
        let directory = try directory(with: "{}")
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = APIClient(baseURL: directory)
        let error = await #expect(throws: APIError.self) { try await client.get(Feed.self, from: "other.json") }
        guard case .transport(_, let url) = error else {
            Issue.record("expected transport, got \(String(describing: error))")
            return
        }
        #expect(url.lastPathComponent == "other.json")
    }

    @Test("A file with a missing required key is a decoding error naming the key")
    func test_missingKey_namesKey() async throws {
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
}
