#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("Auto Layout: constraints, anchors, solving", .timeLimit(.minutes(10)))
struct AutoLayoutTests {
    @Test("Pinned edges and a fixed size place a view; the frames appear at the layout pass, not before")
    func pinnedEdges() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        #expect(box.frame == .zero)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(root.constraints.count == 2 && box.constraints.count == 2)
        #expect(!box.hasAmbiguousLayout)
    }

    @Test("The full initializer, trailing and bottom edges, centres and a multiplier on a location")
    func fullInitializer() {
        let root = rootView(width: 300, height: 200)
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint(
            item: box, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailing, multiplier: 1,
            constant: -10
        ).isActive = true
        NSLayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 80
        ).isActive = true
        NSLayoutConstraint(
            item: box, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 0.5,
            constant: 0
        ).isActive = true
        box.heightAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 210, y: 40, width: 80, height: 20))
    }

    @Test("Changing a constant re-solves: the next layout pass moves the view")
    func constantChange() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        leading.constant = 40
        root.layoutIfNeeded()
        #expect(box.frame.minX == 40)
        #expect(leading.multiplier == 1 && leading.firstItem === box && leading.secondItem === root)
        #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading && leading.relation == .equal)
    }

    @Test("Deactivating a constraint lets another of lower priority decide; activating it again wins again")
    func activateDeactivate() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            wide, narrow, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        wide.isActive = false
        #expect(!wide.isActive && !box.constraints.contains { $0 === wide })
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
        NSLayoutConstraint.activate([wide])
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        narrow.priority = .defaultHigh
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test("Two required constraints that conflict give UIKit's message, and one of them is broken")
    func conflict() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        let messages = layoutMessages {
            NSLayoutConstraint.activate([first, second])
            root.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(
            message.contains("Probably at least one of the constraints in the following list is one you don't want."))
        #expect(message.contains("UIView:0x") && message.contains(".width == 100   (active)>\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        #expect(message.contains("'too-wide' UIView:0x"))
        #expect(message.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        // Only the two width constraints conflict; the position and height are not listed.
        #expect(!message.contains(".leading"))
        #expect(box.frame.width == 100)
        #expect(first.isActive && second.isActive)
    }

    @Test("A frame that translates into constraints conflicts with a required width, and UIKit's note says so")
    func autoresizingConflict() {
        let root = rootView()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(box)
        let messages = layoutMessages {
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") == true)
        #expect(messages.first?.contains("<NSAutoresizingMaskLayoutConstraint:0x") == true)
        #expect(messages.first?.contains("h=--& v=--&") == true)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("A NaN or infinite constant is refused with a message; no frame becomes NaN")
    func nonFinite() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        var constraint: NSLayoutConstraint?
        let messages = layoutMessages {
            constraint = box.widthAnchor.constraint(equalToConstant: .nan)
            constraint?.isActive = true
        }
        #expect(messages.count == 2)
        #expect(
            messages.allSatisfy {
                $0.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan")
            })
        #expect(constraint?.isActive == false)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let changes = layoutMessages { width.constant = .infinity }
        #expect(changes.count == 1 && changes.first?.contains("The constant stays 10") == true)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("A view with a size but no position has an ambiguous layout; fully constrained it has not")
    func ambiguity() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(box.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(!box.hasAmbiguousLayout)
        #expect(!UIView().hasAmbiguousLayout)
    }

    @Test("UIKit's rules: a location against a constant, x against y, leading against left, items in two trees")
    func illegalConstraints() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let messages = raisedMessages {
            let location = NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10)
            location.isActive = true
            #expect(!location.isActive)
            _ = NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1,
                constant: 0)
            _ = NSLayoutConstraint(
                item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 0)
            let stranger = UIView()
            let crossing = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
            crossing.isActive = true
            #expect(!crossing.isActive)
        }
        #expect(messages.count == 4)
        #expect(messages[0].contains("Location attributes must be specified in pairs."))
        #expect(messages[1].contains("Invalid pairing of layout attributes"))
        #expect(
            messages[2].contains(
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute."))
        #expect(messages[3].hasPrefix("Unable to activate constraint with anchors"))
        #expect(messages[3].contains("because they have no common ancestor."))
    }

    @Test("Mutating a priority from required to optional on an installed constraint is refused, as in UIKit")
    func priorityMutation() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let messages = raisedMessages { width.priority = .defaultHigh }
        #expect(
            messages.first?.hasPrefix("Mutating a priority from required to not on an installed constraint") == true)
        #expect(width.priority == .required)
    }

    @Test("A view made in code translates its frame into constraints that other views can be pinned to")
    func translatedFrame() {
        let root = rootView()
        let anchor = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 20))
        root.addSubview(anchor)
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)
        let follower = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 138, y: 60, width: 100, height: 10))
        anchor.frame.origin.x = 0
        root.layoutIfNeeded()
        #expect(follower.frame.minX == 108)
        anchor.autoresizingMask = .flexibleWidth
        root.frame.size.width = 420
        root.layoutIfNeeded()
        #expect(anchor.frame.width == 200)
        #expect(follower.frame == CGRect(x: 208, y: 60, width: 200, height: 10))
    }

    @Test("Constraints between views in different branches use each branch's origins")
    func nestedBranches() {
        let root = rootView()
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 20, width: 100, height: 100))
        root.addSubview(left)
        root.addSubview(right)
        let a = constrainedView(UIView(), in: left)
        let b = constrainedView(UIView(), in: right)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        // b is at (15, 25) in the root, which is (-135, 5) in its superview.
        #expect(b.frame == CGRect(x: -135, y: 5, width: 10, height: 10))
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 25))
    }

    @Test("Removing a view takes away the constraints to views outside it; those inside it stay and come along")
    func removingViews() {
        let root = rootView()
        let container = constrainedView(UIView(), in: root)
        let inner = constrainedView(UIView(), in: container)
        let outside = [
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
        ]
        let insideConstraints = [
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            inner.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ]
        NSLayoutConstraint.activate(outside + insideConstraints)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        container.removeFromSuperview()
        #expect(outside[0].isActive == false && outside[1].isActive == false)
        #expect(outside[2].isActive && insideConstraints.allSatisfy(\.isActive))
        let other = rootView(width: 200, height: 200)
        other.addSubview(container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: other.topAnchor),
        ])
        other.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test(
        "A label in a row hugs its text; of two labels that do not fit, the one with lower compression resistance shrinks"
    )
    func huggingAndCompression() {
        let root = rootView(width: 200, height: 100)
        let first = constrainedView(UILabel(), in: root)
        let second = constrainedView(UILabel(), in: root)
        first.text = "Twelve chars"
        second.text = "Eleven char"
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
            second.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // 12 + 11 columns of 8.5 points = 195.5 points: they fit, each at its text's width.
        #expect(first.frame == CGRect(x: 0, y: 0, width: 102, height: textHeight(lines: 1)))
        #expect(second.frame.width == textWidth(columns: 11))
        first.text = "Twelve chars!"
        second.text = "Eleven chars"
        second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame.width == textWidth(columns: 13))
        #expect(second.frame.width == 200 - textWidth(columns: 13))
        second.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(second.frame.width == textWidth(columns: 12))
        #expect(first.frame.width == 200 - textWidth(columns: 12))
        #expect(first.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIView().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("A label's text change moves what is pinned to it at the next pass")
    func intrinsicInvalidation() {
        let root = rootView()
        let label = constrainedView(UILabel(), in: root)
        let badge = constrainedView(UIView(), in: root)
        label.text = "ab"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 4),
            badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame.minX == 21)
        label.text = "abcd"
        root.layoutIfNeeded()
        #expect(badge.frame.minX == 38)
    }

    @Test("Baselines: a label's first baseline is its top plus the font's ascender")
    func baselines() {
        let root = rootView()
        let big = constrainedView(UILabel(), in: root)
        let small = constrainedView(UILabel(), in: root)
        big.text = "Big"
        big.font = .systemFont(ofSize: 30)
        small.text = "small"
        small.font = .systemFont(ofSize: 10)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let expected = UIFont.systemFont(ofSize: 30).ascender - UIFont.systemFont(ofSize: 10).ascender
        #expect(abs(small.frame.minY - expected) <= 1.0 / 3)
    }

    @Test("The system spacing is 8 points")
    func systemSpacing() {
        let root = rootView()
        let a = constrainedView(UIView(), in: root)
        let b = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 26, y: 18))
    }

    @Test("A constraint prints as UIKit's do")
    func descriptions() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let constraint = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -8)
        constraint.priority = UILayoutPriority(999)
        #expect(constraint.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(
            constraint.description.hasSuffix(
                ".width == 0.5*UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(root)), radix: 16)).width - 8 @999   (inactive)>"
            ))
    }
}
#endif
