#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The anchor methods with inequalities, constants, multipliers and the system spacing; layout guides' and views'
/// less common anchors. Each inequality is paired with a low-priority equality that pulls past its bound, so the
/// bound is what the solve shows.
@MainActor
@Suite("Auto Layout: anchor variants", .timeLimit(.minutes(10)))
struct LayoutAnchorVariantsTests {
    /// A root view and a box placed at its top left, 10 points tall, with the constraints given.
    private func layOut(_ constraints: (UIView, UIView) -> [NSLayoutConstraint]) -> CGRect {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate(
            [box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)]
                + constraints(root, box))
        root.layoutIfNeeded()
        return box.frame
    }

    /// The constraint at low priority.
    private func weak(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultLow
        return constraint
    }

    @Test("greaterThanOrEqualTo with a constant keeps a leading edge at least that far in")
    func greaterThanOrEqualWithConstant() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
                weak(box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)),
                box.widthAnchor.constraint(equalToConstant: 50),
            ]
        }
        #expect(frame.minX == 20)
    }

    @Test("lessThanOrEqualTo with a constant keeps a trailing edge at least that far from the superview's")
    func lessThanOrEqualWithConstant() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -30),
                weak(box.widthAnchor.constraint(equalToConstant: 400)),
            ]
        }
        #expect(frame.width == 290)
    }

    @Test("A width of at least a constant wins over a weaker wish for less")
    func widthAtLeastConstant() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
                weak(box.widthAnchor.constraint(equalToConstant: 10)),
            ]
        }
        #expect(frame.width == 50)
    }

    @Test("A width of at most a constant wins over a weaker wish for more")
    func widthAtMostConstant() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
                weak(box.widthAnchor.constraint(equalToConstant: 100)),
            ]
        }
        #expect(frame.width == 60)
    }

    @Test("A width of at least half the superview's, with no constant, is 160 in a 320-point view")
    func widthAtLeastMultiplier() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.5),
                weak(box.widthAnchor.constraint(equalToConstant: 0)),
            ]
        }
        #expect(frame.width == 160)
    }

    @Test("A lessThanOrEqual anchor constraint with a multiplier caps the width at a fraction of the superview's")
    func widthAtMostMultiplier() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.25),
                weak(box.widthAnchor.constraint(equalTo: root.widthAnchor)),
            ]
        }
        #expect(frame.width == 80)
    }

    @Test("A width of at least a multiple of another plus a constant: 0.5 × 320 + 10 = 170")
    func widthAtLeastMultiplierAndConstant() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: 10),
                weak(box.widthAnchor.constraint(equalToConstant: 0)),
            ]
        }
        #expect(frame.width == 170)
    }

    @Test("A width of at most a multiple of another plus a constant: 0.25 × 320 − 10 = 70")
    func widthAtMostMultiplierAndConstant() {
        let frame = layOut { root, box in
            [
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.25, constant: -10),
                weak(box.widthAnchor.constraint(equalTo: root.widthAnchor)),
            ]
        }
        #expect(frame.width == 70)
    }

    @Test("At least twice the system spacing after a sibling's trailing edge is 16 points (standard spacing 8)")
    func atLeastSystemSpacingAfter() {
        let root = rootView()
        let first = constrainedView(UIView(), in: root)
        let second = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 40),
            second.leadingAnchor.constraint(
                greaterThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 2),
            weak(second.leadingAnchor.constraint(equalTo: first.trailingAnchor)),
            second.widthAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(second.frame.minX == 56)
    }

    @Test("At most the system spacing after a sibling's trailing edge keeps a gap of 8 points or less")
    func atMostSystemSpacingAfter() {
        let root = rootView()
        let first = constrainedView(UIView(), in: root)
        let second = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.widthAnchor.constraint(equalToConstant: 40),
            second.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
            weak(second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 100)),
            second.widthAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(second.frame.minX == 48)
    }

    @Test("At least and at most the system spacing below a sibling bound the vertical gap to 8 points")
    func systemSpacingBelow() {
        let root = rootView()
        let top = constrainedView(UIView(), in: root)
        let low = constrainedView(UIView(), in: root)
        let high = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: root.topAnchor), top.heightAnchor.constraint(equalToConstant: 30),
            low.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: top.bottomAnchor, multiplier: 1),
            weak(low.topAnchor.constraint(equalTo: top.bottomAnchor)),
            high.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: top.bottomAnchor, multiplier: 1),
            weak(high.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 50)),
            low.heightAnchor.constraint(equalToConstant: 5), high.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(low.frame.minY == 38)
        #expect(high.frame.minY == 38)
    }

    @Test("An anchor describes itself as UIKit does: its class, then the item and attribute in quotes")
    func anchorDescription() {
        let view = UIView()
        let description = view.leadingAnchor.description
        #expect(description.hasPrefix("<NSLayoutXAxisAnchor:0x"))
        #expect(
            description.hasSuffix(
                "\"UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)).leading\">"))
        #expect(view.heightAnchor.description.hasPrefix("<NSLayoutDimension:0x"))
        #expect(view.topAnchor.description.hasSuffix(".top\">"))
    }

    @Test("left and right anchors place a view as leading and trailing do, left to right")
    func leftAndRight() {
        let frame = layOut { root, box in
            [
                box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 12),
                box.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -8),
            ]
        }
        #expect(frame.minX == 12 && frame.width == 300)
    }

    @Test("A view's last baseline is its bottom when it shows no text")
    func lastBaselineOfPlainView() {
        let root = rootView()
        let plain = constrainedView(UIView(), in: root)
        let follower = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            plain.heightAnchor.constraint(equalToConstant: 30),
            follower.topAnchor.constraint(equalTo: plain.lastBaselineAnchor),
            follower.bottomAnchor.constraint(equalTo: plain.firstBaselineAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame.minY == 40)
        #expect(follower.frame.height == 20)
    }

    @Test("A label's last baseline is its bottom less the font's descent")
    func lastBaselineOfLabel() {
        let root = rootView()
        let label = constrainedView(UILabel(), in: root)
        label.text = "Baseline"
        let mark = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            mark.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
            mark.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.height == textHeight(lines: 1))
        // Within a pixel (a third of a point): frames are on the pixel grid, the descent is the font's.
        #expect(abs(mark.frame.maxY - (label.frame.maxY + label.font.descender)) <= 1.0 / 3)
        #expect(label.font.descender < 0)
    }
}
#endif
