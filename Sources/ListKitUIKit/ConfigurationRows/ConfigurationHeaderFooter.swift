import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

extension Section {
    /// Returns a copy of the section whose header is a content configuration of `model`, with no view subclass: a
    /// `UITableViewHeaderFooterView` in a table, a `UICollectionViewListCell` as the header supplementary view in a
    /// collection view (a list section shows it with `headerMode = .supplementary`).
    ///
    /// ```swift
    /// Section("team") { … }.headerConfiguration(team) { team in
    ///     var content = UIListContentConfiguration.groupedHeader()
    ///     content.text = team.name
    ///     return content
    /// }
    /// ```
    ///
    /// A changed model reloads the section, as a changed header text does.
    public func headerConfiguration<Model: Equatable & Sendable>(
        _ model: Model, content: @escaping @MainActor @Sendable (Model) -> any UIContentConfiguration
    ) -> Section {
        var section = self
        section.headerView = ConfigurationHeaderFooter.row(model, content: content)
        return section
    }

    /// Returns a copy of the section whose footer is a content configuration of `model`, as
    /// ``headerConfiguration(_:content:)`` makes a header.
    public func footerConfiguration<Model: Equatable & Sendable>(
        _ model: Model, content: @escaping @MainActor @Sendable (Model) -> any UIContentConfiguration
    ) -> Section {
        var section = self
        section.footerView = ConfigurationHeaderFooter.row(model, content: content)
        return section
    }
}

/// The view type of a section header or footer made with `Section/headerConfiguration(_:content:)`: a type that no
/// view dequeues, which stands for the view that ListKit provides in each kind of view, as ``ConfigurationCell`` does
/// for rows.
public final class ConfigurationHeaderFooter<Model: Sendable>: ConfigurableHeaderFooter {
    /// The model being shown, while the adapter reads it.
    private var model: Model?
    /// The content closure, while the adapter reads it.
    private var content: (@MainActor @Sendable (Model) -> any UIContentConfiguration)?

    /// Made by the adapter to read a header.
    private init() {}

    /// Takes the model of a `Row<ConfigurationHeaderFooter<Model>>` made directly, which has no content closure.
    public func configure(with model: Model) {
        self.model = model
        content = nil
    }

    /// The header row of `model`, whose view shows what `content` gives.
    nonisolated static func row(
        _ model: Model, content: @escaping @MainActor @Sendable (Model) -> any UIContentConfiguration
    ) -> AnyRow where Model: Equatable {
        AnyRow(Row<ConfigurationHeaderFooter>(model, id: 0)) { reader, model in
            reader.configure(with: model)
            reader.content = content
        }
    }
}

extension ConfigurationHeaderFooter: CellStandIn {
    static func show(_ row: AnyRow, in view: UIView) {
        let reader = ConfigurationHeaderFooter()
        row.configure(reader)
        guard let model = reader.model else { return }
        let content: @MainActor (Model) -> any UIContentConfiguration =
            reader.content ?? { model in
                var content = UIListContentConfiguration.plainHeader()
                content.text = String(describing: model)
                return content
            }
        if let view = view as? UITableViewHeaderFooterView {
            view.contentConfiguration = content(model)
        } else if let cell = view as? any ConfigurationShowing {
            cell.shown = ShownConfiguration(content: { _ in content(model) }, accessories: nil, background: nil)
        }
    }
}
