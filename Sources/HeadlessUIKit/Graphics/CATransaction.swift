#if !canImport(UIKit)
import Foundation

/// Groups layer changes into one atomic update, as Core Animation's `CATransaction`, which UIKit re-exports.
///
/// HeadlessUIKit animates nothing: every change is applied at once. So a transaction's completion block runs when
/// its group commits, as Core Animation runs it when no animation was added in the group: "If no animations are added
/// before the current transaction group is committed (or the completion block is set to a different value), the
/// block is invoked immediately" (https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)).
/// A block set outside ``begin()`` belongs to the thread's implicit transaction, which has nothing to wait for: it
/// runs at once. Code that wraps a table or collection view's batch update in a transaction to learn when its
/// animations end (a common UIKit idiom) so hears of it when the update is done.
open class CATransaction: NSObject {
    /// Begins a transaction group, nested in the current one if any.
    open class func begin() {
        TransactionStack.shared.withLock { $0.append(TransactionStack.Group()) }
    }

    /// Commits the innermost group: its completion block runs (no animation was added to wait for). A commit without
    /// a matching ``begin()`` does nothing, as Core Animation commits its implicit transaction then.
    open class func commit() {
        let group = TransactionStack.shared.withLock { $0.popLast() }
        group?.completion?()
    }

    /// Commits the implicit transaction: nothing is pending in HeadlessUIKit.
    open class func flush() {}

    /// The innermost group's completion block.
    @discardableResult
    open class func completionBlock() -> (() -> Void)? {
        TransactionStack.shared.withLock { $0.last?.completion }
    }

    /// Sets the innermost group's completion block; outside a group the block runs at once. A block set in a group
    /// replaces its former one, which runs then ("or the completion block is set to a different value").
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let replaced: (() -> Void)?? = TransactionStack.shared.withLock { stack in
            guard !stack.isEmpty else { return .none }
            let old = stack[stack.count - 1].completion
            stack[stack.count - 1].completion = block
            return .some(old)
        }
        switch replaced {
        case .none: block?()
        case .some(let old): old?()
        }
    }

    /// Whether the innermost group disables implicit actions.
    @discardableResult
    open class func disableActions() -> Bool {
        TransactionStack.shared.withLock { $0.last?.disablesActions ?? false }
    }

    /// Sets whether the innermost group disables implicit actions.
    open class func setDisableActions(_ flag: Bool) {
        TransactionStack.shared.withLock { stack in
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].disablesActions = flag
        }
    }

    /// The innermost group's animation duration; 0.25 seconds by default, as Core Animation's.
    @discardableResult
    open class func animationDuration() -> CFTimeInterval {
        TransactionStack.shared.withLock { $0.last?.duration ?? 0.25 }
    }

    /// Sets the innermost group's animation duration.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        TransactionStack.shared.withLock { stack in
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].duration = dur
        }
    }
}

/// The open transaction groups, innermost last. Core Animation keeps one stack per thread; HeadlessUIKit's is one
/// stack behind a lock, which is the same for code that begins and commits on one thread.
final class TransactionStack: @unchecked Sendable {
    /// One open group.
    struct Group {
        /// The block run when the group commits.
        var completion: (() -> Void)?
        /// Whether implicit actions are off.
        var disablesActions = false
        /// The group's animation duration.
        var duration: CFTimeInterval = 0.25
    }

    /// The process's stack.
    static let shared = TransactionStack()

    private let lock = NSLock()
    private var groups: [Group] = []

    /// Runs `body` on the stack under the lock.
    func withLock<Result>(_ body: (inout [Group]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&groups)
    }
}
#endif
