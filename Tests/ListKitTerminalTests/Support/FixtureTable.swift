import HeadlessUIKit
import ListKitTerminal

/// What a fixture row shows: a closure that fills a fresh cell.
typealias CellFill = @MainActor (UITableViewCell) -> Void

/// A cell with a hidden label, a custom label and a button beside it, laid out with constraints as an app's cell is
/// (the label at the leading and top margins, the button after it on its line), and a label with no frame and no
/// constraints (`unplacedLabel`: UIKit draws nothing of it), for the view-tree cases.
final class RichCell: UITableViewCell {
    let hiddenLabel = UILabel()
    let button = UIButton(type: .system)
    let extraLabel = UILabel()
    let unplacedLabel = UILabel()
    var presses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hiddenLabel.isHidden = true
        for view in [hiddenLabel, extraLabel, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        contentView.addSubview(unplacedLabel)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            hiddenLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            hiddenLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            extraLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            extraLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            button.leadingAnchor.constraint(equalTo: extraLabel.trailingAnchor, constant: 32),
            button.centerYAnchor.constraint(equalTo: extraLabel.centerYAnchor),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: extraLabel.bottomAnchor),
        ])
        button.addAction(UIAction { [weak self] _ in self?.presses += 1 }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }
}

/// A table's data source and delegate over sections of rows given as fill closures, with optional header and footer
/// titles, custom header views and row heights; it records the rows the table says were selected.
@MainActor
final class FixtureTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    struct FixtureSection {
        var header: String?
        var footer: String?
        var customHeader: String?
        var rows: [CellFill]
    }

    var sections: [FixtureSection]
    var heights: [IndexPath: CGFloat] = [:]
    private(set) var selected: [IndexPath] = []
    /// Runs after a selection is recorded (a tap that changes the table, as an app's would).
    var onSelect: ((IndexPath) -> Void)?
    let tableView: UITableView

    init(_ sections: [FixtureSection], width: Int = 40, height: Int = 30) {
        self.sections = sections
        // The frame of a terminal's table area of `width` columns (the scroll indicator's left out) and `height`
        // lines, as a TerminalSession gives it.
        tableView = UITableView(
            frame: CGRect(
                x: 0, y: 0, width: TerminalGrid.width(ofColumns: width - 1),
                height: TerminalGrid.height(ofLines: height)),
            style: .plain)
        super.init()
        tableView.register(RichCell.self, forCellReuseIdentifier: "Rich")
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// One section of plain text rows.
    convenience init(texts: [String], header: String? = nil) {
        self.init([FixtureSection(header: header, rows: texts.map { text in { $0.textLabel?.text = text } })])
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Rich", for: indexPath)
        sections[indexPath.section].rows[indexPath.row](cell)
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let text = sections[section].customHeader else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        view.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.contentView.layoutMarginsGuide.leadingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: view.contentView.centerYAnchor),
        ])
        return view
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        sections[section].customHeader != nil ? 30 : UITableView.automaticDimension
    }

    /// The row's height in ``heights``, else automatic: the row sizes itself to its cell.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        onSelect?(indexPath)
    }
}
