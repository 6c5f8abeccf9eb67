import ListKit

/// A model for tests: an identity and a content value, so that a test can change one without the other.
public struct TestItem: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The identity.
    public var id: Int
    /// The content; a different value with the same id is the same row, changed.
    public var content: Int

    /// Creates an item.
    public init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    /// `id:content`.
    public var description: String {
        "\(id):\(content)"
    }
}

/// A cell that records what it was configured with.
@MainActor
public final class TestTextCell: ConfigurableCell {
    /// The models this cell was configured with, oldest first.
    public private(set) var configuredModels: [TestItem] = []

    /// Creates a cell.
    public init() {}

    /// Records the model.
    public func configure(with model: TestItem) {
        configuredModels.append(model)
    }
}

/// A second cell type for the same model, so that tests mix cell types.
@MainActor
public final class TestBadgeCell: ConfigurableCell {
    /// The last model this cell was configured with.
    public private(set) var model: TestItem?

    /// Creates a cell.
    public init() {}

    /// Keeps the model.
    public func configure(with model: TestItem) {
        self.model = model
    }
}
