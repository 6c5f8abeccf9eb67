/// A reusable header or footer view that shows one kind of model, as ``ConfigurableCell`` is for cells.
///
/// ```swift
/// final class BannerHeader: UITableViewHeaderFooterView, ConfigurableHeaderFooter {
///     func configure(with banner: Banner) { textLabel?.text = banner.title }
/// }
///
/// Section("news") { ... }.headerView(Row<BannerHeader>(banner))
/// ```
///
/// The adapters register it as a header-footer view (a supplementary view in a collection view) under its
/// `reuseIdentifier`, and configure it with the row's model.
@MainActor
public protocol ConfigurableHeaderFooter: ConfigurableCell {}

extension Section {
    /// Returns a copy of the section whose header is a custom view showing `row`'s model.
    ///
    /// A changed header view (another identity or content) reloads the section, as a changed header text does.
    public func headerView<View: ConfigurableHeaderFooter>(_ row: Row<View>) -> Section {
        var section = self
        section.headerView = AnyRow(row)
        return section
    }

    /// Returns a copy of the section whose footer is a custom view showing `row`'s model.
    public func footerView<View: ConfigurableHeaderFooter>(_ row: Row<View>) -> Section {
        var section = self
        section.footerView = AnyRow(row)
        return section
    }
}
