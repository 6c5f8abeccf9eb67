#if !canImport(UIKit)
import Foundation

/// How a reuse identifier makes a new view: a registered class or a registered nib. Shared by table and
/// collection views (cells and supplementary views alike).
@MainActor
enum ReuseRegistration<View: UIView> {
    /// A class; the closure makes an instance with the reuse identifier.
    case makeClass(@MainActor (String) -> View)
    /// A nib; its first top-level object of type `View` is the new view.
    case nib(UINib)
}

/// Reuse queues keyed by reuse identifier, plus the registrations that make new views when a queue is empty.
///
/// Views in a queue are not in the view tree (a view leaving the screen is removed from its superview before it is
/// enqueued). Generic over the view type so `UICollectionView` can use it for cells and supplementary views.
/// - Complexity: enqueue and dequeue are O(1) amortized; ``contains(_:)`` is O(1).
@MainActor
struct ReuseQueue<View: UIView> {
    /// Registrations by reuse identifier.
    private(set) var registrations: [String: ReuseRegistration<View>] = [:]
    /// Reusable views by reuse identifier, most recently enqueued last.
    private var queues: [String: [View]] = [:]
    /// The identities of every queued view, for O(1) membership checks.
    private var queued: Set<ObjectIdentifier> = []

    /// Registers (or with `nil`, unregisters) how the identifier makes new views. Queued views stay queued.
    mutating func register(_ registration: ReuseRegistration<View>?, for identifier: String) {
        registrations[identifier] = registration
    }

    /// Whether the identifier has a class or nib registered.
    func isRegistered(_ identifier: String) -> Bool {
        registrations[identifier] != nil
    }

    /// Puts a view that left the screen into its identifier's queue. Views without an identifier are dropped.
    mutating func enqueue(_ view: View, identifier: String?) {
        guard let identifier else { return }
        let id = ObjectIdentifier(view)
        guard !queued.contains(id) else { return }
        queued.insert(id)
        queues[identifier, default: []].append(view)
    }

    /// Takes a queued view of the identifier, if any (the caller prepares it for reuse).
    mutating func dequeueQueued(_ identifier: String) -> View? {
        guard let view = queues[identifier]?.popLast() else { return nil }
        queued.remove(ObjectIdentifier(view))
        return view
    }

    /// What making a new view of an identifier gave.
    enum Made {
        /// A new view.
        case view(View)
        /// Nothing is registered for the identifier.
        case unregistered
        /// The registered nib could not be loaded; `UINib` has already reported it.
        case nibNotLoaded
        /// The registered nib made something other than exactly one view of the right type.
        case invalidNib
    }

    /// Makes a new view of the identifier's registration.
    func makeNew(_ identifier: String) -> Made {
        switch registrations[identifier] {
        case nil:
            return .unregistered
        case .makeClass(let make):
            return .view(make(identifier))
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil, options: nil)
            if objects.isEmpty { return .nibNotLoaded }
            guard objects.count == 1, let view = objects.first as? View else { return .invalidNib }
            return .view(view)
        }
    }

    /// Takes the view out of its identifier's queue, if it is queued (a data source returned a view it kept
    /// instead of dequeuing it).
    /// - Complexity: O(queued views of the identifier).
    mutating func remove(_ view: View, identifier: String?) {
        guard queued.remove(ObjectIdentifier(view)) != nil, let identifier else { return }
        queues[identifier]?.removeAll { $0 === view }
    }

    /// Whether the view is in a queue.
    func contains(_ view: View) -> Bool {
        queued.contains(ObjectIdentifier(view))
    }

    /// The number of queued views of the identifier.
    func count(for identifier: String) -> Int {
        queues[identifier]?.count ?? 0
    }

    /// Every queued view.
    var allQueued: [View] {
        queues.values.flatMap { $0 }
    }
}
#endif
