import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// The rows of `items` as a user writes them: a `for` loop whose body is one row.
private func loop(_ items: [TestItem]) -> [AnyRow] {
    Section(0) { for item in items { Row<TestTextCell>(item) } }.rows
}

/// The same rows, each made on its own.
private func oneByOne(_ items: [TestItem]) -> [AnyRow] {
    items.map { AnyRow(Row<TestTextCell>($0)) }
}

/// A row whose model is not compared, made where the model is not known to be `Equatable`.
private func uncompared<Cell: ConfigurableCell>(_ model: Cell.Model, id: Int, as cell: Cell.Type) -> Row<Cell> {
    Row<Cell>(model, id: id)
}

private let items = (0..<6).map { TestItem(id: $0, content: $0 * 10) }

/// What handlers were called with, in order.
@MainActor
private final class Calls {
    var ids: [Int] = []
}

@Suite("Runs of rows: one box for the rows of a loop", .timeLimit(.minutes(10)))
struct RowRunTests {
    @Test("A loop whose body is one row makes one box for all its rows, each with its index")
    func loopMakesOneRun() {
        let rows = loop(items)
        #expect(rows.count == items.count)
        #expect(rows.allSatisfy { $0.box === rows[0].box })
        #expect(rows.map(\.index) == Array(0..<items.count))
        #expect(rows[0].box is RowRun<TestTextCell, TestItem>)
    }

    @Test("An array of typed rows is one run too; rows of a loop over two cell types are boxes of their own")
    func arraysAndMixedLoops() {
        let array = Section(0) { items.map { Row<TestTextCell>($0) } }.rows
        #expect(array.allSatisfy { $0.box === array[0].box })
        let mixed = Section(0) {
            for item in items {
                if item.id.isMultiple(of: 2) { Row<TestTextCell>(item) } else { Row<TestBadgeCell>(item) }
            }
        }.rows
        #expect(Set(mixed.map { ObjectIdentifier($0.box) }).count == items.count)
        #expect(mixed.map(\.index).allSatisfy { $0 == 0 })
    }

    @Test("A row of a run reads as the same row made on its own: id, type, model, hash, typed row")
    func runRowsReadAsSingles() throws {
        for (run, single) in zip(loop(items), oneByOne(items)) {
            #expect(run.id == single.id)
            #expect(ObjectIdentifier(run.cellType) == ObjectIdentifier(single.cellType))
            #expect(run.model(as: TestItem.self) == single.model(as: TestItem.self))
            #expect(run.keyHash == single.keyHash)
            #expect(run.description == single.description)
            let typed = try #require(run.row(as: TestTextCell.self))
            #expect(typed.model == single.model(as: TestItem.self))
            #expect(run.row(as: TestBadgeCell.self) == nil)
        }
    }

    @Test("Identity and content compare across runs and single boxes, both ways")
    func identityAndContentAcrossBoxes() {
        let runs = loop(items)
        let singles = oneByOne(items)
        let changed = loop(items.map { TestItem(id: $0.id, content: $0.content + 1) })
        for index in items.indices {
            let (run, single) = (runs[index], singles[index])
            #expect(run.box.hasSameIdentity(at: run.index, as: single.box, at: single.index))
            #expect(single.box.hasSameIdentity(at: single.index, as: run.box, at: run.index))
            #expect(run.isContentEqual(to: single) && single.isContentEqual(to: run))
            #expect(run.box.hasSameIdentity(at: run.index, as: changed[index].box, at: changed[index].index))
            #expect(!run.isContentEqual(to: changed[index]))
            let other = runs[(index + 1) % items.count]
            #expect(!run.box.hasSameIdentity(at: run.index, as: other.box, at: other.index))
            #expect(run.isIdentical(to: runs[index]) && !run.isIdentical(to: other) && !run.isIdentical(to: single))
        }
        let badges = Section(0) { for item in items { Row<TestBadgeCell>(item) } }.rows
        #expect(!runs[0].box.hasSameIdentity(at: 0, as: badges[0].box, at: 0))
        #expect(!runs[0].isContentEqual(to: badges[0]))
    }

    @Test("Rows that compare content beside rows that do not, in one loop, each keep their own equality")
    func mixedEqualitiesKeepTheirOwn() {
        let rows = Section(0) {
            for item in items {
                item.id.isMultiple(of: 2)
                    ? Row<TestTextCell>(item) : uncompared(item, id: item.id, as: TestTextCell.self)
            }
        }.rows
        for (index, row) in rows.enumerated() {
            #expect(row.isContentEqual(to: row) == index.isMultiple(of: 2), "row \(index)")
        }
    }

