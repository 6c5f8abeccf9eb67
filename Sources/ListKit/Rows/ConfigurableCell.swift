/// A cell that shows one kind of model.
///
/// A cell states the model type it shows and how it shows it; ListKit registers it under ``reuseIdentifier``,
/// dequeues it by that identifier and calls ``configure(with:)`` with the row's model, so no data source casts.
///
/// ```swift
/// final class UserCell: UITableViewCell, ConfigurableCell {
///     func configure(with user: User) {
///         textLabel?.text = user.name
///     }
/// }
/// ```
///
/// Cells are UI, so the protocol is isolated to the main actor, as UIKit's views are.
@MainActor
public protocol ConfigurableCell: AnyObject {
    /// The model the cell shows.
    associatedtype Model

    /// The identifier the cell is registered and dequeued with. Defaults to the type's full name, module and
    /// enclosing types included, so that two cell types of one name in different scopes never share an identifier.
    static var reuseIdentifier: String { get }

    /// Shows `model` in the cell. Called each time the cell is dequeued or reconfigured for a row.
    func configure(with model: Model)
}

extension ConfigurableCell {
    /// The type's full name, as `String(reflecting: Self.self)` spells it: `MyApp.FeedScreen.Cell` for a `Cell`
    /// nested in `FeedScreen` in the module `MyApp`, distinct from `MyApp.ProfileScreen.Cell`.
    public static var reuseIdentifier: String {
        String(reflecting: Self.self)
    }
}
