// The project's settings screen, written as an iOS 14 app writes one with UIKit alone: a table view controller in a
// navigation controller in the app delegate's window; switches and a segmented control as the rows' accessory views,
// wired with UIAction; a refresh control that syncs; a search controller in the navigation item that filters the rows;
// a spinner while syncing; and a context menu on each setting that resets it. The articles check compiles it against
// HeadlessUIKit with only the import line changed, in the Swift 6 language mode, and its tests (SettingsAppTests.swift)
// drive it with simulated input. Its footer is a stack view of two labels, centred by constraints.
import UIKit

/// One of the app's appearance choices.
enum Appearance: Int, CaseIterable {
    case light, dark, automatic

    var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .automatic: "Automatic"
        }
    }
}

/// What the user chose.
struct Settings: Equatable {
    var notifications = true
    var cellularDownloads = false
    var appearance = Appearance.automatic
}

/// Where the settings live: kept in memory, and synced with a server that this app pretends to have.
@MainActor
final class SettingsStore {
    var settings = Settings()
    private(set) var syncCount = 0
    private(set) var lastSynced: Date?

    func sync() async {
        try? await Task.sleep(nanoseconds: 20_000_000)
        syncCount += 1
        lastSynced = Date()
    }
}

/// The settings screen.
final class SettingsViewController: UITableViewController, UISearchResultsUpdating {
    /// The rows of the screen.
    enum Row: CaseIterable {
        case notifications, cellularDownloads, appearance, sync, about

        var title: String {
            switch self {
            case .notifications: "Notifications"
            case .cellularDownloads: "Download over Cellular"
            case .appearance: "Appearance"
            case .sync: "Sync"
            case .about: "About"
            }
        }
    }

    let store: SettingsStore
    let notificationsSwitch = UISwitch()
    let cellularSwitch = UISwitch()
    let appearanceControl = UISegmentedControl(items: Appearance.allCases.map(\.title))
    let spinner = UIActivityIndicatorView(style: .medium)
    let versionLabel = UILabel()
    let syncedLabel = UILabel()
    let footerStack = UIStackView()
    private(set) var rows = Row.allCases
    private(set) var refreshTask: Task<Void, Never>?

    init(store: SettingsStore) {
        self.store = store
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")

        notificationsSwitch.addAction(
            UIAction { [unowned self] _ in store.settings.notifications = notificationsSwitch.isOn },
            for: .valueChanged)
        cellularSwitch.addAction(
            UIAction { [unowned self] _ in store.settings.cellularDownloads = cellularSwitch.isOn },
            for: .valueChanged)
        appearanceControl.addAction(
            UIAction { [unowned self] _ in
                store.settings.appearance = Appearance(rawValue: appearanceControl.selectedSegmentIndex) ?? .automatic
            },
            for: .valueChanged)

        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [unowned self] _ in sync() }, for: .valueChanged)
        refreshControl = refresh

        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search Settings"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false

        tableView.tableFooterView = makeFooter()
        showSettings()
    }

    /// The table's footer: the version and the last sync, one above the other, centred under the rows.
    private func makeFooter() -> UIView {
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 64))
        versionLabel.text = "Version 2.4 (118)"
        versionLabel.font = .preferredFont(forTextStyle: .footnote)
        versionLabel.textColor = .secondaryLabel
        syncedLabel.text = "Never synced"
        syncedLabel.font = .preferredFont(forTextStyle: .caption1)
        syncedLabel.textColor = .secondaryLabel
        footerStack.axis = .vertical
        footerStack.alignment = .center
        footerStack.spacing = 4
        footerStack.addArrangedSubview(versionLabel)
        footerStack.addArrangedSubview(syncedLabel)
        footerStack.translatesAutoresizingMaskIntoConstraints = false
        footer.addSubview(footerStack)
        NSLayoutConstraint.activate([
            footerStack.centerXAnchor.constraint(equalTo: footer.centerXAnchor),
            footerStack.topAnchor.constraint(equalTo: footer.layoutMarginsGuide.topAnchor),
            footerStack.leadingAnchor.constraint(greaterThanOrEqualTo: footer.layoutMarginsGuide.leadingAnchor),
        ])
        return footer
    }

    /// Shows the stored settings in the controls (setting them in code sends no action).
    func showSettings() {
        notificationsSwitch.setOn(store.settings.notifications, animated: false)
        cellularSwitch.isOn = store.settings.cellularDownloads
        appearanceControl.selectedSegmentIndex = store.settings.appearance.rawValue
    }

    func sync() {
        spinner.startAnimating()
        refreshTask = Task {
            await store.sync()
            spinner.stopAnimating()
            refreshControl?.endRefreshing()
            syncedLabel.text = "Synced \(store.syncCount)×"
            if let row = rows.firstIndex(of: .sync) {
                tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            }
        }
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel?.text = row.title
        cell.accessoryType = .none
        cell.selectionStyle = .none
        switch row {
        case .notifications: cell.accessoryView = notificationsSwitch
        case .cellularDownloads: cell.accessoryView = cellularSwitch
        case .appearance: cell.accessoryView = appearanceControl
        case .sync:
            cell.accessoryView = spinner
            cell.textLabel?.text = store.lastSynced == nil ? "Sync" : "Synced \(store.syncCount)×"
        case .about:
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
            cell.selectionStyle = .default
        }
        return cell
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard rows[indexPath.row] == .about else { return }
        let about = UIViewController()
        about.title = "About"
        navigationController?.pushViewController(about, animated: true)
    }

    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let row = rows[indexPath.row]
        guard [.notifications, .cellularDownloads, .appearance].contains(row) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            let reset = UIAction(title: "Reset to Default", image: UIImage(systemName: "arrow.counterclockwise")) {
                [unowned self] _ in
                let defaults = Settings()
                switch row {
                case .notifications: store.settings.notifications = defaults.notifications
                case .cellularDownloads: store.settings.cellularDownloads = defaults.cellularDownloads
                default: store.settings.appearance = defaults.appearance
                }
                showSettings()
            }
            return UIMenu(title: row.title, children: [reset])
        }
    }

    // MARK: - Search results updating

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        rows = query.isEmpty ? Row.allCases : Row.allCases.filter { $0.title.localizedCaseInsensitiveContains(query) }
        tableView.reloadData()
    }
}

/// The app delegate: the window with the settings in a navigation controller.
final class AppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    let store = SettingsStore()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: SettingsViewController(store: store))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
