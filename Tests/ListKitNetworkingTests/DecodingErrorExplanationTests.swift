import Foundation
import Testing

@testable import ListKitNetworking

private struct Author: Decodable {
    var name: String
}

private struct Item: Decodable {
    var author: Author
}

private struct Page: Decodable {
    var items: [Item]
}

@Suite("Decoding errors name the place in the JSON", .timeLimit(.minutes(10)))
struct DecodingErrorExplanationTests {
    /// The error of decoding `json` as a `Page`, or `nil` when it decodes.
    private func decodingError(_ json: String) -> DecodingError? {
        do {
            _ = try JSONDecoder().decode(Page.self, from: Data(json.utf8))
            return nil
        } catch {
            return error as? DecodingError
        }
    }

    @Test("A type mismatch deep in arrays and objects")
    func typeMismatchRendersNestedPath() throws {
        let json = """
            {"items": [{"author": {"name": "a"}}, {"author": {"name": "b"}}, {"author": {"name": "c"}}, \
            {"author": {"name": 7}}]}
            """
        let error = try #require(decodingError(json))
        #expect(error.renderedPath == "items[3].author.name")
        #expect(error.explanation.hasPrefix("Expected String for key 'name' at items[3].author.name ("))
    }

    @Test("A missing key is named with its full path")
    func keyNotFoundAppendsKey() throws {
        let error = try #require(decodingError(#"{"items": [{"author": {}}]}"#))
        #expect(error.renderedPath == "items[0].author.name")
        #expect(error.explanation.hasPrefix("Missing key 'name' at items[0].author.name ("))
    }

    @Test("A null where a value is required")
    func valueNotFoundSaysNoValue() throws {
        let error = try #require(decodingError(#"{"items": [{"author": {"name": null}}]}"#))
        #expect(error.renderedPath == "items[0].author.name")
        #expect(
            error.explanation.hasPrefix("Expected String for key 'name' at items[0].author.name but found no value")
        )
    }

    @Test("A wrong element type in an array names the element")
    func typeMismatchOfElementNamesElement() throws {
        let error = try #require(decodingError(#"{"items": [3]}"#))
        #expect(error.renderedPath == "items[0]")
        #expect(error.explanation.contains(" for element 0 at items[0] ("))
    }

    @Test("A custom integer coding key is a key, not an array index")
    func integerCodingKeyIsRenderedAsKey() {
        enum Key: Int, CodingKey { case first = 1 }
        #expect(DecodingError.render([Key.first]) == "first")
    }
}
