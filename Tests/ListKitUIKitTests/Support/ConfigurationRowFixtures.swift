import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A model of configuration rows: identified by `id`, compared with `==`.
struct Contact: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
    var phone = ""
}

/// The content of a contact row: the name, and as secondary text the phone, or the states the cell is in.
@MainActor
func contactContent(_ contact: Contact, _ state: UICellConfigurationState) -> any UIContentConfiguration {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = contact.name
    let states = [
        state.isSelected ? "selected" : nil, state.isHighlighted ? "highlighted" : nil,
        state.isEditing ? "editing" : nil,
    ].compactMap { $0 }
    content.secondaryText = states.isEmpty ? contact.phone : states.joined(separator: " ")
    return content
}

/// A configuration row of `contact` with ``contactContent(_:_:)``.
func contactRow(_ id: Int, _ name: String? = nil, phone: String = "") -> ConfigurationRow<Contact> {
    ConfigurationRow(Contact(id: id, name: name ?? "Contact \(id)", phone: phone), content: contactContent)
}

/// The background of a row that is red when selected and yellow otherwise.
@MainActor
func stateBackground(_ contact: Contact, _ state: UICellConfigurationState) -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = state.isSelected ? .red : .yellow
    return background
}

/// The list content configuration a view shows, if any.
@MainActor
func listContent(_ configuration: (any UIContentConfiguration)?) -> UIListContentConfiguration? {
    configuration as? UIListContentConfiguration
}

/// A collection view 300 points wide and `height` tall with a plain list layout.
@MainActor
func makeListView(height: CGFloat = 600) -> UICollectionView {
    let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
    return UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
}

/// Keeps adapters alive for as long as it lives (a view's data source and delegate are weak).
final class AdapterKeeper {
    private var adapters: [AnyObject] = []

    /// Keeps `adapter`.
    func keep(_ adapter: AnyObject) { adapters.append(adapter) }
}
