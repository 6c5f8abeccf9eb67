#if !canImport(UIKit)
import Foundation

/// How UIKit prints layout objects in its messages: `UILabel:0x7f8…'Hello'`, `0.5*UIView:0x7f8….width + 8`.
@MainActor
enum LayoutDescription {
    /// The object's address, as `0x` and lowercase hex digits.
    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// A view or layout guide as UIKit names it in a constraint: the class, the address, and a label's text.
    static func item(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            let name = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
            return "UILayoutGuide:\(address(of: guide))\(name)"
        }
        var text = "\(type(of: item)):\(address(of: item))"
        if let label = item as? UILabel, let string = label.text { text += "'\(string)'" }
        if let button = item as? UIButton, let title = button.currentTitle { text += "'\(title)'" }
        return text
    }

    /// A number as UIKit prints constants and multipliers: `8`, `20.3333`, `0.5`.
    nonisolated static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%g", Double(value))
    }

    /// The relation as UIKit prints it.
    nonisolated static func relation(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

extension NSLayoutConstraint {
    /// The constraint as UIKit prints it, without the angle brackets' address line: see ``description``.
    var layoutDescription: String {
        var text = "<NSLayoutConstraint:\(LayoutDescription.address(of: self)) "
        if let identifier { text += "'\(identifier)' " }
        text += equationDescription
        if priority != .required { text += " @\(LayoutDescription.number(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// The equation: `UILabel:0x….leading == UIView:0x….leadingMargin + 8`.
    var equationDescription: String {
        var text =
            "\(LayoutDescription.item(firstItem)).\(firstAttribute.name) \(LayoutDescription.relation(relation)) "
        if let secondItem {
            if multiplier != 1 { text += "\(LayoutDescription.number(multiplier))*" }
            text += "\(LayoutDescription.item(secondItem)).\(secondAttribute.name)"
            if constant > 0 { text += " + \(LayoutDescription.number(constant))" }
            if constant < 0 { text += " - \(LayoutDescription.number(-constant))" }
            if constant.isNaN || constant.isInfinite { text += " + \(constant)" }
        } else {
            text += LayoutDescription.number(constant)
        }
        return text
    }

    /// One of the constraint's anchors as UIKit prints it in messages: `NSLayoutXAxisAnchor:0x… "UIView:0x….leading"`.
    func anchorDescription(first: Bool) -> String {
        let attribute = first ? firstAttribute : secondAttribute
        guard let item = first ? firstItem : secondItem else { return "(null)" }
        let kind =
            attribute.isDimension
            ? "NSLayoutDimension" : attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "\(kind):\(LayoutDescription.address(of: self)) \"\(LayoutDescription.item(item)).\(attribute.name)\""
    }
}
#endif
