import Foundation

/// The rule that keeps every request under the base URL: how ``APIClient/url(for:)`` turns a path into a URL.
///
/// The URL is built from the base URL's parts and the path's checked segments, never by resolving the path as a
/// relative reference (which would let `..`, `//host` or a scheme take it elsewhere):
///
/// 1. A control character anywhere, or a backslash in the path part, rejects the path.
/// 2. One leading `/` is dropped (`/feed.json` means `feed.json`); a path that still starts with `/` (`//host/x`)
///    would name another host and is rejected, and so is a first segment with a `:` (`http://…`, `file:…`,
///    `mailto:…`), which reads as a scheme: a path is relative to the base URL, never an absolute URL.
/// 3. Each segment is percent-decoded to check it. An encoded `/`, `\` or NUL rejects the path; `.` is dropped;
///    `..` removes the segment before it, and rejects the path if there is none (it would climb above the base
///    path, even if later segments came back down); a dot segment in disguise (`..;x`, `.. `, `...`), which some
///    servers read as `..`, rejects it too. Empty segments (`a//b`) are dropped.
/// 4. The kept segments are appended to the base path, as written, with the characters a URL cannot hold
///    percent-encoded (a space is `%20`, a `%` that starts no escape is `%25`). The query and the fragment are kept
///    as written (encoded the same way); the base URL's own query comes first.
enum RequestPath {
    /// Why a path was rejected: a clause for ``APIError/invalidURL(path:baseURL:reason:)``.
    struct Rejection: Error {
        /// What was rejected and why, as `".." at segment 1 climbs above the base path /v1/`.
        var reason: String
    }

