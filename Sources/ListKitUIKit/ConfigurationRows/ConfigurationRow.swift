import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A row shown by a content configuration of its model, with no cell subclass, in a table or a collection view alike.
///
/// The row says what its cell shows for each state of the cell (selected, highlighted, editing, expanded, …): a
/// content configuration (a `UIListContentConfiguration`, or the app's own `UIContentConfiguration`), and, with
/// `accessories` and ``background(_:)``, accessories and a background configuration. ListKit provides the
/// cell: a `UITableViewCell` in a table, a `UICollectionViewListCell` in a collection view, which asks the row's
/// closures again whenever its state changes.
///
/// ```swift
/// ConfigurationRow(contact) { contact, state in
///     var content = UIListContentConfiguration.subtitleCell()
///     content.text = contact.name
///     content.secondaryText = contact.phone
///     return content
/// }
/// .accessories([.disclosureIndicator])
/// .onSelect { contact in open(contact) }
/// ```
///
/// Otherwise the row is a row like any other: its identity and content equality follow from its model as `Row`'s
/// do (an `Identifiable & Equatable` model changed under the same `id` reconfigures the same cell, without a reload),
/// the closures are never compared (as handlers, the newest row's are used), and every modifier of `RowModifiers`
/// applies, each handler called with the model. Its cell type is ``ConfigurationCell``, one for each model type.
public struct ConfigurationRow<Model: Sendable>: RowModifiers {
    /// The cell type of the row: the adapter shows it in a cell of its view's kind (``ConfigurationCell``).
    public typealias Cell = ConfigurationCell<Model>

    /// The row without its closures: its model, identity, content equality and behaviour.
    var row: Row<Cell>

    /// What the cell shows, for each state.
    var appearance: ConfigurationAppearance<Model>

    /// The model the row shows.
    public var model: Model { row.model }

    /// What the row does besides showing its model, as its modifiers set it.
    public var behaviour: RowBehaviour<Model> {
        get { row.behaviour }
        set { row.behaviour = newValue }
    }

    /// Returns a copy whose cell shows the accessories that `accessories` gives for the model and the cell's state.
    ///
    /// ```swift
    /// ConfigurationRow(item, content: itemContent)
    ///     .accessories { item, state in item.isDone ? [.checkmark] : [] }
    /// ```
    public func accessories(
        _ accessories: @escaping @MainActor @Sendable (Model, UICellConfigurationState) -> [RowAccessory]
    ) -> Self {
        var copy = self
        copy.appearance.accessories = accessories
        return copy
    }

    /// Returns a copy whose cell shows `accessories` in every state (``RowAccessory`` says what each is in a table
    /// and in a collection view).
    public func accessories(_ accessories: [RowAccessory]) -> Self {
        self.accessories { _, _ in accessories }
    }

    /// Returns a copy whose cell's background is the configuration that `background` gives for the model and the
    /// cell's state; without one the cell keeps the background its class starts with.
    ///
    /// ```swift
    /// row.background { _, state in
    ///     var background = UIBackgroundConfiguration.listPlainCell()
    ///     background.backgroundColor = state.isSelected ? .systemBlue : nil
    ///     return background
    /// }
    /// ```
    public func background(
        _ background: @escaping @MainActor @Sendable (Model, UICellConfigurationState) -> UIBackgroundConfiguration
    ) -> Self {
        var copy = self
        copy.appearance.background = background
        return copy
    }
}

extension ConfigurationRow {
    /// Returns a copy whose ``RowAccessory/detail(displayed:)`` accessory calls `action` with the model when tapped:
    /// in a collection view list, the accessory's action; in a table, the detail button's
    /// (`tableView(_:accessoryButtonTappedForRowWith:)`). The row of the cell where the tap comes is asked, the
    /// newest one.
    ///
    /// ```swift
    /// ConfigurationRow(file, content: fileContent)
    ///     .accessories([.detail()])
    ///     .onDetail { file in showInfo(file) }
    /// ```
    public func onDetail(_ action: @escaping @MainActor @Sendable (Model) -> Void) -> Self {
        var copy = self
        copy.appearance.onDetail = action
        return copy
    }

    /// Returns a copy whose ``RowAccessory/insert(displayed:)`` accessory calls `action` with the model when tapped.
    /// In a table, a row with `onInsert` and no `onDelete` shows the table's insert control while editing (its
    /// editing style is `.insert`), and committing it calls `action`.
    public func onInsert(_ action: @escaping @MainActor @Sendable (Model) -> Void) -> Self {
        var copy = self
        copy.appearance.onInsert = action
        return copy
    }
}

/// What a configuration row's cell shows for a model in each state: the row's closures.
struct ConfigurationAppearance<Model: Sendable>: Sendable {
    /// The content configuration.
    var content: @MainActor @Sendable (Model, UICellConfigurationState) -> any UIContentConfiguration
    /// The accessories, or `nil` for none.
    var accessories: (@MainActor @Sendable (Model, UICellConfigurationState) -> [RowAccessory])?
    /// The background configuration, or `nil` for the cell's own.
    var background: (@MainActor @Sendable (Model, UICellConfigurationState) -> UIBackgroundConfiguration)?
    /// What a tap on the detail accessory does, if anything.
    var onDetail: (@MainActor @Sendable (Model) -> Void)?
    /// What a tap on the insert accessory does, if anything.
    var onInsert: (@MainActor @Sendable (Model) -> Void)?

    /// The action of the row's accessory for `model`, if the row has one.
    @MainActor
    func handler(for action: RowAccessoryAction, model: Model) -> (@MainActor () -> Void)? {
        let handler: (@MainActor @Sendable (Model) -> Void)?
        switch action {
        case .detail: handler = onDetail
        case .insert: handler = onInsert
        }
        guard let handler else { return nil }
        return { handler(model) }
    }

    /// The closures given `model`: what the cell keeps until it shows another row.
    @MainActor
    func bound(to model: Model) -> ShownConfiguration {
        let (content, accessories, background) = (content, accessories, background)
        return ShownConfiguration(
            content: { content(model, $0) },
            accessories: accessories.map { accessories in { accessories(model, $0) } },
            background: background.map { background in { background(model, $0) } })
    }
}

/// What a cell of a configuration row shows in each state, for the model of the row it shows.
@MainActor
struct ShownConfiguration {
    /// The content configuration.
    let content: (UICellConfigurationState) -> any UIContentConfiguration
    /// The accessories, or `nil` for none.
    let accessories: ((UICellConfigurationState) -> [RowAccessory])?
    /// The background configuration, or `nil` for the cell's own.
    let background: ((UICellConfigurationState) -> UIBackgroundConfiguration)?
}
