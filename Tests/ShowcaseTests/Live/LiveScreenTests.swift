import ListKit
import ListKitTerminalTestSupport
import ListKitTestSupport
import ListKitUIKit
import Testing

@testable import ShowcaseScreens

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite("Showcase: the live screen", .timeLimit(.minutes(10)))
struct LiveScreenTests {
    /// The board's symbols by section as the model has them, empty sections left out (the table never sees them).
    private func boardSymbols(_ feed: LiveFeed) -> [[String]] {
        feed.sections.map { $0.quotes.map(\.id) }.filter { !$0.isEmpty }
    }

    /// The symbols the table shows, section by section.
    private func shownSymbols(_ live: LiveViewController) -> [[String]] {
        quoteCells(live).map { section in section.map { $0?.symbolLabel.text ?? "<no quote cell>" } }
    }

    @Test("The same seed makes the same ticks; another seed makes other ones")
    func deterministic() {
        var first = LiveFeed(seed: 42)
        var second = LiveFeed(seed: 42)
        var other = LiveFeed(seed: 43)
        var differs = first.quotes != other.quotes
        for _ in 0..<40 {
            first.advance()
            second.advance()
            other.advance()
            #expect(first == second)
            #expect(boardSymbols(first) == boardSymbols(second))
            differs = differs || first.quotes != other.quotes
        }
        #expect(first.tick == 40)
        #expect(differs)
    }

    @Test("After every tick the table's rows are the board's quotes, section by section, with their prices")
    func tableFollowsBoard() async throws {
        let live = makeLiveScreen()
        await live.settled()
        #expect(shownSymbols(live) == boardSymbols(live.feed))
        for _ in 0..<30 {
            live.tick()
            await live.settled()
            #expect(shownSymbols(live) == boardSymbols(live.feed))
            let quotes = live.feed.sections.map(\.quotes).filter { !$0.isEmpty }
            for (section, cells) in cellsBySection(live, quotes) {
                for (cell, quote) in zip(cells, section) {
                    #expect(cell?.priceLabel.text == quote.priceText)
                    #expect(cell?.changeLabel.text == quote.changeText)
                }
            }
            #expect(live.feed.quotes.count >= LiveFeed.minimumCount)
            #expect(live.feed.quotes.count <= LiveFeed.maximumCount)
        }
    }

    private func cellsBySection(
        _ live: LiveViewController, _ quotes: [[Quote]]
    ) -> [(quotes: [Quote], cells: [QuoteCell?])] {
        Array(zip(quotes, quoteCells(live))).map { (quotes: $0.0, cells: $0.1) }
    }

    @Test("Over thirty ticks the updates insert, delete, move rows within and across sections, and reconfigure them")
    func everyKindOfChange() async throws {
        let live = makeLiveScreen()
        await live.settled()
        var totals = ListUpdateReport(kind: .batchUpdates)
        var movedAcross = 0
        var movedWithin = 0
        for _ in 0..<30 {
            let trends = Dictionary(uniqueKeysWithValues: live.feed.quotes.map { ($0.id, $0.trend) })
            live.tick()
            await live.settled()
            let report = try #require(live.lastReport)
            totals.rowInserts += report.rowInserts
            totals.rowDeletes += report.rowDeletes
            totals.rowMoves += report.rowMoves
            totals.rowReconfigures += report.rowReconfigures
            for quote in live.feed.quotes where live.marks[quote.id].contains(.moved) {
                guard let before = trends[quote.id] else { continue }
                if before == quote.trend { movedWithin += 1 } else { movedAcross += 1 }
            }
        }
        #expect(totals.rowInserts > 0)
        #expect(totals.rowDeletes > 0)
        #expect(totals.rowMoves > 0)
        #expect(totals.rowReconfigures > 0)
        #expect(movedAcross > 0)
        #expect(movedWithin > 0)
    }

    @Test("The rows the last batch update touched are marked, with how; the next update's marks replace them")
    func touchedRowsAreMarked() async throws {
        let live = makeLiveScreen()
        await live.settled()
        #expect(quoteCells(live).joined().allSatisfy { $0?.isMarked == false })
        var previouslyMarked: Set<String> = []
        var sawUnmarking = false
        for _ in 0..<10 {
            live.tick()
            await live.settled()
            let report = try #require(live.lastReport)
            let sections = live.feed.sections.map(\.quotes).filter { !$0.isEmpty }
            let touched = Set(report.touchedRows.map { sections[$0.section][$0.row].id })
            #expect(!touched.isEmpty)
            let cells = quoteCells(live).joined().compactMap { $0 }
            let marked = Set(cells.filter(\.isMarked).compactMap(\.symbolLabel.text))
            #expect(marked == touched)
            for cell in cells {
                let symbol = try #require(cell.symbolLabel.text)
                #expect(cell.touchLabel.text == (touched.contains(symbol) ? live.marks[symbol].text : nil))
            }
            for path in report.insertedRows {
                #expect(live.marks[sections[path.section][path.row].id].text == "new")
            }
            sawUnmarking = sawUnmarking || !previouslyMarked.subtracting(touched).isEmpty
            previouslyMarked = marked
        }
        #expect(sawUnmarking, "a row marked by one update is unmarked after the next")
    }

