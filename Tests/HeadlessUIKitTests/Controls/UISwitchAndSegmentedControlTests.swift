#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UISwitch", .timeLimit(.minutes(10)))
struct UISwitchTests {
    @Test("Setting isOn or calling setOn(_:animated:) sends no action; a user's toggle sends valueChanged")
    func programmaticChangesAreSilent() {
        let toggle = UISwitch()
        let recorder = EventRecorder(toggle, [("valueChanged", .valueChanged)])
        toggle.isOn = true
        toggle.setOn(false, animated: true)
        toggle.setOn(true, animated: false)
        #expect(recorder.events.isEmpty)
        #expect(toggle.simulateToggle())
        #expect(!toggle.isOn)
        #expect(recorder.events == ["valueChanged"])
        #expect(recorder.senders.first === toggle)
    }

    @Test("A toggle sends touchDown, valueChanged with primaryActionTriggered once, then touchUpInside")
    func toggleEventOrder() {
        var seenOn: [Bool] = []
        let toggle = UISwitch(
            frame: .zero,
            primaryAction: UIAction { action in
                seenOn.append((action.sender as? UISwitch)?.isOn ?? false)
            })
        let recorder = EventRecorder(
            toggle,
            [("down", .touchDown), ("changed", [.valueChanged, .primaryActionTriggered]), ("up", .touchUpInside)])
        toggle.simulateToggle()
        #expect(recorder.events == ["down", "changed", "up"])
        #expect(seenOn == [true])
    }

    @Test("A disabled, hidden or untouchable switch does not toggle")
    func disabledSwitch() {
        let toggle = UISwitch()
        let recorder = EventRecorder(toggle, [("changed", .valueChanged)])
        toggle.isEnabled = false
        #expect(!toggle.simulateToggle())
        toggle.isEnabled = true
        toggle.isHidden = true
        #expect(!toggle.simulateToggle())
        toggle.isHidden = false
        toggle.isUserInteractionEnabled = false
        #expect(!toggle.simulateToggle())
        #expect(!toggle.isOn && recorder.events.isEmpty)
    }

    @Test("A switch is 51 by 31 points whatever frame it is made with")
    func fixedSize() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.style == .sliding)
    }
}

@MainActor
@Suite("UISegmentedControl", .timeLimit(.minutes(10)))
struct UISegmentedControlTests {
    @Test("init(items:) makes a segment per title or image, none selected")
    func itemsInit() {
        let control = UISegmentedControl(items: ["Day", "Week", UIImage(systemName: "calendar") as Any, 42])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.titleForSegment(at: 2) == nil)
        #expect(control.imageForSegment(at: 2)?.name == "calendar")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test("Only a user's tap on another segment sends valueChanged; selecting in code and re-tapping send nothing")
    func valueChangedForUserTapsOnly() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        let recorder = EventRecorder(control, [("changed", .valueChanged)])
        control.selectedSegmentIndex = 1
        #expect(recorder.events.isEmpty)
        #expect(!control.simulateTap(segmentAt: 1))
        #expect(recorder.events.isEmpty)
        #expect(control.simulateTap(segmentAt: 2))
        #expect(control.selectedSegmentIndex == 2)
        #expect(recorder.events == ["changed"])
    }

    @Test("A momentary control sends valueChanged for every tap, even on the same segment")
    func momentary() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.isMomentary = true
        let recorder = EventRecorder(control, [("changed", .valueChanged)])
        control.simulateTap(segmentAt: 0)
        control.simulateTap(segmentAt: 0)
        #expect(recorder.events == ["changed", "changed"])
    }

    @Test("Inserting and removing segments keeps the selection on its segment")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "A", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
        control.insertSegment(withTitle: "D", at: 99, animated: false)
        #expect(control.titleForSegment(at: 3) == "D")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("A segment made from a UIAction runs it when tapped, as well as valueChanged")
    func actionSegments() {
        var ran: [String] = []
        let control = UISegmentedControl(
            frame: .zero,
            actions: [
                UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in ran.append("list") },
                UIAction(title: "Grid") { _ in ran.append("grid") },
            ])
        let recorder = EventRecorder(control, [("changed", .valueChanged)])
        #expect(control.titleForSegment(at: 0) == "List")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("list")) == 0)
        control.simulateTap(segmentAt: 1)
        #expect(ran == ["grid"])
        #expect(recorder.events == ["changed"])
    }

    @Test("A disabled segment or control cannot be tapped")
    func disabled() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.simulateTap(segmentAt: 1))
        control.isEnabled = false
        #expect(!control.simulateTap(segmentAt: 0))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("The intrinsic width is the sum of the segments' widths once each has one")
    func widths() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        control.setWidth(60, forSegmentAt: 0)
        control.setWidth(40, forSegmentAt: 1)
        #expect(control.intrinsicContentSize == CGSize(width: 100, height: 32))
    }
}

@MainActor
@Suite("UIActivityIndicatorView", .timeLimit(.minutes(10)))
struct UIActivityIndicatorViewTests {
    @Test("Hidden while stopped (hidesWhenStopped by default), shown while animating")
    func hidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("The style sets the size: 20 points medium, 37 large")
    func sizes() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.style = .large
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
    }
}
#endif
