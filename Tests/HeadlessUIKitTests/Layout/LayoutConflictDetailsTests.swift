#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// What UIKit's "Unable to simultaneously satisfy constraints." message lists, for the kinds of constraints UIKit
/// makes itself (autoresizing masks, content size, the readable content guide) and for a constant that comes to
/// conflict.
@MainActor
@Suite("Auto Layout: conflict reports", .timeLimit(.minutes(10)))
struct LayoutConflictDetailsTests {
    @Test("A conflict lists the constraints that conflict, not a connected one that plays no part")
    func conflictListsOnlyTheConflict() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let atLeast = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([
            width, atLeast, leading, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let trailing = box.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let messages = layoutMessages {
            trailing.isActive = true
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains(width.description) && message.contains(leading.description))
        #expect(message.contains(trailing.description))
        #expect(!message.contains(atLeast.description))
        #expect(message.contains("Will attempt to recover by breaking constraint"))
    }

    @Test("A conflict with a view's autoresizing mask names its NSAutoresizingMaskLayoutConstraint and adds the note")
    func autoresizingConflict() {
        let root = rootView()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 50))
        child.autoresizingMask = [.flexibleWidth]
        root.addSubview(child)
        let messages = layoutMessages {
            child.widthAnchor.constraint(equalToConstant: 100).isActive = true
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(message.contains("h=-&- v=--&"))
        #expect(
            message.contains(
                "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                    + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"))
    }

    @Test("A required compression resistance conflicts with a smaller required width; the report shows its priorities")
    func contentSizeConflict() {
        let root = rootView()
        let label = constrainedView(UILabel(), in: root)
        label.text = "Hello world"
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let messages = layoutMessages {
            label.widthAnchor.constraint(equalToConstant: 20).isActive = true
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("<NSContentSizeLayoutConstraint:0x"))
        #expect(message.contains("'Hello world'.width"))
        #expect(message.contains("Hug:250 CompressionResistance:1000"))
    }

    @Test("A readable content guide wider than the margins conflicts with the guide's own rules")
    func readableGuideConflict() {
        let root = rootView()
        let guide = root.readableContentGuide
        let messages = layoutMessages {
            guide.widthAnchor.constraint(equalToConstant: 400).isActive = true
            root.layoutIfNeeded()
        }
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.hasPrefix("Unable to simultaneously satisfy constraints.") })
        #expect(messages.first?.contains("UIViewReadableContentGuide") == true)
    }

    @Test("Changing a constant so that required constraints conflict is reported, and the others still hold")
    func constantChangeConflict() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, box.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        let messages = layoutMessages {
            width.constant = 300
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(box.frame.width <= 200)
    }
}
#endif
