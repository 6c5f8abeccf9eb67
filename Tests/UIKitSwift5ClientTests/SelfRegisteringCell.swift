#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Code as an iOS app in the Swift 5 language mode writes it (this target's mode): a protocol without any actor
// annotation whose extension registers, makes and dequeues cells. The extension is nonisolated and calls UIKit's
// main-actor API; that compiles, without a warning, because Swift imports UIKit's Objective-C declarations as
// `@preconcurrency @MainActor` (SE-0337). So it must against HeadlessUIKit: this target is built with
// `-warnings-as-errors` in CI, and the first reference article's screen has the same pattern.

/// A cell type that knows its reuse identifier and nib, and registers and dequeues itself.
protocol SelfRegisteringCell {
    static var reuseIdentifier: String { get }
    static var nib: UINib { get }
    static func register(in tableView: UITableView)
    static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self
}

extension SelfRegisteringCell {
    static var reuseIdentifier: String {
        String(describing: self)
    }

    static var nib: UINib {
        UINib(nibName: reuseIdentifier, bundle: nil)
    }

    static func register(in tableView: UITableView) {
        tableView.register(nib, forCellReuseIdentifier: reuseIdentifier)
    }

    static func dequeue(from tableView: UITableView, for indexPath: IndexPath) -> Self {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as? Self else {
            fatalError("\(reuseIdentifier) is registered with another class")
        }
        return cell
    }

    /// A plain cell, for rows the data source does not know.
    static func placeholder() -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = "?"
        return cell
    }
}

/// A cell written for UIKit, loaded from its nib.
final class GreetingCell: UITableViewCell, SelfRegisteringCell {
    var greeting: String? {
        didSet { textLabel?.text = greeting }
    }
}

/// A data source that is no main-actor type either, as Swift 5 code writes one.
final class GreetingsDataSource: NSObject, UITableViewDataSource {
    var greetings: [String]

    init(_ greetings: [String]) {
        self.greetings = greetings
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        greetings.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard greetings.indices.contains(indexPath.row) else { return GreetingCell.placeholder() }
        let cell = GreetingCell.dequeue(from: tableView, for: indexPath)
        cell.greeting = greetings[indexPath.row]
        return cell
    }
}

/// A table that adds a row inside its batch-update block, calling its own methods without `self.`: UIKit's block is
/// non-escaping (NS_NOESCAPE), where the Swift 5 mode allows that.
final class GreetingsTable: UITableView {
    func append(_ greeting: String, to source: GreetingsDataSource) {
        performBatchUpdates(
            {
                source.greetings.append(greeting)
                insertRows(at: [IndexPath(row: source.greetings.count - 1, section: 0)], with: .automatic)
            }, completion: nil)
    }
}
