import Foundation
import Testing

/// Checks that every ```swift block of README.md appears, verbatim, in this target's sources, where it is compiled.
///
/// Lines are compared without their leading and trailing whitespace, so a snippet may sit indented inside a function.
/// A block that is deliberately not compiled is preceded in README.md by `<!-- not compiled: reason -->`.
struct ReadmeSnippetsTests {
    /// One ```swift block of a Markdown file.
    struct Block {
        /// The 1-based line of its opening fence.
        var line: Int
        /// Its lines, without the fences.
        var lines: [String]
        /// The reason given in a `<!-- not compiled: … -->` comment right before it, if any.
        var notCompiledReason: String?
    }

    private static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let readme = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// Every ```swift block of the Markdown text, with its not-compiled marker.
    static func swiftBlocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var lastNonBlank = ""
        for (index, rawLine) in markdown.components(separatedBy: "\n").enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(rawLine)
                    current = block
                }
            } else if line == "```swift" {
                var reason: String?
                let marker = "<!-- not compiled:"
                if lastNonBlank.hasPrefix(marker), lastNonBlank.hasSuffix("-->") {
                    reason = String(lastNonBlank.dropFirst(marker.count).dropLast(3))
                        .trimmingCharacters(in: .whitespaces)
                }
                current = Block(line: index + 1, lines: [], notCompiledReason: reason)
            }
            if !line.isEmpty { lastNonBlank = line }
        }
        return blocks
    }

    /// The lines without surrounding whitespace and without blank lines, joined.
    static func normalized(_ lines: [String]) -> String {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    private static func targetSources() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(at: testsDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "ReadmeSnippetsTests.swift" }
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }
            .map { normalized($0.components(separatedBy: "\n")) }
            .joined(separator: "\n")
    }

    @Test("Every README swift block is compiled verbatim or marked with a reason")
    func everyReadmeSwiftBlockIsCompiledVerbatimOrMarkedWithAReason() throws {
        let blocks = Self.swiftBlocks(in: try String(contentsOf: Self.readme, encoding: .utf8))
        #expect(blocks.count >= 10)
        let sources = try Self.targetSources()
        for block in blocks {
            if let reason = block.notCompiledReason {
                #expect(!reason.isEmpty, "README.md:\(block.line): a not-compiled block needs a reason")
                continue
            }
            let snippet = Self.normalized(block.lines)
            #expect(
                sources.contains(snippet),
                "README.md:\(block.line): this swift block is not in Tests/DocumentationTests:\n\(snippet)"
            )
        }
    }

    @Test("The block parser finds markers and indented blocks")
    func theBlockParserFindsMarkersAndIndentedBlocks() {
        let markdown = """
            <!-- not compiled: shows an error -->

            ```swift
            let x = 1
            ```
            - item:

              ```swift
              let y = 2
              ```
            """
        let blocks = Self.swiftBlocks(in: markdown)
        #expect(blocks.map(\.notCompiledReason) == ["shows an error", nil])
        #expect(blocks.map { Self.normalized($0.lines) } == ["let x = 1", "let y = 2"])
    }
}
