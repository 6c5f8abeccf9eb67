/// What two rows of one identity's cell type compare equal in: ``Row``'s `compare` function answers both at once.
@usableFromInline
struct RowComparison: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The ids that follow from the two models are `==` (never set when the rows were given their ids).
    @inlinable static var identity: RowComparison { RowComparison(rawValue: 1) }
    /// The models are `==` (never set when the model is not `Equatable`).
    @inlinable static var content: RowComparison { RowComparison(rawValue: 2) }
}

/// How a row's identity and content follow from its model's type: the rule its initializer chose, by the model's
/// conformances (``Row``'s initializers).
///
/// A row keeps its rule as a metatype, which takes no reference count: copying a row costs nothing for it, and two rows
/// follow one rule exactly when their metatypes are the same. The rows of a run (``RowRun``) share one rule, hence one
/// comparison (each row's `compare`, made by the initializer that chose the rule), and the run keeps their ids only
/// when the rule does not derive them from the models.
@usableFromInline
protocol ModelRules: Sendable {
    /// Whether the id follows from the model (`model.id`, or the model itself); otherwise the row was given it.
    static var derivesID: Bool { get }
    /// The id of the model at `model`, an address of a model of the rule's own model type; only for a rule that
    /// derives ids. Generic, for the few who ask a row of a run for its id (the diff compares ids with `compare`).
    static func id(of model: UnsafeRawPointer) -> any Hashable & Sendable
}

extension ModelRules {
    /// Not derived: the row was given its id, which it keeps.
    @usableFromInline static var derivesID: Bool { false }

    /// The id of the model at `model`: a rule that does not derive ids has none to give.
    @usableFromInline
    static func id(of model: UnsafeRawPointer) -> any Hashable & Sendable {
        preconditionFailure("\(Self.self) does not derive ids from models")
    }
}

/// The row was given its id (`id:`), and its model is not compared: every apply reconfigures it.
@usableFromInline
enum GivenIDRule<Model>: ModelRules {
    /// Nothing in common: the model tells neither identity nor content.
    @inlinable
    static func compare(_ lhs: Model, _ rhs: Model, wanted: RowComparison) -> RowComparison { [] }
}

/// The row was given its id (`id:`), and its models compare with `==`.
@usableFromInline
enum GivenIDComparedRule<Model: Equatable>: ModelRules {
    /// The content, when the models are `==`.
    @inlinable
    static func compare(_ lhs: Model, _ rhs: Model, wanted: RowComparison) -> RowComparison {
        lhs == rhs ? .content : []
    }
}

/// The rule of a row given back by its box (``AnyRow/row(as:)``): a box of one row keeps the row's id and comparison,
/// not its rule, so the id is kept and the comparison is the row's own. Rows of this rule make no run, since their
/// comparisons may differ.
@usableFromInline
enum KeptIDRule<Model>: ModelRules {}

/// The model is its own id, and its content: a `Hashable` model.
@usableFromInline
enum ModelIsIDRule<Model: Hashable & Sendable>: ModelRules {
    @usableFromInline static var derivesID: Bool { true }

    /// Identity and content at once, when the models are `==`.
    @inlinable
    static func compare(_ lhs: Model, _ rhs: Model, wanted: RowComparison) -> RowComparison {
        lhs == rhs ? [.identity, .content] : []
    }

    @usableFromInline
    static func id(of model: UnsafeRawPointer) -> any Hashable & Sendable {
        model.assumingMemoryBound(to: Model.self).pointee
    }
}

/// A rule whose id is the model's `id`.
@usableFromInline
protocol ModelIDRules: ModelRules {
    /// The model type.
    associatedtype Model: Identifiable where Model.ID: Sendable
}

extension ModelIDRules {
    /// Derived: the model's `id`.
    @usableFromInline static var derivesID: Bool { true }

    /// The model's `id`.
    @usableFromInline
    static func id(of model: UnsafeRawPointer) -> any Hashable & Sendable {
        model.assumingMemoryBound(to: Model.self).pointee.id
    }
}

/// The model's `id` is the row's id, and the model is not compared: an `Identifiable` model.
@usableFromInline
enum ModelIDRule<Model: Identifiable>: ModelIDRules where Model.ID: Sendable {
    /// The identity, when it is wanted and the ids are `==`.
    @inlinable
    static func compare(_ lhs: Model, _ rhs: Model, wanted: RowComparison) -> RowComparison {
        wanted.contains(.identity) && lhs.id == rhs.id ? .identity : []
    }
}

/// The model's `id` is the row's id, and the models compare with `==`: an `Identifiable & Equatable` model.
@usableFromInline
enum ModelIDComparedRule<Model: Identifiable & Equatable>: ModelIDRules where Model.ID: Sendable {
    /// The ids, then the models, each only when wanted.
    @inlinable
    static func compare(_ lhs: Model, _ rhs: Model, wanted: RowComparison) -> RowComparison {
        var result: RowComparison = []
        if wanted.contains(.identity), lhs.id == rhs.id { result.insert(.identity) }
        if wanted.contains(.content), lhs == rhs { result.insert(.content) }
        return result
    }
}
