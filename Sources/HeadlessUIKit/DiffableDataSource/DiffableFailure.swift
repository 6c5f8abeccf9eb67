#if !canImport(UIKit)
import Foundation

/// UIKit's words for the rules a diffable snapshot or data source breaks, and where they are reported.
///
/// Sources of the words (UIKit raises `NSInternalInconsistencyException` with them): crash reports quoted in public
/// issues and articles, e.g. "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(...)}",
/// "There are currently no sections in the data source. Please add a section first.", "Attempted to reload item
/// identifier that does not exist in the snapshot: X" and the same for reconfigure, and "Diffable data source
/// detected an attempt to insert or append 1 section identifier that already exists in the snapshot." Where UIKit's
/// words are not known, the message starts with "HeadlessUIKit:".
enum DiffableFailure {
    /// Marks the main queue, whose work may run on a thread other than the main one (on Linux, once `dispatch_main`
    /// parks the main thread, the main actor's jobs run on a worker thread that drains the main queue).
    /// Set once, before the first check; `DispatchQueue.setSpecific` may be called from any thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Reports the message as UIKit raises it: through ``Headless/inconsistencyHandler`` on the main queue (the main
    /// actor); off it (a snapshot built on a background queue) the process stops with the message, as the exception
    /// would.
    static func raise(_ message: String) {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
            MainActor.assumeIsolated { Headless.raise(message) }
        } else {
            fatalError(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(message)'"
            )
        }
    }

    /// Foundation's description of a set of identifiers, as UIKit's messages print them.
    static func setDescription(_ identifiers: [some Hashable]) -> String {
        "{(\n" + identifiers.map { "    \(String(describing: $0))" }.joined(separator: ",\n") + "\n)}"
    }

    /// The identifiers that occur more than once, each once, in the order they first repeat.
    ///
    /// - Complexity: O(identifiers.count).
    static func duplicates<T: Hashable>(in identifiers: [T]) -> [T] {
        var seen = Set<T>(minimumCapacity: identifiers.count)
        var reported = Set<T>()
        var result: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { result.append(identifier) }
        }
        return result
    }

    /// Reports duplicates in `identifiers` with UIKit's words (`kind` is "item" or "section") and returns them
    /// without the repeats (each kept at its first place), so that nothing is lost.
    ///
    /// - Complexity: O(identifiers.count).
    static func unique<T: Hashable>(_ identifiers: [T], kind: String) -> [T] {
        let repeated = duplicates(in: identifiers)
        guard !repeated.isEmpty else { return identifiers }
        raise(
            "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(setDescription(repeated))")
        var seen = Set<T>(minimumCapacity: identifiers.count)
        return identifiers.filter { seen.insert($0).inserted }
    }
}
#endif
