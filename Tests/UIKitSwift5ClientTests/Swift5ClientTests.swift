import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

@MainActor
@Suite(
    "A Swift 5 client: nonisolated code that registers and dequeues cells compiles and works", .timeLimit(.minutes(10)))
struct Swift5ClientTests {
    @Test("Cells registered by nib from a nonisolated protocol extension are dequeued and configured")
    func nonisolatedRegistration() throws {
        #if !canImport(UIKit)
        // Linux has no nib files: say what the nib named GreetingCell makes.
        Headless.registerNib(named: GreetingCell.reuseIdentifier) {
            GreetingCell(style: .default, reuseIdentifier: nil)
        }
        defer { Headless.unregisterNib(named: GreetingCell.reuseIdentifier) }
        #endif
        let source = GreetingsDataSource(["Hello", "Hi"])
        let table = GreetingsTable(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        #if canImport(UIKit)
        // The test bundle has no GreetingCell.nib: on iOS, register the class under the same identifier.
        table.register(GreetingCell.self, forCellReuseIdentifier: GreetingCell.reuseIdentifier)
        #else
        GreetingCell.register(in: table)
        #endif
        table.dataSource = source
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? GreetingCell)
        #expect(first.greeting == "Hello")
        #expect(first.reuseIdentifier == "GreetingCell")

        table.append("Hey", to: source)
        #expect(table.numberOfRows(inSection: 0) == 3)
        let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? GreetingCell)
        #expect(third.textLabel?.text == "Hey")
        #expect(GreetingCell.placeholder().textLabel?.text == "?")
    }
}
