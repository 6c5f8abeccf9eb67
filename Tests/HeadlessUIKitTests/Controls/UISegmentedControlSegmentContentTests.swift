#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UISegmentedControl segment content", .timeLimit(.minutes(10)))
struct UISegmentedControlSegmentContentTests {
    @Test("A segment made from an action with an image shows the image, not the title")
    func actionWithImagePrefersTheImage() {
        let control = UISegmentedControl(items: [
            UIAction(title: "Grid", image: UIImage(systemName: "square.grid.2x2")) { _ in }
        ])
        #expect(control.numberOfSegments == 1)
        #expect(control.imageForSegment(at: 0)?.name == "square.grid.2x2")
        #expect(control.titleForSegment(at: 0) == nil)
        #expect(control.actionForSegment(at: 0)?.title == "Grid")
    }

    @Test("A segment inserted with an image shifts the later segments and keeps the selection on its segment")
    func insertImageSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(with: UIImage(systemName: "star"), at: 1, animated: true)
        #expect(control.numberOfSegments == 3)
        #expect(control.imageForSegment(at: 1)?.name == "star")
        #expect(control.titleForSegment(at: 2) == "B")
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("A segment inserted for an action at an index past the end is pinned to the end and runs its action")
    func insertActionSegmentPinnedToTheEnd() {
        var ran: [String] = []
        let control = UISegmentedControl(items: ["A"])
        control.insertSegment(
            action: UIAction(title: "Z", identifier: UIAction.Identifier("z")) { _ in ran.append("z") }, at: 10,
            animated: false)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "Z")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("z")) == 1)
        #expect(control.simulateTap(segmentAt: 1))
        #expect(ran == ["z"])
    }

    @Test("Looking up an action identifier no segment has gives NSNotFound")
    func unknownActionIdentifierIsNotFound() {
        let control = UISegmentedControl(items: [
            "A", UIAction(title: "B", identifier: UIAction.Identifier("b")) { _ in },
        ])
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("b")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("missing")) == NSNotFound)
    }

    @Test("Setting a segment's action replaces its title and runs the new action when tapped; a title segment has none")
    func setActionReplacesTheSegment() {
        var ran: [String] = []
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.actionForSegment(at: 0) == nil)
        control.setAction(UIAction(title: "New") { _ in ran.append("new") }, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "New")
        #expect(control.actionForSegment(at: 0)?.title == "New")
        #expect(control.numberOfSegments == 2)
        control.simulateTap(segmentAt: 0)
        #expect(ran == ["new"])
    }

    @Test("A segment shows a title or an image, never both: setting one removes the other")
    func titleAndImageExcludeEachOther() {
        let control = UISegmentedControl(items: ["A"])
        control.setImage(UIImage(systemName: "star"), forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0)?.name == "star")
        #expect(control.titleForSegment(at: 0) == nil)
        control.setTitle("Again", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Again")
        #expect(control.imageForSegment(at: 0) == nil)
    }

    @Test("A segment's width is 0 (sized automatically) until set, and keeps what was set")
    func segmentWidths() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.widthForSegment(at: 0) == 0)
        control.setWidth(80, forSegmentAt: 1)
        #expect(control.widthForSegment(at: 1) == 80)
        #expect(control.widthForSegment(at: 0) == 0)
    }

    @Test("A segment's content offset is zero until set, and keeps what was set")
    func contentOffsets() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.contentOffsetForSegment(at: 0) == .zero)
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 1)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: -1))
        #expect(control.contentOffsetForSegment(at: 0) == .zero)
    }

    @Test("Segments are enabled by default; a re-enabled segment can be tapped again")
    func segmentEnabling() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.isEnabledForSegment(at: 0))
        control.setEnabled(false, forSegmentAt: 0)
        #expect(!control.isEnabledForSegment(at: 0))
        #expect(!control.simulateTap(segmentAt: 0))
        control.setEnabled(true, forSegmentAt: 0)
        #expect(control.simulateTap(segmentAt: 0))
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test("Removing every segment leaves none and no selection")
    func removeAllSegments() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("Removing a segment before the selected one keeps the selection on its segment")
    func removeBeforeTheSelection() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.titleForSegment(at: control.selectedSegmentIndex) == "C")
    }

    @Test("A new segmented control has no selection, is not momentary and sizes segments equally")
    func defaults() {
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32))
        #expect(control.numberOfSegments == 0)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isMomentary)
        #expect(!control.apportionsSegmentWidthsByContent)
        #expect(control.selectedSegmentTintColor == nil)
    }

    @Test("A segmented control cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UISegmentedControl(coder: NSCoder()) == nil)
    }
}
#endif
