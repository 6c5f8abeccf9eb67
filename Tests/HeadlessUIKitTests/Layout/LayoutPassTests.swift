#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The events of a layout pass, in order.
@MainActor
private final class PassLog {
    var events: [String] = []
}

/// A view that logs its `updateConstraints()` and `layoutSubviews()`, and its size when laid out.
@MainActor
private final class RecordingView: UIView {
    let name: String
    let log: PassLog

    init(_ name: String, log: PassLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func updateConstraints() {
        log.events.append("updateConstraints \(name)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.events.append("layoutSubviews \(name) \(Int(bounds.width))x\(Int(bounds.height))")
        super.layoutSubviews()
    }
}

/// A controller whose root view logs, and which logs its own layout callbacks.
@MainActor
private final class RecordingController: UIViewController {
    let log = PassLog()
    var onWillLayout: (() -> Void)?

    override func loadView() {
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        view = root
    }

    override func updateViewConstraints() {
        log.events.append("updateViewConstraints")
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() {
        log.events.append("viewWillLayoutSubviews")
        onWillLayout?()
    }

    override func viewDidLayoutSubviews() {
        log.events.append("viewDidLayoutSubviews")
    }
}

@MainActor
@Suite("Layout passes in UIKit's order", .timeLimit(.minutes(10)))
struct LayoutPassTests {
    @Test("updateConstraints bottom-up, then viewWillLayoutSubviews, layoutSubviews top-down, viewDidLayoutSubviews")
    func order() {
        let controller = RecordingController()
        let root: UIView = controller.view
        let log = controller.log
        let child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        child.translatesAutoresizingMaskIntoConstraints = false
        grandchild.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.addSubview(grandchild)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 200), child.heightAnchor.constraint(equalToConstant: 100),
            grandchild.centerXAnchor.constraint(equalTo: child.centerXAnchor),
            grandchild.centerYAnchor.constraint(equalTo: child.centerYAnchor),
            grandchild.widthAnchor.constraint(equalToConstant: 20),
            grandchild.heightAnchor.constraint(equalToConstant: 10),
        ])
        for view in [root, child, grandchild] { view.setNeedsUpdateConstraints() }
        root.layoutIfNeeded()
        #expect(
            log.events == [
                "updateConstraints grandchild", "updateConstraints child", "updateViewConstraints",
                "updateConstraints root",
                "viewWillLayoutSubviews", "layoutSubviews root 390x844", "viewDidLayoutSubviews",
                "layoutSubviews child 200x100", "layoutSubviews grandchild 20x10",
            ])
        #expect(grandchild.frame == CGRect(x: 90, y: 45, width: 20, height: 10))

        log.events = []
        root.layoutIfNeeded()
        #expect(log.events.isEmpty)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.events == ["layoutSubviews child 200x100"])
    }

    @Test("A constraint changed in viewWillLayoutSubviews counts in the same pass")
    func changeInWillLayout() {
        let controller = RecordingController()
        let root: UIView = controller.view
        let box = constrainedView(UIView(), in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        controller.onWillLayout = { width.constant = 77 }
        root.layoutIfNeeded()
        #expect(box.frame.width == 77)
    }

    @Test("layoutIfNeeded on a subview lays out the ancestors that need it first")
    func ancestorsFirst() {
        let log = PassLog()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = RecordingView("child", log: log)
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSubview(child)
        root.layoutIfNeeded()
        log.events = []
        root.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.events == ["layoutSubviews root 100x100", "layoutSubviews child 50x50"])
    }

    @Test("A table view's layoutIfNeeded lays out the cells it placed: their content views get their frames")
    func tableCellsLaidOut() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = LaidOutCellsDataSource()
        table.dataSource = source
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 50
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        // The content view is a separator (a third of a point) shorter than the row; the data source's margins are 8
        // and 16.
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: onGrid(50 - 1.0 / 3)))
        #expect(source.boxes.first?.frame == CGRect(x: 16, y: 8, width: 288, height: onGrid(50 - 1.0 / 3 - 16)))
    }
}

/// A data source whose cells hold a box pinned to their content view's margins.
@MainActor
private final class LaidOutCellsDataSource: NSObject, UITableViewDataSource {
    var boxes: [UIView] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if cell.contentView.subviews.count < 4 {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(box)
            cell.contentView.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            let margins = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                box.topAnchor.constraint(equalTo: margins.topAnchor),
                box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            boxes.append(box)
        }
        return cell
    }
}
#endif
