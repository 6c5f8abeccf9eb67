import Foundation

/// Takes credentials and query values out of what goes into a message.
///
/// A URL is shown with its user and password (`https://<redacted>@host/`), every query value
/// (`?api_key=<redacted>&page=<redacted>`) and its fragment replaced; query names stay, since they say what was
/// asked. Free text — a server's error body, a system error's description, a decoder's explanation — is scrubbed of
/// the same secrets wherever they appear in it, raw or percent-decoded, when they are at least
/// ``minimumSecretLength`` characters long: shorter values (`page=2`) cannot hold a secret worth the name, and
/// replacing every `2` would garble the text.
struct Redaction {
    /// What stands in for a secret.
    static let placeholder = "<redacted>"

    /// The shortest value scrubbed from free text.
    static let minimumSecretLength = 4

    /// The secrets to scrub, longest first (so that a secret that holds another is replaced whole).
    private let secrets: [String]
    /// The URL strings to show redacted, with their redacted forms, longest first.
    private let urls: [(raw: String, redacted: String)]

    /// The secrets of `urls` and of `urlStrings` (which need not be valid URLs: a rejected path, say).
    init(urls: [URL], urlStrings: [String] = []) {
        let strings = urls.map(\.absoluteString) + urlStrings
        var secrets = Set<String>()
        for string in strings {
            for secret in Self.parts(of: string).secrets {
                secrets.insert(secret)
                if let decoded = secret.replacingOccurrences(of: "+", with: " ").removingPercentEncoding {
                    secrets.insert(decoded)
                }
                if let decoded = secret.removingPercentEncoding { secrets.insert(decoded) }
            }
        }
        self.secrets = secrets.filter { $0.count >= Self.minimumSecretLength }.sorted { $0.count > $1.count }
        self.urls = strings.filter { !$0.isEmpty }.map { ($0, Self.redacted($0)) }.sorted {
            $0.raw.count > $1.raw.count
        }
    }

    /// `url` as text, redacted.
    static func string(for url: URL) -> String {
        redacted(url.absoluteString)
    }

    /// A URL string, absolute or relative, with its user and password, query values and fragment replaced.
    ///
    /// - Complexity: O(*n*) in the length of `urlString`.
    static func redacted(_ urlString: String) -> String {
        let parts = parts(of: urlString)
        var result = parts.lead
        if parts.userInfo != nil { result += placeholder + "@" }
        result += parts.rest
        if let query = parts.query {
            result +=
                "?"
                + query.map { item in item.value == nil || item.value == "" ? item.raw : item.name + "=" + placeholder }
                .joined(separator: "&")
        }
        if let fragment = parts.fragment {
            result += fragment.isEmpty ? "#" : "#" + placeholder
        }
        return result
    }

    /// `text` with every URL shown redacted and every secret replaced.
    ///
    /// - Complexity: O(*n* · *s*), where *n* is the length of `text` and *s* the number of secrets.
    func scrub(_ text: String) -> String {
        var text = text
        for url in urls where text.contains(url.raw) {
            text = text.replacingOccurrences(of: url.raw, with: url.redacted)
        }
        for secret in secrets where text.contains(secret) {
            text = text.replacingOccurrences(of: secret, with: Self.placeholder)
        }
        return text
    }

    /// A URL string split where secrets can be: `lead` is the scheme and `//` (if any), `userInfo` what comes before
    /// the host's `@`, `rest` the host and the path, then the query items and the fragment.
    private struct Parts {
        var lead = ""
        var userInfo: Substring?
        var rest = ""
        var query: [(raw: Substring, name: Substring, value: Substring?)]?
        var fragment: Substring?

        /// The user, the password, the query values and the fragment.
        var secrets: [String] {
            var secrets: [String] = []
            if let userInfo {
                secrets += userInfo.split(separator: ":", maxSplits: 1).map(String.init)
            }
            for item in query ?? [] {
                if let value = item.value { secrets.append(String(value)) }
            }
            if let fragment { secrets.append(String(fragment)) }
            return secrets
        }
    }

    private static func parts(of string: String) -> Parts {
        var parts = Parts()
        var rest = string[...]
        if let hash = rest.firstIndex(of: "#") {
            parts.fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            parts.query = rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
                .map { item in
                    guard let equals = item.firstIndex(of: "=") else { return (item, item, nil) }
                    return (item, item[..<equals], item[item.index(after: equals)...])
                }
            rest = rest[..<question]
        }
        // An authority follows `scheme://` or a leading `//`; its user information ends at its last `@`.
        var authorityStart: Substring.Index?
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://"),
            !rest[..<colon].contains(where: { $0 == "/" })
        {
            authorityStart = rest.index(colon, offsetBy: 3)
        } else if rest.hasPrefix("//") {
            authorityStart = rest.index(rest.startIndex, offsetBy: 2)
        }
        guard let start = authorityStart else {
            parts.rest = String(rest)
            return parts
        }
        parts.lead = String(rest[..<start])
        let afterLead = rest[start...]
        let authorityEnd = afterLead.firstIndex(of: "/") ?? afterLead.endIndex
        let authority = afterLead[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") {
            parts.userInfo = authority[..<at]
            parts.rest = String(afterLead[afterLead.index(after: at)...])
        } else {
            parts.rest = String(afterLead)
        }
        return parts
    }
}
