import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The cell type of the ``ConfigurationRow``s of `Model`: a type that no view dequeues, which stands for the cell
/// that ListKit provides for such rows in each kind of view.
///
/// The adapters register and dequeue, in its place, a `UITableViewCell` in a table and a `UICollectionViewListCell`
/// in a collection view, each of which shows the row's content configuration, accessories and background for its
/// state. Its reuse identifier is its own, one for each model type. Write ``ConfigurationRow``s rather than
/// `Row<ConfigurationCell<Model>>`: such a row has no content closure, and its cell shows the model's description.
public final class ConfigurationCell<Model: Sendable>: ConfigurableCell {
    /// The model of the row being shown, while the adapter reads it.
    private var model: Model?
    /// The row's closures, while the adapter reads them; `nil` for a `Row` made of this type directly.
    fileprivate var appearance: ConfigurationAppearance<Model>?

    /// Made by the adapter to read a row.
    private init() {}

    /// Takes the model of a `Row<ConfigurationCell<Model>>` made directly, which has no content closure.
    public func configure(with model: Model) {
        self.model = model
        appearance = nil
    }
}

/// A cell type that no view dequeues: the adapters register and dequeue a cell of their view's kind in its place,
/// and configure that cell through it.
@MainActor
protocol CellStandIn: ConfigurableCell {
    /// The class a table registers in its place.
    static var tableCellClass: UITableViewCell.Type { get }
    /// The class a collection view registers in its place.
    static var collectionCellClass: UICollectionViewCell.Type { get }
    /// A cell of ``collectionCellClass`` made outside any collection view, to measure.
    static func makeCollectionCell() -> UICollectionViewCell
    /// Shows `row`, a row of this cell type, in `cell`, a cell of one of the classes registered in its place.
    static func show(_ row: AnyRow, in cell: UIView)
    /// What `action` on an accessory of `row`, a row of this cell type, does; `nil` if the row has nothing for it.
    static func handler(for action: RowAccessoryAction, of row: AnyRow) -> (@MainActor () -> Void)?
}

extension CellStandIn {
    static var tableCellClass: UITableViewCell.Type { ConfigurationTableCell.self }
    static var collectionCellClass: UICollectionViewCell.Type { ConfigurationListCell.self }

    static func makeCollectionCell() -> UICollectionViewCell {
        ConfigurationListCell(frame: .zero)
    }

    static func handler(for action: RowAccessoryAction, of row: AnyRow) -> (@MainActor () -> Void)? { nil }
}

extension ConfigurationCell: CellStandIn {
    static func show(_ row: AnyRow, in cell: UIView) {
        let reader = ConfigurationCell()
        row.configure(reader)
        guard let model = reader.model, let cell = cell as? any ConfigurationShowing else { return }
        // Not in an outline unless the adapter says so after this (`decorateOutline`).
        cell.isExpandedInOutline = false
        guard let appearance = reader.appearance else {
            ListKitDiagnostics.report(
                "ListKit: a Row<\(String(reflecting: Self.self))> has no content; its cell shows the model's "
                    + "description. Write ConfigurationRow(model) { model, state in … } instead.",
                onceFor: "configuration row " + String(reflecting: Self.self))
            cell.shown = ShownConfiguration(
                content: { _ in
                    var content = UIListContentConfiguration.cell()
                    content.text = String(describing: model)
                    return content
                }, accessories: nil, background: nil)
            return
        }
        cell.shown = appearance.bound(to: model)
    }

    static func handler(for action: RowAccessoryAction, of row: AnyRow) -> (@MainActor () -> Void)? {
        let reader = ConfigurationCell()
        row.configure(reader)
        guard let model = reader.model else { return nil }
        return reader.appearance?.handler(for: action, model: model)
    }
}

extension AnyRow {
    /// Wraps a configuration row: its cells show what its closures give (``ConfigurationCell``).
    ///
    /// - Complexity: O(1).
    public init<Model>(_ row: ConfigurationRow<Model>) {
        let appearance = row.appearance
        self.init(row.row) { reader, model in
            reader.configure(with: model)
            reader.appearance = appearance
        }
    }

    /// Shows the row in `cell`, which the adapter dequeued by the row's reuse identifier: with the row's
    /// `configure`, or, for a cell type that stands in for the cells of each view (``ConfigurationCell``), through it.
    ///
    /// - Complexity: O(1), plus the row's `configure`.
    /// What `action` on one of the row's accessories does: a configuration row's ``ConfigurationRow/onDetail(_:)``
    /// or ``ConfigurationRow/onInsert(_:)``; `nil` for a row without one, or of a cell type of the app's.
    ///
    /// - Complexity: O(1), plus the row's `configure`.
    @MainActor
    func accessoryHandler(for action: RowAccessoryAction) -> (@MainActor () -> Void)? {
        (cellType as? any CellStandIn.Type)?.handler(for: action, of: self)
    }

    @MainActor
    func show(in cell: UIView) {
        if let standIn = cellType as? any CellStandIn.Type {
            standIn.show(self, in: cell)
        } else {
            configure(cell)
        }
    }
}
