#if !canImport(UIKit)
import Foundation

extension BatchValidation {
    /// The batch update a view is collecting, the same for the table view and the collection view: how deeply batches
    /// nest (`beginUpdates()`, `performBatchUpdates(_:completion:)`), what the open batch asks for, and the completions
    /// to call when it ends.
    struct Session {
        /// How many batches are open; the outermost one checks and applies the update when it ends.
        private(set) var depth = 0
        /// What the open batch asks for (empty when no batch is open).
        private(set) var request = Request()
        /// The completions of the `performBatchUpdates` calls in the open batch, in call order.
        private var completions: [(Bool) -> Void] = []

        /// What the outermost batch asked for, and the completions to call, when it ends.
        struct Ended {
            /// Everything the batch asked for.
            var request: Request
            /// The completions of the batch, in call order.
            var completions: [(Bool) -> Void]
        }

        /// Whether a batch is open.
        var isOpen: Bool { depth > 0 }

        /// Opens a batch; returns whether it is the outermost one (then the view reads its counts before the update).
        mutating func begin() -> Bool {
            depth += 1
            if depth == 1 { request = Request() }
            return depth == 1
        }

        /// Adds a completion to the open batch.
        mutating func add(_ completion: ((Bool) -> Void)?) {
            if let completion { completions.append(completion) }
        }

        /// Records a change in the open batch.
        mutating func record(_ change: (inout Request) -> Void) {
            change(&request)
        }

        /// Closes a batch; returns what the outermost one asked for when it ends, `nil` for an inner one or an
        /// unbalanced call (UIKit ignores an `endUpdates()` without `beginUpdates()` as well).
        mutating func end() -> Ended? {
            guard depth > 0 else { return nil }
            depth -= 1
            guard depth == 0 else { return nil }
            defer {
                request = Request()
                completions = []
            }
            return Ended(request: request, completions: completions)
        }
    }
}

extension BatchValidation {
    /// Calls the completions of batch updates as UIKit does: asynchronously, on the main actor, in a later turn than
    /// the one that performed the update, and in the order of the updates.
    ///
    /// UIKit applies a batch update at once (the data and the cells change before `performBatchUpdates` returns)
    /// and calls the completion "async when all animations are finished" (Badoo's engineering article on batch
    /// updates in `UICollectionView`; Apple's documentation of `performBatchUpdates(_:completion:)`: "A completion
    /// handler block to execute when all of the operations are finished"), so the completion never runs before
    /// `performBatchUpdates` returns. HeadlessUIKit has no animations: the completions of all the updates performed in
    /// one turn run together in the next one, oldest first, through one queue shared by every table and collection
    /// view, so their order across views is the order of the updates too. A completion that performs another update
    /// sees that update's completion run in a turn after its own.
    @MainActor
    enum CompletionQueue {
        /// The completions waiting for the next turn, oldest first.
        private static var waiting: [() -> Void] = []
        /// Whether a turn that drains `waiting` is already scheduled.
        private static var isScheduled = false

        /// Schedules `completions` to be called with `finished` in a later turn, after every one scheduled before.
        static func schedule(_ completions: [(Bool) -> Void], finished: Bool) {
            guard !completions.isEmpty else { return }
            waiting += completions.map { completion in { completion(finished) } }
            guard !isScheduled else { return }
            isScheduled = true
            Task { @MainActor in drain() }
        }

        /// Calls the completions waiting now; those they schedule wait for a turn of their own.
        private static func drain() {
            let due = waiting
            waiting = []
            isScheduled = false
            for completion in due { completion() }
        }
    }
}
#endif
