import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The settings screen: switches whose cells send typed events to their rows (no closure in the model), and a
/// signature whose self-sizing cell grows and shrinks with an animated update when Return cycles its text.
final class SettingsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let status = StatusLine()
    private lazy var adapter = TableViewAdapter(tableView: tableView)

    /// The switches, top to bottom.
    private(set) var settings = [
        Setting(id: "wifi", title: "Wi-Fi", isOn: true),
        Setting(id: "bluetooth", title: "Bluetooth", isOn: false),
        Setting(id: "airplane", title: "Airplane mode", isOn: false),
        Setting(id: "notifications", title: "Notifications", isOn: true),
    ]

    /// The signature's texts, which Return cycles through.
    static let signatures = [
        "Sent from ListKit.",
        "Sent from ListKit. Rows are view models; the adapter works out the animated batch updates, and this "
            + "cell sizes itself with Auto Layout, so the row grows when its text does.",
    ]

    /// The signature row.
    private(set) var signature = Note(id: "signature", title: "Signature", text: signatures[0])

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        view.addPinnedSubview(tableView)
        adapter.apply(snapshot, animation: .none)
    }

    /// Waits until the table shows the newest snapshot.
    func settled() async {
        await adapter.settled()
    }

    /// Sets the switch `id` to `isOn`, as its cell's event asks.
    func set(_ id: String, isOn: Bool) {
        guard let index = settings.firstIndex(where: { $0.id == id }) else { return }
        settings[index].isOn = isOn
        status.text = "\(settings[index].title): \(isOn ? "on" : "off")"
        adapter.apply(snapshot)
    }

    /// Moves the signature to its next text; the row's height follows.
    func cycleSignature() {
        let texts = Self.signatures
        let next = ((texts.firstIndex(of: signature.text) ?? 0) + 1) % texts.count
        signature.text = texts[next]
        status.text = next == 0 ? "Signature: short" : "Signature: long"
        adapter.apply(snapshot)
    }

    private var snapshot: ListSnapshot {
        ListSnapshot {
            Section("switches", header: "General") {
                for setting in settings {
                    Row<SwitchCell>(setting).onEvent { [weak self] setting, event in
                        switch event {
                        case .toggled(let isOn): self?.set(setting.id, isOn: isOn)
                        }
                    }
                }
            }
            Section("signature", header: "Mail") {
                Row<NoteCell>(signature).onSelect { [weak self] _ in self?.cycleSignature() }
            }
        }
    }
}