    @Test("A loop of rows given ids makes a run that keeps the ids; it matches rows whose ids follow from the model")
    @MainActor
    func givenIDsKeepTheirIDs() throws {
        let given = Section(0) { for item in items { Row<TestTextCell>(item, id: item.id) } }.rows
        #expect(given.allSatisfy { $0.box === given[0].box })
        let derived = loop(items)
        for (row, twin) in zip(given, derived) {
            #expect(row.id == twin.id && row.keyHash == twin.keyHash)
            #expect(row.box.hasSameIdentity(at: row.index, as: twin.box, at: twin.index))
            #expect(twin.box.hasSameIdentity(at: twin.index, as: row.box, at: row.index))
            #expect(row.isContentEqual(to: twin))
            let typed = try #require(row.row(as: TestTextCell.self))
            #expect(typed.id == row.id && typed.model == row.model(as: TestItem.self))
        }
        #expect(!given[0].box.hasSameIdentity(at: 0, as: given[1].box, at: 1))
        #expect(replayedDiff(snapshot((0, given)), snapshot((0, derived))).isEmpty)
    }

    @Test("Rows given ids beside rows whose ids follow from the model, in one loop, are boxes of their own")
    @MainActor
    func mixedIdentitiesKeepTheirOwn() {
        let rows = Section(0) {
            for item in items {
                item.id.isMultiple(of: 3) ? Row<TestTextCell>(item, id: item.id) : Row<TestTextCell>(item)
            }
        }.rows
        #expect(Set(rows.map { ObjectIdentifier($0.box) }).count == items.count)
        #expect(rows.map(\.id) == items.map { AnyHashable($0.id) })
        #expect(replayedDiff(snapshot((0, rows)), snapshot((0, loop(items)))).isEmpty)
    }

    @Test("Rows given back by their boxes make a run that keeps their ids, content equality and handlers")
    @MainActor
    func rowsGivenBackKeepTheirOwn() throws {
        let selected = Calls()
        let singles = items.map { AnyRow(Row<TestTextCell>($0).onSelect { selected.ids.append($0.id) }) }
        let typed = try singles.map { try #require($0.row(as: TestTextCell.self)) }
        let rows = Section(0) { for row in typed { row } }.rows
        #expect(rows.allSatisfy { $0.box === rows[0].box })
        for (row, single) in zip(rows, singles) {
            #expect(row.id == single.id && row.keyHash == single.keyHash)
            #expect(row.isContentEqual(to: single) && single.isContentEqual(to: row))
        }
        rows[2].select()
        #expect(selected.ids == [2])
        #expect(replayedDiff(snapshot((0, rows)), snapshot((0, loop(items)))).isEmpty)
    }

    @Test("Two runs of one cell type whose ids follow from the model by different rules are different rows")
    func differentRulesAreDifferentIdentities() {
        // In a context that knows the model only as `Hashable`, the model is its own id; elsewhere its `id` is.
        func byModel<Cell: ConfigurableCell>(_ model: Cell.Model, as cell: Cell.Type) -> Row<Cell>
        where Cell.Model: Hashable {
            Row<Cell>(model)
        }
        let byID = loop(items)
        let byValue = Section(0) { for item in items { byModel(item, as: TestTextCell.self) } }.rows
        #expect(byValue.allSatisfy { $0.box === byValue[0].box })
        #expect(byValue.map(\.id) == items.map { AnyHashable($0) })
        for (row, other) in zip(byID, byValue) {
            #expect(!row.box.hasSameIdentity(at: row.index, as: other.box, at: other.index))
            #expect(!other.box.hasSameIdentity(at: other.index, as: row.box, at: row.index))
            #expect(!row.box.comparison(at: row.index, with: other.box, at: other.index).contains(.identity))
        }
    }

    @Test("Each row of a run has its own handler, behaviour and height")
    @MainActor
    func behaviourPerRow() {
        let selected = Calls()
        let deleted = Calls()
        let rows = Section(0) {
            for item in items {
                Row<TestTextCell>(item)
                    .onSelect { selected.ids.append($0.id) }
                    .height(CGFloat(item.id + 40))
                    .onDelete { deleted.ids.append($0.id) }
            }
        }.rows
        #expect(rows.allSatisfy { $0.box === rows[0].box })
        #expect(rows[0].box.mayHaveBehaviour)
        for row in rows.reversed() {
            row.behaviour?.onSelect?(())
            row.behaviour?.onDelete?(())
        }
        #expect(selected.ids == items.map(\.id).reversed())
        #expect(deleted.ids == items.map(\.id).reversed())
        #expect(rows.map { $0.height?.fixedPoints } == items.map { CGFloat($0.id + 40) })
        #expect(
            rows.allSatisfy {
                $0.behaviour?.isSelectable == true && $0.behaviour?.onDelete != nil && $0.behaviour?.onMove == nil
            })
        let plain = loop(items)
        #expect(!plain[0].box.mayHaveBehaviour)
        #expect(plain.allSatisfy { $0.behaviour == nil && $0.height == nil })
    }

