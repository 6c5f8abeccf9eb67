import HeadlessUIKit
import ListKitTerminal
import ListKitTerminalTestSupport
import Testing

@MainActor
@Suite("Table renderer", .timeLimit(.minutes(10)))
struct TableRendererTests {
    private func render(
        _ fixture: FixtureTable, highlighted: IndexPath? = nil, width: Int = 40, height: Int = 6
    )
        -> String
    {
        TableRenderer(tableView: fixture.tableView, highlightedRow: highlighted).rendered(width: width, height: height)
    }

    @Test("Every line is exactly the width; the frame is exactly the height")
    func frameSize() {
        let frame = render(FixtureTable(texts: ["one", "two"]), width: 30, height: 5)
        let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.count == 30 })
    }

    @Test("A label with numberOfLines = 0 wraps to the width; with 1 (UIKit's default) it is cut with an ellipsis")
    func wrapping() {
        let long = "A label long enough to need more than one line at this width."
        let fixture = FixtureTable([
            .init(rows: [
                { $0.textLabel?.text = "Short" },
                { cell in
                    cell.textLabel?.text = long
                    cell.textLabel?.numberOfLines = 0
                },
                { $0.textLabel?.text = long },
            ])
        ])
        expectFrame(
            render(fixture, height: 8),
            equals: """

                  Short

                  A label long enough to need more
                  than one line at this width.

                  A label long enough to need more t…
                """)
    }

    @Test("Views at their frames; hidden views and a view with a zero frame and no constraints draw nothing")
    func viewTree() {
        // 204 × 40 points: 24 columns and two lines, room for the image's name.
        Headless.registerImage(named: "wide-cat.png", size: CGSize(width: 204, height: 40))
        let fixture = FixtureTable([
            .init(rows: [
                { cell in
                    cell.textLabel?.text = "Cat"
                    cell.imageView?.image = UIImage(named: "wide-cat.png")
                },
                { cell in
                    guard let cell = cell as? RichCell else { return }
                    cell.hiddenLabel.text = "secret"
                    cell.unplacedLabel.text = "unplaced"
                    cell.extraLabel.text = "A second label"
                    cell.button.setTitle("Pet", for: .normal)
                },
                { $0.imageView?.image = UIImage(named: "picture-only") },
            ])
        ])
        let frame = render(fixture, height: 7)
        expectFrame(
            frame,
            equals: """

                  [image: wide-cat.png]▒▒▒  Cat
                  ▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒

                  A second label  [ Pet ]

                  ▒▒▒
                """)
        #expect(!frame.contains("secret"))
        #expect(!frame.contains("unplaced"))
    }

    @Test("Header and footer titles from the data source; a custom header view's labels")
    func headersAndFooters() {
        let fixture = FixtureTable([
            .init(
                header: "Fruits", footer: "Two fruits, both ripe.",
                rows: [
                    { $0.textLabel?.text = "Apple" }, { $0.textLabel?.text = "Pear" },
                ]),
            .init(customHeader: "Custom header", rows: [{ $0.textLabel?.text = "Kale" }]),
        ])
        expectFrame(
            render(fixture, height: 11),
            equals: """
                ─ Fruits ──────────────────────────────

                  Apple

                  Pear

                  Two fruits, both ripe.
                ─ Custom header ───────────────────────

                  Kale
                """)
    }

    @Test("The highlighted row has > on each of its lines; with colour, reverse video too")
    func highlightedRowIsMarked() throws {
        let fixture = FixtureTable([
            .init(rows: [
                { $0.textLabel?.text = "First" },
                { cell in
                    cell.textLabel?.text = "Second, long enough to wrap onto a second line"
                    cell.textLabel?.numberOfLines = 0
                },
            ])
        ])
        let path = IndexPath(row: 1, section: 0)
        expectFrame(
            render(fixture, highlighted: path, height: 6),
            equals: """

                  First
                >
                > Second, long enough to wrap onto a
                > second line
                """)
        let colored = TableRenderer(tableView: fixture.tableView, highlightedRow: path, usesColor: true)
            .rendered(width: 40, height: 6)
        let lines = colored.split(separator: "\n")
        #expect(lines[3].hasPrefix("\u{1B}[7m> Second"))
        #expect(!lines[1].contains("\u{1B}"))
    }

    @Test("The scroll indicator shows where the frame is in a longer content: top, then bottom after scrolling")
    func scrollIndicator() {
        let fixture = FixtureTable(texts: (1...8).map { "Row \($0)" })
        expectFrame(
            render(fixture, width: 20, height: 8),
            equals: """
                                   █
                  Row 1            █
                                   █
                  Row 2            │
                                   │
                  Row 3            │
                                   │
                  Row 4            │
                """)
        fixture.tableView.setContentOffset(CGPoint(x: 0, y: 4 * 44), animated: false)
        expectFrame(
            render(fixture, width: 20, height: 8),
            equals: """
                                   │
                  Row 5            │
                                   │
                  Row 6            │
                                   █
                  Row 7            █
                                   █
                  Row 8            │
                """)
    }

    @Test("A larger frame: sections, wrapped text, images, a button, a footer and the highlight (snapshot file)")
    func largerFrameSnapshot() {
        let fixture = FixtureTable(
            [
                .init(
                    header: "Friends",
                    rows: [
                        { cell in
                            cell.imageView?.image = UIImage(named: "lan")
                            cell.textLabel?.text = "Lan Nguyen"
                        },
                        { cell in
                            cell.imageView?.image = UIImage(named: "minh")
                            cell.textLabel?.text = "Minh Tran"
                        },
                    ]),
                .init(
                    header: "Messages", footer: "Older messages are archived.",
                    rows: [
                        { cell in
                            cell.textLabel?.numberOfLines = 0
                            cell.textLabel?.text =
                                "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt "
                                + "ut labore et dolore magna aliqua."
                        },
                        { cell in
                            guard let cell = cell as? RichCell else { return }
                            cell.extraLabel.text = "A message with a reply button"
                            cell.button.setTitle("Reply", for: .normal)
                        },
                    ]),
                .init(header: "More", rows: (1...6).map { number in { $0.textLabel?.text = "Item \(number)" } }),
            ], width: 60)
        expectSnapshot(
            render(fixture, highlighted: IndexPath(row: 1, section: 1), width: 60, height: 24),
            named: "larger-frame")
    }
}
