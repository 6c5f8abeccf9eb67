#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UITableView registration and reuse", .timeLimit(.minutes(10)))
struct UITableViewRegistrationTests {
    @Test("A registered class makes cells through the subclass's override of init(style:reuseIdentifier:)")
    func registeredClassMakesSubclassCells() throws {
        let source = TableSpecDataSource(rows: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: rowPath(0)) as? TableSpecCell)
        #expect(cell.reuseIdentifier == "Cell")
        // The override passed `.subtitle` to super, so the subclass's initializer ran: the cell has a detail label.
        #expect(cell.detailTextLabel != nil)
        #expect(cell.textLabel?.text == "0")
    }

    @Test("A registered nib makes cells with the closure registered for its name")
    func registeredNibMakesCells() throws {
        Headless.registerNib(named: "NibCell") { TableSpecCell(style: .default, reuseIdentifier: "NibCell") }
        defer { Headless.unregisterNib(named: "NibCell") }
        let source = TableSpecDataSource(rows: 2)
        source.identifier = "FromNib"
        let table = makeTable(source)
        table.register(UINib(nibName: "NibCell", bundle: nil), forCellReuseIdentifier: "FromNib")
        let cell = try #require(table.cellForRow(at: rowPath(1)))
        #expect(cell is TableSpecCell)
        #expect(cell.reuseIdentifier == "FromNib")
        #expect(cell.textLabel?.text == "1")
    }

    @Test("An unknown nib fails with UIKit's Could not load NIB message")
    func unknownNibFails() {
        let nib = UINib(nibName: "Missing", bundle: nil)
        var objects: [Any] = [1]
        let messages = raisedMessages { objects = nib.instantiate(withOwner: nil, options: nil) }
        #expect(messages == ["Could not load NIB in bundle: '\(Bundle.main.bundlePath)' with name 'Missing'"])
        #expect(objects.isEmpty)
    }

    @Test("A nib whose view is not a cell fails with UIKit's invalid nib message")
    func nibWithoutCellFails() {
        Headless.registerNib(named: "PlainView") { UIView() }
        defer { Headless.unregisterNib(named: "PlainView") }
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UINib(nibName: "PlainView", bundle: nil), forCellReuseIdentifier: "X")
        let messages = raisedMessages { _ = table.dequeueReusableCell(withIdentifier: "X") }
        #expect(
            messages == [
                "invalid nib registered for identifier (X) - nib must contain exactly one top level object which "
                    + "must be a UITableViewCell instance"
            ])
    }

    @Test("Dequeue with an unregistered identifier raises UIKit's message")
    func unregisteredIdentifierRaises() {
        let source = TableSpecDataSource(rows: 1)
        source.identifier = "Nope"
        let table = makeTable(source)
        let messages = raisedMessages { table.layoutIfNeeded() }
        #expect(
            messages == [
                "unable to dequeue a cell with identifier Nope - must register a nib or a class for the identifier "
                    + "or connect a prototype cell in a storyboard"
            ])
    }

    @Test("Dequeuing twice for one index path in one cellForRowAt raises UIKit's message")
    func doubleDequeueRaises() {
        let source = TableSpecDataSource(rows: 1)
        source.afterDequeue = { table, indexPath, _ in
            _ = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        let table = makeTable(source)
        let messages = raisedMessages { table.layoutIfNeeded() }
        #expect(messages == ["Attempted to dequeue multiple cells for the same index path, which is not allowed."])
    }

    @Test("Dequeue without an index path returns nil for an unregistered identifier and a cell for a registered one")
    func dequeueWithoutIndexPath() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
        table.register(TableSpecCell.self, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") is TableSpecCell)
        table.register(nil as AnyClass?, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
    }

    @Test("A cell that scrolls out goes to its reuse queue and comes back after prepareForReuse")
    func scrolledOutCellIsReused() throws {
        let source = TableSpecDataSource(rows: 100)
        let table = makeTable(source, height: 88)
        let first = try #require(table.cellForRow(at: rowPath(0)) as? TableSpecCell)
        #expect(first.reuseCount == 0)
        table.scroll(to: CGPoint(x: 0, y: 88))
        #expect(table.indexPathsForVisibleRows == [rowPath(2), rowPath(3)])
        let reusedCells = table.visibleCells.compactMap { $0 as? TableSpecCell }
        #expect(reusedCells.contains { $0 === first })
        #expect(first.reuseCount == 1)
        #expect(first.isSelected == false)
    }

    @Test("prepareForReuse runs just before the dequeue returns, so the data source sees a reset cell")
    func prepareForReuseBeforeReturn() {
        let source = TableSpecDataSource(rows: 10)
        var textsAtDequeue: [String?] = []
        source.afterDequeue = { _, _, cell in textsAtDequeue.append(cell.detailTextLabel?.text) }
        let table = makeTable(source, height: 44)
        table.layoutIfNeeded()
        table.cellForRow(at: rowPath(0))?.detailTextLabel?.text = "stale"
        table.scroll(to: CGPoint(x: 0, y: 44))
        // TableSpecCell does not reset detailTextLabel, so the stale text survives: prepareForReuse is the subclass's job.
        #expect(textsAtDequeue == [nil, "stale"])
        #expect((table.cellForRow(at: rowPath(1)) as? TableSpecCell)?.reuseCount == 1)
    }

    @Test("A data source may keep its cells instead of dequeuing them, as static tables do")
    func keptCells() {
        @MainActor
        final class StaticSource: NSObject, UITableViewDataSource {
            let cells = (0..<20).map { row in
                let cell = UITableViewCell(style: .default, reuseIdentifier: "Static")
                cell.textLabel?.text = "Static \(row)"
                return cell
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cells.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                cells[indexPath.row]
            }
        }
        let source = StaticSource()
        let table = makeTable(source, height: 88)
        table.scroll(to: CGPoint(x: 0, y: 440))
        table.scroll(to: .zero)
        #expect(table.cellForRow(at: rowPath(0)) === source.cells[0])
        #expect(visibleTexts(table) == ["Static 0", "Static 1"])
    }

    @Test("Header and footer views are registered, dequeued and reused by identifier")
    func headerFooterRegistration() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "H") == nil)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "H")
        #expect(view?.reuseIdentifier == "H")
        #expect(view?.textLabel != nil)
    }

    @Test("The default cell style has no detail label; the others have one, as in UIKit")
    func cellStylesAndLabels() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        let cell = UITableViewCell()
        #expect(cell.textLabel != nil && cell.imageView != nil)
        #expect(cell.accessoryType == .none && cell.selectionStyle == .default)
        #expect(cell.contentView.superview === cell)
    }
}
#endif
