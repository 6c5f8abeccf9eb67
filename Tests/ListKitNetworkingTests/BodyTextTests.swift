import Foundation
import Testing

@testable import ListKitNetworking

/// A body of `count` bytes that exist only when read, and that counts the reads.
private struct CountingBytes: RandomAccessCollection {
    final class Reads: @unchecked Sendable {
        var count = 0
    }

    let count: Int
    let reads = Reads()
    let byte: UInt8

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> UInt8 {
        reads.count += 1
        return byte
    }
}

@Suite("Body snippets", .timeLimit(.minutes(10)))
struct BodyTextTests {
    @Test("A 55 MB body's snippet reads only its first bytes")
    func hugeBodyReadsOnlyPrefix() {
        let body = CountingBytes(count: 55_000_000, byte: UInt8(ascii: "x"))
        let snippet = BodyText.snippet(of: body)
        #expect(body.reads.count <= BodyText.prefixByteCount)
        #expect(snippet == String(repeating: "x", count: BodyText.characterLimit) + "…")
    }

    @Test("A 55 MB Data body's snippet is the same as its prefix's, cut")
    func hugeDataSnippetIsPrefixSnippet() {
        var data = Data("Error: quota exceeded\n".utf8)
        data.append(Data(repeating: UInt8(ascii: "y"), count: 55_000_000))
        let snippet = BodyText.snippet(of: data)
        #expect(snippet == BodyText.snippet(of: data.prefix(BodyText.prefixByteCount), isCut: true))
        #expect(snippet.hasPrefix("Error: quota exceeded yyy"))
        #expect(snippet.count == BodyText.characterLimit + 1)
    }

    @Test("White space becomes one space; control and format characters are escaped")
    func whitespaceAndControls() {
        #expect(BodyText.snippet(of: Data("  a\r\n\tb  \n".utf8)) == "a b")
        #expect(BodyText.snippet(of: Data("red \u{1B}[31m text\u{202E}".utf8)) == "red \\u{1B}[31m text\\u{202E}")
    }

    @Test("A short body is whole, without …; an empty one is empty; a cut one ends in …")
    func shortEmptyAndCut() {
        #expect(BodyText.snippet(of: Data("ok".utf8)) == "ok")
        #expect(BodyText.snippet(of: Data()) == "")
        #expect(BodyText.snippet(of: Data("ok".utf8), isCut: true) == "ok…")
    }

    @Test("A character cut by the end of the prefix is dropped, not shown as �")
    func cutCharacterIsDropped() {
        // 511 ASCII bytes, then "é" (2 bytes): the prefix of 512 bytes ends in the middle of it.
        var data = Data(repeating: UInt8(ascii: "a"), count: 511)
        data.append(contentsOf: Array("é and more".utf8))
        let snippet = BodyText.snippet(of: data)
        #expect(!snippet.contains("\u{FFFD}"))
    }

    @Test("A few invalid bytes in text show as �; a body that is mostly not text shows as hexadecimal")
    func invalidBytes() {
        var latin1 = Data("Fichier non trouv".utf8)
        latin1.append(0xE9)  // é in Latin-1
        latin1.append(contentsOf: Array(" sur ce serveur".utf8))
        #expect(BodyText.snippet(of: latin1) == "Fichier non trouv\u{FFFD} sur ce serveur")
        let binary = Data((0..<40).map { UInt8($0 * 7 % 256) })
        #expect(
            BodyText.snippet(of: binary)
                == "bytes 00 07 0E 15 1C 23 2A 31 38 3F 46 4D 54 5B 62 69 70 77 7E 85 8C 93 9A A1 A8 AF B6 BD C4 CB D2"
                + " D9 … (not text)")
    }

    @Test("Counts and seconds read the same in every locale")
    func countsAndSeconds() {
        #expect(BodyText.count(55_000_000) == "55,000,000")
        #expect(BodyText.count(999) == "999")
        #expect(BodyText.count(1_000) == "1,000")
        #expect(BodyText.seconds(60) == "60")
        #expect(BodyText.seconds(0.5) == "0.5")
        #expect(BodyText.seconds(2.25) == "2.25")
    }
}
