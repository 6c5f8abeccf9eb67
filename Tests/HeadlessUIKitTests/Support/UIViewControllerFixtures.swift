#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A controller written as for UIKit that logs its life cycle.
final class LifecycleController: UIViewController {
    var events: [String] = []
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        events.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }
}
#endif
