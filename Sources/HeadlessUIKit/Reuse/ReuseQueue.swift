#if !canImport(UIKit)
import Foundation

/// A view that reuse queues make and recycle: `UITableViewCell`, `UITableViewHeaderFooterView` and
/// `UICollectionReusableView` (with `UICollectionViewCell`).
@MainActor
protocol ReusableView: UIView {
    /// The identifier the view was made or dequeued for.
    var reuseIdentifier: String? { get set }
    /// Resets the view before a dequeue returns it again.
    func prepareForReuse()
}

extension UITableViewCell: ReusableView {}
extension UITableViewHeaderFooterView: ReusableView {}
extension UICollectionReusableView: ReusableView {}

/// A reusable view made from its class value for a reuse identifier: how a registered class becomes a new view.
///
/// Swift calls an initializer on a class value (`cellClass.init(...)`) only when the initializer is `required`, and
/// every subclass must then provide it, which would make the compiler ask a cell subclass for an initializer UIKit
/// does not have. The three base classes' `init(_registeredReuseIdentifier:)` is therefore `required` and
/// `unavailable`: the compiler skips unavailable superclass initializers when it lists those a subclass must provide,
/// so a subclass without `init(coder:)` gets exactly UIKit's message about `init(coder:)`. Their conformances here are
/// unavailable too, so no code names the initializer; they stay in the binary, and ``ReuseQueue/register(class:for:)``
/// finds them with a dynamic cast. (Compiling HeadlessUIKit with `-unavailable-decl-optimization=complete` would drop
/// them and make registered classes count as unregistered.)
@MainActor
protocol RegisteredClassView: ReusableView {
    /// Makes a view of the class for the reuse identifier, through the class's UIKit initializer.
    init(_registeredReuseIdentifier reuseIdentifier: String)
}

@available(*, unavailable)
extension UITableViewCell: RegisteredClassView {}
@available(*, unavailable)
extension UITableViewHeaderFooterView: RegisteredClassView {}
@available(*, unavailable)
extension UICollectionReusableView: RegisteredClassView {}

/// How a reuse identifier makes a new view: a registered class or a registered nib. Shared by table and
/// collection views (cells and supplementary views alike).
@MainActor
enum ReuseRegistration<View: ReusableView> {
    /// A class; the closure makes an instance with the reuse identifier.
    case makeClass(@MainActor (String) -> View?)
    /// A nib; its first top-level object of type `View` is the new view.
    case nib(UINib)
}

/// Reuse queues keyed by reuse identifier, plus the registrations that make new views when a queue is empty.
///
/// Views in a queue are not in the view tree (a view leaving the screen is removed from its superview before it is
/// enqueued). Generic over the view type so `UICollectionView` can use it for cells and supplementary views.
/// - Complexity: enqueue and dequeue are O(1) amortized; ``contains(_:)`` is O(1).
@MainActor
struct ReuseQueue<View: ReusableView> {
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

    /// Registers the class whose instances the identifier makes (`nil` unregisters). A class that is not a subclass
    /// of `View` counts as unregistered, as UIKit could not make a view of it.
    mutating func register(class viewClass: AnyClass?, for identifier: String) {
        guard let viewClass, viewClass is View.Type, let type = viewClass as? any RegisteredClassView.Type else {
            register(nil, for: identifier)
            return
        }
        register(.makeClass { type.init(_registeredReuseIdentifier: $0) as? View }, for: identifier)
    }

    /// Registers the nib whose one top-level view the identifier makes (`nil` unregisters).
    mutating func register(nib: UINib?, for identifier: String) {
        register(nib.map { .nib($0) }, for: identifier)
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

    /// What a dequeue gave.
    enum Dequeued {
        /// A reused view (prepared for reuse) or a new one, with the identifier.
        case view(View)
        /// Nothing is registered for the identifier, and no view is queued.
        case unregistered
        /// The registered nib could not make the view; UIKit's message has been raised.
        case failed
    }

    /// Takes a queued view of the identifier, after its `prepareForReuse()`, or makes a new one of the registered
    /// class or nib: the dequeue of the table and the collection view.
    ///
    /// A nib that does not hold exactly one view of the right type raises UIKit's message, which names the class
    /// the nib must hold, `className` (quoted in wokalski/WCFastCell#11); a nib that cannot be loaded has been
    /// reported by `UINib` ("Could not load NIB in bundle").
    mutating func dequeue(_ identifier: String, className: String) -> Dequeued {
        if let view = dequeueQueued(identifier) {
            view.prepareForReuse()
            return .view(view)
        }
        switch makeNew(identifier) {
        case .view(let view):
            view.reuseIdentifier = identifier
            return .view(view)
        case .unregistered:
            return .unregistered
        case .nibNotLoaded:
            return .failed
        case .invalidNib:
            Headless.raise(
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                    + "object which must be a \(className) instance")
            return .failed
        }
    }

    /// Makes a new view of the identifier's registration.
    func makeNew(_ identifier: String) -> Made {
        switch registrations[identifier] {
        case nil:
            return .unregistered
        case .makeClass(let make):
            return make(identifier).map { .view($0) } ?? .unregistered
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

    /// Every queued view.
    var allQueued: [View] {
        queues.values.flatMap { $0 }
    }
}
#endif