    /// `path` as a URL under `baseURL`, by the rule above.
    ///
    /// - Complexity: O(*n* + *b*), where *n* is the length of `path` and *b* that of the base URL.
    static func resolve(_ path: String, against baseURL: URL) throws(Rejection) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw Rejection(reason: "the base URL cannot be taken apart into a path and a query")
        }
        var basePath = components.percentEncodedPath
        if !basePath.hasSuffix("/") { basePath += "/" }

        if let control = path.unicodeScalars.first(where: isControl) {
            throw Rejection(reason: "it contains a control character (\(codePoint(control)))")
        }
        let (pathPart, query, fragment) = parts(of: path)
        if pathPart.contains("\\") {
            throw Rejection(reason: "it contains a backslash, which some servers and file systems read as \"/\"")
        }
        let relative = pathPart.hasPrefix("/") ? pathPart.dropFirst() : pathPart
        if relative.hasPrefix("/") {
            throw Rejection(reason: "it starts with \"//\", which names another host")
        }
        let firstSegment = relative.prefix { $0 != "/" }
        if let colon = firstSegment.firstIndex(of: ":") {
            let scheme = firstSegment[..<colon]
            if isScheme(scheme) {
                throw Rejection(
                    reason: "it is an absolute URL (scheme \"\(scheme)\"); a path must be relative to the base URL")
            }
            throw Rejection(
                reason:
                    "its first segment has a \":\", so it would read as an absolute URL (write \"./\(firstSegment)\")")
        }

        let segments = try normalisedSegments(of: relative, basePath: basePath)
        components.percentEncodedPath = basePath + segments.joined(separator: "/")
        let queries = [components.percentEncodedQuery, query.map { encoded($0, allowing: queryBytes) }]
            .compactMap { $0 }.filter { !$0.isEmpty }
        components.percentEncodedQuery = queries.isEmpty ? nil : queries.joined(separator: "&")
        components.percentEncodedFragment = fragment.map { encoded($0, allowing: queryBytes) }
        guard let url = components.url else {
            throw Rejection(reason: "its parts do not make a valid URL with the base URL")
        }
        return url
    }

    /// The path part, the query (after the first `?`) and the fragment (after the first `#`).
    private static func parts(of path: String) -> (path: Substring, query: Substring?, fragment: Substring?) {
        var rest = path[...]
        var fragment: Substring?
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        var query: Substring?
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        return (rest, query, fragment)
    }

    /// The segments of `relative` with dot segments applied and empty ones dropped, each percent-encoded.
    private static func normalisedSegments(of relative: Substring, basePath: String) throws(Rejection) -> [String] {
        guard !relative.isEmpty else { return [] }
        let raw = relative.split(separator: "/", omittingEmptySubsequences: false)
        var kept: [String] = []
        var endsInDirectory = false
        for (offset, segment) in raw.enumerated() {
            let number = offset + 1
            let decoded = percentDecoded(segment)
            let shown =
                segment == ".." || segment == "."
                ? "\"\(segment)\"" : "\"\(segment)\" (\"\(String(decoding: decoded, as: UTF8.self))\")"
            if decoded.contains(0x5C) {
                throw Rejection(
                    reason: "segment \(number) (\"\(segment)\") encodes a backslash, which some servers read as \"/\"")
            }
            if decoded.contains(0x2F) {
                throw Rejection(
                    reason: "segment \(number) (\"\(segment)\") encodes \"/\", which a server that decodes it reads as"
                        + " two segments")
            }
            if decoded.contains(0) {
                throw Rejection(
                    reason: "segment \(number) (\"\(segment)\") encodes a NUL byte, which cuts a file name short")
            }
            switch dotSegment(decoded) {
            case .current:
                endsInDirectory = true
                continue
            case .parent:
                guard !kept.isEmpty else {
                    throw Rejection(
                        reason: "\(shown) at segment \(number) climbs above the base path \(basePath)"
                            + " (a path must stay under the base URL)")
                }
                kept.removeLast()
                endsInDirectory = true
                continue
            case .disguised:
                throw Rejection(
                    reason: "segment \(number) (\"\(segment)\") is a dot segment with parameters, spaces or more dots,"
                        + " which some servers read as \"..\"")
            case nil:
                break
            }
            if segment.isEmpty {
                endsInDirectory = offset == raw.count - 1
                continue
            }
            kept.append(encoded(segment, allowing: segmentBytes))
            endsInDirectory = false
        }
        if endsInDirectory, !kept.isEmpty {
            kept.append("")
        }
        return kept
    }

    /// What kind of dot segment a decoded segment is.
    private enum DotSegment {
        case current, parent, disguised
    }

    /// `.current` for `.`, `.parent` for `..`, `.disguised` for dots followed by parameters (`..;x`) or spaces, or
    /// three dots or more; `nil` for any other segment.
    private static func dotSegment(_ bytes: [UInt8]) -> DotSegment? {
        let dot: UInt8 = 0x2E
        if bytes == [dot] { return .current }
        if bytes == [dot, dot] { return .parent }
        var core = bytes.prefix { $0 != 0x3B }  // before any `;parameters`
        while let last = core.last, last == 0x20 || last == 0x09 { core.removeLast() }
        guard !core.isEmpty, core.allSatisfy({ $0 == dot }) else { return nil }
        return .disguised
    }

    /// The bytes `segment` stands for: each `%XX` escape decoded, every other byte (a `%` that starts no escape
    /// included) as it is.
    private static func percentDecoded(_ segment: Substring) -> [UInt8] {
        let bytes = Array(segment.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x25, index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    /// `text` with every byte outside `allowed` percent-encoded; `%XX` escapes are kept, a lone `%` becomes `%25`.
    static func encoded(_ text: Substring, allowing allowed: (UInt8) -> Bool) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        result.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == 0x25 {
                let isEscape =
                    index + 2 < bytes.count && hexValue(bytes[index + 1]) != nil && hexValue(bytes[index + 2]) != nil
                result += isEscape ? "%" : "%25"
            } else if allowed(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// The bytes a path segment holds as they are: unreserved, sub-delimiters, `:` and `@` (RFC 3986 `pchar`).
    static func segmentBytes(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=:@".utf8.contains(byte)
        }
    }

    /// The bytes a query or a fragment holds as they are: those of a segment, `/` and `?`.
    static func queryBytes(_ byte: UInt8) -> Bool {
        segmentBytes(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789+-.".unicodeScalars.contains($0))
        }
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `U+000A`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