    @Test("With a mark time, the marks clear by themselves after it")
    func marksFade() async throws {
        let live = makeLiveScreen(markSeconds: 0.05)
        await live.settled()
        live.tick()
        await live.settled()
        #expect(quoteCells(live).joined().contains { $0?.isMarked == true })
        // The marks fade on a timer of 0.05 s: a real-time wait, bounded by `eventually`'s generous limit.
        #expect(await eventually { live.marks.touches.isEmpty })
        #expect(quoteCells(live).joined().allSatisfy { $0?.isMarked == false })
        #expect(quoteCells(live).joined().allSatisfy { $0?.touchLabel.text == nil })
    }

    @Test("The side panel's counts, stages and touched rows are the last ListUpdateReport's")
    func panelCounts() async throws {
        let live = makeLiveScreen()
        await live.settled()
        #expect(live.panelLines.first == "Tick 0: reloadData")
        for _ in 0..<12 {
            live.tick()
            await live.settled()
            let report = try #require(live.lastReport)
            let lines = live.panelLines
            #expect(lines[0] == "Tick \(live.feed.tick): batch updates")
            let rows = try #require(lines.firstIndex(of: "Rows"))
            let sections = try #require(lines.firstIndex(of: "Sections"))
            func value(_ name: String, after start: Int) -> Int? {
                lines[(start + 1)...].first { $0.hasPrefix("  \(name) ") }
                    .flatMap { Int($0.split(separator: " ").last ?? "") }
            }
            #expect(value("stages", after: 0) == report.stageCount)
            #expect(value("inserted", after: rows) == report.rowInserts)
            #expect(value("deleted", after: rows) == report.rowDeletes)
            #expect(value("moved", after: rows) == report.rowMoves)
            #expect(value("reconfigured", after: rows) == report.rowReconfigures)
            #expect(value("inserted", after: sections) == report.sectionInserts)
            #expect(value("deleted", after: sections) == report.sectionDeletes)
            #expect(value("moved", after: sections) == report.sectionMoves)
            #expect(value("reloaded", after: sections) == report.sectionReloads)
            #expect(lines.last == "● \(report.touchedRows.count) rows touched")
            #expect(lines.contains("  time          —"))
        }
    }

    @Test("Times are given only when interactive: in milliseconds with two decimals")
    func timesAreGivenOnlyWhenInteractive() async throws {
        let live = makeLiveScreen(showsTimes: true)
        await live.settled()
        live.tick()
        await live.settled()
        let time = try #require(live.panelLines.first { $0.hasPrefix("  time ") })
        #expect(time.hasSuffix(" ms") || time.hasSuffix(" s"))
        #expect(!time.contains("—"))
        #expect(LiveUpdatePanel.timeText(.microseconds(420)) == "0.42 ms")
        #expect(LiveUpdatePanel.timeText(.milliseconds(12) + .microseconds(5)) == "12.00 ms")
        #expect(LiveUpdatePanel.timeText(.seconds(12)) == "12 s")
    }
}

@MainActor
@Suite("Showcase: the live screen in the terminal", .timeLimit(.minutes(10)))
struct LiveFrameTests {
    @Test("Live: the board beside the panel; each tick key makes a tick whose touched rows are marked; no times")
    func liveTicks() async throws {
        let script = "tab tab tab tab tab tab tab tick tick tick"
        let run = try await ShowcaseRun.play(script)
        let again = try await ShowcaseRun.play(script)
        #expect(run.frames == again.frames, "the same script prints the same frames")
        expectSnapshot(run.last, named: "live-ticks")
        let first = try #require(run.frame("7/10: tab"))
        #expect(first.contains("[8 Live]"))
        #expect(first.contains(" │ Tick 0: reloadData"))
        #expect(!first.contains("●  "))
        for tick in 1...3 {
            let label = "\(tick + 7)/10: tick"
            let frame = try #require(run.frame(label))
            #expect(frame.contains(" │ Tick \(tick): batch updates"), "\(label)")
            #expect(frame.contains("  ● "), "a touched row is marked (\(label))")
            #expect(frame.contains("time          —"))
            #expect(!frame.contains(" ms"))
            #expect(frame.contains("t tick  ↑↓ move"))
        }
    }
}
