import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The identity and the content equality follow from the model's conformances as `Row`'s initializers choose them: each
// initializer here makes the row with the `Row` initializer of the same conformances, the most specific one winning.

/// What a configuration row's cell shows for its model in a state: a content configuration.
public typealias ConfigurationRowContent<Model> =
    @MainActor @Sendable (Model, UICellConfigurationState) -> any UIContentConfiguration

extension ConfigurationRow {
    /// Makes the row from the row of its model and its content.
    init(row: Row<Cell>, content: @escaping ConfigurationRowContent<Model>) {
        self.row = row
        appearance = ConfigurationAppearance(content: content)
    }

    /// A row whose identity is given explicitly; the model is not compared, so the row is reconfigured on every apply.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows.
    ///   - id: The row's identity, unique among the configuration rows of `Model` in one snapshot.
    ///   - content: The content configuration for the model in the cell's state.
    public init(_ model: Model, id: some Hashable & Sendable, content: @escaping ConfigurationRowContent<Model>) {
        self.init(row: Row(model, id: id), content: content)
    }
}

extension ConfigurationRow where Model: Equatable {
    /// A row whose identity is given explicitly and whose content is compared with `==`.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows.
    ///   - id: The row's identity, unique among the configuration rows of `Model` in one snapshot.
    ///   - content: The content configuration for the model in the cell's state.
    public init(_ model: Model, id: some Hashable & Sendable, content: @escaping ConfigurationRowContent<Model>) {
        self.init(row: Row(model, id: id), content: content)
    }
}

extension ConfigurationRow where Model: Hashable {
    /// A row identified by its model: a changed model is a different row (a delete and an insert).
    ///
    /// - Parameters:
    ///   - model: The model the cell shows, and the row's identity.
    ///   - content: The content configuration for the model in the cell's state.
    public init(_ model: Model, content: @escaping ConfigurationRowContent<Model>) {
        self.init(row: Row(model), content: content)
    }
}

extension ConfigurationRow where Model: Identifiable, Model.ID: Sendable {
    /// A row identified by the model's `id`; the model is not compared, so the row is reconfigured on every apply.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows; its `id` is the row's identity.
    ///   - content: The content configuration for the model in the cell's state.
    public init(_ model: Model, content: @escaping ConfigurationRowContent<Model>) {
        self.init(row: Row(model), content: content)
    }
}

extension ConfigurationRow where Model: Identifiable & Equatable, Model.ID: Sendable {
    /// A row identified by the model's `id` whose content is compared with `==`: a changed model with the same `id`
    /// is the same row, and its cell is configured again in place.
    ///
    /// - Parameters:
    ///   - model: The model the cell shows; its `id` is the row's identity.
    ///   - content: The content configuration for the model in the cell's state.
    public init(_ model: Model, content: @escaping ConfigurationRowContent<Model>) {
        self.init(row: Row(model), content: content)
    }
}

extension ConfigurationRow where Model: Identifiable & Hashable, Model.ID: Sendable {
    /// A row identified by the model's `id` whose content is compared with `==` (`Identifiable` wins over `Hashable`
    /// for identity, so editing a model reconfigures its row rather than replacing it).
    ///
    /// - Parameters:
    ///   - model: The model the cell shows; its `id` is the row's identity.
    ///   - content: The content configuration for the model in the cell's state.
    public init(_ model: Model, content: @escaping ConfigurationRowContent<Model>) {
        self.init(row: Row(model), content: content)
    }
}
