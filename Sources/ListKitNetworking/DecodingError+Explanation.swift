import Foundation

extension DecodingError {
    /// Where decoding stopped, as `items[3].author.name`: the coding path, with a missing key appended.
    var renderedPath: String {
        switch self {
        case .keyNotFound(let key, let context):
            Self.render(context.codingPath + [key])
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            Self.render(context.codingPath)
        @unknown default:
            ""
        }
    }

    /// What went wrong and where, with the decoder's own debug description:
    /// `Expected String for key 'name' at items[3].name (Expected to decode String but found number instead.)`.
    var explanation: String {
        switch self {
        case .typeMismatch(let type, let context):
            "Expected \(type)\(Self.keyPhrase(context.codingPath)) at \(Self.place(context.codingPath))"
                + " (\(context.debugDescription))"
        case .valueNotFound(let type, let context):
            "Expected \(type)\(Self.keyPhrase(context.codingPath)) at \(Self.place(context.codingPath)) but found"
                + " no value (\(context.debugDescription))"
        case .keyNotFound(let key, let context):
            "Missing key '\(key.stringValue)' at \(Self.render(context.codingPath + [key]))"
                + " (\(context.debugDescription))"
        case .dataCorrupted(let context):
            "Invalid data at \(Self.place(context.codingPath)): \(context.debugDescription)"
                + (context.underlyingError.map { " (\($0.localizedDescription))" } ?? "")
        @unknown default:
            "\(self)"
        }
    }

    /// `for key 'name'` or `for element 3`, from the last component of `path`; empty at the top level.
    private static func keyPhrase(_ path: [any CodingKey]) -> String {
        guard let last = path.last else { return "" }
        if let index = arrayIndex(last) {
            return " for element \(index)"
        }
        return " for key '\(last.stringValue)'"
    }

    /// The rendered path, or `the top level` when it is empty.
    private static func place(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : render(path)
    }

    /// `items[3].author.name`: keys joined with dots, array indices in brackets.
    static func render(_ path: [any CodingKey]) -> String {
        var rendered = ""
        for key in path {
            if let index = arrayIndex(key) {
                rendered += "[\(index)]"
            } else {
                rendered += rendered.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return rendered
    }

    /// The index, when `key` is the key a decoder makes for an array element (string value `Index 3`).
    private static func arrayIndex(_ key: any CodingKey) -> Int? {
        guard let index = key.intValue, key.stringValue == "Index \(index)" else { return nil }
        return index
    }
}
