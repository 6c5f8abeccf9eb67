import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class MessageCell: UITableViewCell, ConfigurableCell {
    func configure(with message: String) { textLabel?.text = message }
}
