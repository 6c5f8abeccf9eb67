/// Which of identity and content two models of one type share: a row's comparison answers both at once.
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

/// How a row's identity and content follow from its model's type: the rule a row's initializer chose by the model's
/// conformances, as the comparison and the id that go with it.
///
/// Rows of one model type and one rule compare alike, so the rows of a loop share one run (``RowRun``) exactly when
/// they share a rule (``tag``); the run keeps their ids only when the rule does not derive them (``deriveID``).
@usableFromInline
struct ModelRule<Model: Sendable>: Sendable {
    /// Which rule: rows of one tag and one model type compare alike.
    @usableFromInline let tag: UInt8
    /// Which of identity and content two models share, of those wanted, the models read where they lie (a run's
    /// ``AnyRowBox/address(of:)``): made where the model's conformances are known, so that the diff calls it without
    /// going through the runtime, and with no context to allocate. A part not wanted need not be compared.
    @usableFromInline let compare:
        @Sendable (UnsafeRawPointer, UnsafeRawPointer, _ wanted: RowComparison) -> RowComparison
    /// The id of a model, when it follows from the model; `nil` when rows are given their ids.
    @usableFromInline let deriveID: (@Sendable (Model) -> any Hashable & Sendable)?

    @inlinable
    init(
        tag: UInt8, compare: @escaping @Sendable (UnsafeRawPointer, UnsafeRawPointer, RowComparison) -> RowComparison,
        deriveID: (@Sendable (Model) -> any Hashable & Sendable)? = nil
    ) {
        self.tag = tag
        self.compare = compare
        self.deriveID = deriveID
    }

    /// Which of identity and content `lhs` and `rhs` share, of those `wanted`.
    ///
    /// - Complexity: O(1), plus the id's and the model's `==`.
    func compare(_ lhs: Model, _ rhs: Model, _ wanted: RowComparison) -> RowComparison {
        withUnsafePointer(to: lhs) { lhs in
            withUnsafePointer(to: rhs) { compare(UnsafeRawPointer(lhs), UnsafeRawPointer($0), wanted) }
        }
    }

    /// Given its id (`id:`); the model is not compared, so every apply reconfigures the row.
    @inlinable static var givenID: ModelRule { ModelRule(tag: 0) { _, _, _ in [] } }
}

extension ModelRule where Model: Equatable {
    /// Given its id (`id:`); the models compare with `==`.
    @inlinable static var givenIDCompared: ModelRule {
        ModelRule(tag: 1) { lhs, rhs, _ in
            lhs.model(Model.self) == rhs.model(Model.self) ? .content : []
        }
    }
}

extension ModelRule where Model: Hashable {
    /// The model is its own id and its content: identity and content at once, when the models are `==`.
    @inlinable static var modelIsID: ModelRule {
        ModelRule(
            tag: 2,
            compare: { lhs, rhs, _ in lhs.model(Model.self) == rhs.model(Model.self) ? [.identity, .content] : [] },
            deriveID: { $0 })
    }
}

extension ModelRule where Model: Identifiable, Model.ID: Sendable {
    /// The model's `id` is the row's id; the model is not compared.
    @inlinable static var modelID: ModelRule {
        ModelRule(
            tag: 3,
            compare: { $2.contains(.identity) && $0.model(Model.self).id == $1.model(Model.self).id ? .identity : [] },
            deriveID: { $0.id })
    }
}

extension ModelRule where Model: Identifiable & Equatable, Model.ID: Sendable {
    /// The model's `id` is the row's id, and the models compare with `==`: each part only when wanted.
    @inlinable static var modelIDCompared: ModelRule {
        ModelRule(
            tag: 4,
            compare: { lhs, rhs, wanted in
                let (lhs, rhs) = (lhs.model(Model.self), rhs.model(Model.self))
                var result: RowComparison = []
                if wanted.contains(.identity), lhs.id == rhs.id { result.insert(.identity) }
                if wanted.contains(.content), lhs == rhs { result.insert(.content) }
                return result
            }, deriveID: { $0.id })
    }
}