    @Test("A run's row configures its cell with its own model")
    @MainActor
    func configuresWithItsModel() {
        let cell = TestTextCell()
        for row in loop(items) { row.configure(cell) }
        #expect(cell.configuredModels == items)
    }

    @Test("Snapshots of runs and of single rows diff as the same rows, and replay")
    @MainActor
    func diffIsTheSameWhateverTheBoxes() {
        let edited =
            items.dropFirst().map { TestItem(id: $0.id, content: $0.id == 3 ? 99 : $0.content) }
            + [TestItem(id: 7)]
        let pairs: [([AnyRow], [AnyRow])] = [
            (loop(items), oneByOne(items)), (oneByOne(items), loop(items)), (loop(items), loop(items)),
        ]
        for (old, new) in pairs {
            #expect(replayedDiff(snapshot((0, old)), snapshot((0, new))).isEmpty)
        }
        let expected = ListDiff(from: snapshot((0, oneByOne(items))), to: snapshot((0, oneByOne(edited))))
        for (old, new) in [
            (loop(items), loop(edited)), (oneByOne(items), loop(edited)), (loop(items), oneByOne(edited)),
        ] {
            let diff = replayedDiff(snapshot((0, old)), snapshot((0, new)))
            #expect(diff.stages.map(\.description) == expected.stages.map(\.description))
            #expect(diff.changeCount == expected.changeCount)
        }
    }

    @Test("A run outlives the section it was made in, and its rows can be moved into other sections")
    func runRowsMoveBetweenSections() {
        var first = Section(0, rows: loop(items))
        var second = Section(1, rows: [])
        second.rows.append(first.rows.removeLast())
        second.rows.insert(first.rows.removeFirst(), at: 0)
        first = Section(0, rows: Array(first.rows.reversed()))
        #expect(first.rows.compactMap { $0.model(as: TestItem.self)?.id } == [4, 3, 2, 1])
        #expect(second.rows.compactMap { $0.model(as: TestItem.self)?.id } == [0, 5])
        #expect(second.rows.map(\.index) == [0, 5])
    }

    @Test("A row whose only behaviour is onSelect keeps the handler alone; any other behaviour is kept whole")
    @MainActor
    func behaviourStorageKinds() {
        let calls = Calls()
        let plain = Row<TestTextCell>(items[0])
        let selecting = Row<TestTextCell>(items[1]).onSelect { calls.ids.append($0.id) }
        let selectable = Row<TestTextCell>(items[2]).selectable()
        let both = Row<TestTextCell>(items[3]).onSelect { calls.ids.append($0.id) }.height(44)
        #expect(plain.behaviourStorage == nil)
        guard case .onSelect? = selecting.behaviourStorage, case .whole? = selectable.behaviourStorage,
            case .whole? = both.behaviourStorage
        else {
            Issue.record("Stored as \([selecting, selectable, both].map { String(describing: $0.behaviourStorage) })")
            return
        }
        // Read back, each keeps what was set, and a behaviour emptied again stores nothing.
        #expect(selectable.behaviour.isSelectable == true && selectable.behaviour.onSelect == nil)
        #expect(both.behaviour.height?.fixedPoints == 44)
        var emptied = selecting
        emptied.behaviour.onSelect = nil
        #expect(emptied.behaviourStorage == nil)
        let section = Section(0) {
            selecting
            both
        }
        for row in section.rows { row.select() }
        #expect(calls.ids == [1, 3])
    }

    @Test("onSelect on a row keeps its other behaviour, and a second onSelect replaces the first")
    @MainActor
    func onSelectAmongOtherModifiers() {
        let calls = Calls()
        let after = Row<TestTextCell>(items[0]).height(30).onSelect { calls.ids.append($0.id) }
        let replaced = Row<TestTextCell>(items[1]).onSelect { _ in calls.ids.append(-1) }
            .onSelect { calls.ids.append($0.id) }
        let before = Row<TestTextCell>(items[2]).onSelect { _ in calls.ids.append(-2) }.height(20)
        guard case .whole? = after.behaviourStorage, case .onSelect? = replaced.behaviourStorage else {
            Issue.record("Stored as \([after, replaced].map { String(describing: $0.behaviourStorage) })")
            return
        }
        #expect(after.behaviour.height?.fixedPoints == 30 && before.behaviour.height?.fixedPoints == 20)
        for row in [after, replaced, before] { AnyRow(row).select() }
        #expect(calls.ids == [0, 1, -2])
    }
}
