import Foundation
import Testing

/// Checks that every ```swift block of README.md, and of the DocC articles that hold its longer parts, appears,
/// verbatim, in this target's sources, where it is compiled; and that README.md's links to files of the repository
/// lead to files that exist.
///
/// Lines are compared without their leading and trailing whitespace, so a snippet may sit indented inside a function.
/// A block that is deliberately not compiled is preceded in its file by `<!-- not compiled: reason -->`.
@Suite("README and article snippets", .timeLimit(.minutes(10)))
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
    private static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    private static let readme = repository.appendingPathComponent("README.md")
    /// The Markdown files whose swift blocks are compiled here, relative to the repository: README.md and the DocC
    /// articles that its longer parts moved to.
    static let documents = [
        "README.md",
        "Sources/ListKit/ListKit.docc/ModelsAreSendable.md",
        "Sources/ListKit/ListKit.docc/HowTheDiffWorks.md",
        "Sources/ListKit/ListKit.docc/BadInput.md",
        "Sources/ListKit/ListKit.docc/Troubleshooting.md",
        "Sources/ListKit/ListKit.docc/Performance.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/TheShowcase.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/TheFourReferencePatterns.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/TestingWithoutASimulator.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/LayoutOnLinux.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/SectionLayouts.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/RowsWithoutCellSubclasses.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/RowsByIdentity.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/ListsThatGrowAtTheTop.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/EditingAndReordering.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/Outlines.md",
        "Sources/ListKitUIKit/ListKitUIKit.docc/RowHandlers.md",
    ]

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

    @Test("Every swift block of README and its articles is compiled verbatim or marked with a reason")
    func everyReadmeSwiftBlockIsCompiledVerbatimOrMarkedWithAReason() throws {
        let sources = try Self.targetSources()
        var compiled = 0
        for document in Self.documents {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(document), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                if let reason = block.notCompiledReason {
                    #expect(!reason.isEmpty, "\(document):\(block.line): a not-compiled block needs a reason")
                    continue
                }
                let snippet = Self.normalized(block.lines)
                #expect(
                    sources.contains(snippet),
                    "\(document):\(block.line): this swift block is not in Tests/DocumentationTests:\n\(snippet)"
                )
                compiled += 1
            }
        }
        #expect(compiled >= 15)
    }

    @Test("README links to files of the repository that exist, and stays under 400 lines")
    func readmeLinksResolve() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 400)
        var targets: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            targets.append(String(rest[..<close]))
        }
        let files = targets.filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
        #expect(files.count >= 10)
        for file in files {
            #expect(
                FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(file).path),
                "README.md links to \(file), which does not exist")
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
