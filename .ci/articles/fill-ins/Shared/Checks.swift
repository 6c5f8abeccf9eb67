// The project's fill-in, shared by every screen of the articles check: each check prints a line, and the program
// exits with status 1 at the end if any failed.
import UIKit

@MainActor
enum Checks {
    static var failures = 0

    /// Prints `ok: what` or `FAILED: what`.
    static func expect(_ condition: Bool, _ what: String) {
        print(condition ? "    ok: \(what)" : "    FAILED: \(what)")
        fflush(stdout)
        if !condition { failures += 1 }
    }

    /// Exits: 0 when every check passed, 1 otherwise.
    static func finish() -> Never {
        fflush(stdout)
        exit(failures == 0 ? 0 : 1)
    }

    /// Lets the main queue run what was dispatched to it (as the run loop of an app does between events).
    static func runMainQueue() {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.05))
    }

    /// The texts of the labels in a view's tree, depth first (hidden ones marked).
    static func labelTexts(in view: UIView) -> [String] {
        var texts: [String] = []
        if let label = view as? UILabel, let text = label.text { texts.append(label.isHidden ? "(hidden) \(text)" : text) }
        for subview in view.subviews { texts += labelTexts(in: subview) }
        return texts
    }
}
