#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The full initializer's rules and the margin attributes.
@MainActor
@Suite("Auto Layout: constraint validation and margin attributes", .timeLimit(.minutes(10)))
struct LayoutConstraintValidationTests {
    @Test("A constraint whose item is neither a view nor a layout guide raises and never becomes active")
    func itemNotALayoutItem() {
        let view = UIView()
        var constraint: NSLayoutConstraint?
        let raised = raisedMessages {
            constraint = NSLayoutConstraint(
                item: "not a view", attribute: .width, relatedBy: .equal, toItem: view, attribute: .width,
                multiplier: 1, constant: 0)
            constraint?.isActive = true
        }
        #expect(raised.count == 1)
        #expect(raised.first?.hasSuffix("Constraint items must each be a view or layout guide.") == true)
        #expect(constraint?.isActive == false)
    }

    @Test("The full initializer takes a layout guide as an item")
    func guideItem() {
        let root = rootView()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: guide, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                multiplier: 1, constant: 30),
            NSLayoutConstraint(
                item: guide, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 50),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 30, y: 0, width: 50, height: 5))
    }

    @Test("A first attribute of notAnAttribute raises UIKit's parameter message")
    func firstNotAnAttribute() {
        let view = UIView()
        let raised = raisedMessages {
            _ = NSLayoutConstraint(
                item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10)
        }
        #expect(raised.count == 1)
        #expect(
            raised.first?.hasSuffix(
                "Invalid parameter not satisfying: firstAttribute != NSLayoutAttributeNotAnAttribute") == true)
    }

    @Test("A second item without a second attribute is an invalid pairing")
    func secondItemWithoutAttribute() {
        let first = UIView()
        let second = UIView()
        let raised = raisedMessages {
            _ = NSLayoutConstraint(
                item: first, attribute: .width, relatedBy: .equal, toItem: second, attribute: .notAnAttribute,
                multiplier: 1, constant: 0)
        }
        #expect(raised.count == 1)
        #expect(raised.first?.hasSuffix("Invalid pairing of layout attributes") == true)
    }

    @Test("Margin attributes measure from the layout margins: leadingMargin, topMargin and centerXWithinMargins")
    func marginAttributes() {
        let root = rootView()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 40)
        let box = constrainedView(UIView(), in: root)
        let centred = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
                constant: 5),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
            NSLayoutConstraint(
                item: centred, attribute: .centerX, relatedBy: .equal, toItem: root,
                attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            centred.topAnchor.constraint(equalTo: root.topAnchor),
            centred.widthAnchor.constraint(equalToConstant: 20), centred.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.origin == CGPoint(x: 20, y: 15))
        // Between the margins at 20 and 280 the centre is 150.
        #expect(centred.frame.midX == 150)
    }

    @Test("A constraint to a margin follows the margins when they change")
    func marginAttributesFollowMargins() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 20),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.maxX == 312)
        root.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 30)
        root.layoutIfNeeded()
        #expect(box.frame.maxX == 290)
    }

    @Test("A priority above required is reported and the constraint stays required")
    func priorityAboveRequired() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let messages = layoutMessages { width.priority = UILayoutPriority(1500) }
        #expect(messages.count == 1)
        #expect(width.priority == .required)
    }

    @Test("A constraint with an infinite multiplier is reported and never becomes active")
    func infiniteMultiplier() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        var constraint: NSLayoutConstraint?
        let messages = layoutMessages {
            constraint = NSLayoutConstraint(
                item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                multiplier: .infinity, constant: 0)
            constraint?.isActive = true
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("NSLayoutConstraint multiplier is not finite!  That's illegal.") })
        #expect(constraint?.isActive == false)
        #expect(root.constraints.isEmpty)
    }
}
#endif
