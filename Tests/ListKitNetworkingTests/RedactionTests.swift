import Foundation
import Testing

@testable import ListKitNetworking

@Suite("Redaction of URLs and free text", .timeLimit(.minutes(10)))
struct RedactionTests {
    @Test(
        "URL strings are redacted in every form",
        arguments: [
            ("https://user:pass@host/x", "https://<redacted>@host/x"),
            ("https://user@host:8443/x?a=1&b=&c", "https://<redacted>@host:8443/x?a=<redacted>&b=&c"),
            ("//user:pass@evil/x", "//<redacted>@evil/x"),
            ("feed.json?api_key=K#frag", "feed.json?api_key=<redacted>#<redacted>"),
            ("https://host/a@b/c", "https://host/a@b/c"),
            ("https://u:p@host?x=1", "https://<redacted>@host?x=<redacted>"),
            ("a/b:c@d", "a/b:c@d"),
            ("not a url at all", "not a url at all"),
        ]
    )
    func urlStringForms(raw: String, redacted: String) {
        #expect(Redaction.redacted(raw) == redacted)
    }

    @Test("Free text loses the URL's secrets, raw and percent-decoded, and keeps short values")
    func freeTextLosesTheURLsSecrets() throws {
        let url = try #require(URL(string: "https://alice:s3cr%40t@host/x?key=ab%20cd+ef&page=2"))
        let redaction = Redaction(urls: [url])
        #expect(
            redaction.scrub("failed for https://alice:s3cr%40t@host/x?key=ab%20cd+ef&page=2 on page 2")
                == "failed for https://<redacted>@host/x?key=<redacted>&page=<redacted> on page 2")
        #expect(
            redaction.scrub("password s3cr@t, key ab cd ef, user alice")
                == "password <redacted>, key <redacted>, user <redacted>")
    }
}
