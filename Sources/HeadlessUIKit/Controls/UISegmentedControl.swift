#if !canImport(UIKit)
import Foundation

/// A row of segments, each a button, of which one is selected, as UIKit's `UISegmentedControl`.
///
/// As in UIKit, changing the selection in code (``selectedSegmentIndex``) sends no action; the user's tap on another
/// segment (``simulateTap(segmentAt:)``) selects it and sends `.valueChanged` and `.primaryActionTriggered`, and runs
/// the segment's own action if it was made from one ("Selecting a segment calls UIAction.actionHandler as well as
/// handlers for the ValueChanged and PrimaryActionTriggered control events", UIKit's header). A tap on the selected
/// segment sends nothing, unless the control ``isMomentary``.
///
/// Its ``intrinsicContentSize`` is 32 points high, the height of iOS 13's segmented control; it is as wide as the sum
/// of its segments' widths when every segment has one (``setWidth(_:forSegmentAt:)``), and otherwise has no intrinsic
/// width, as HeadlessUIKit does not measure text.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The kinds of segment by position, for appearance, as UIKit's `UISegmentedControl.Segment`.
    public enum Segment: Int, Sendable {
        /// Any segment.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment in the middle.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// The index of no segment: -1.
    open class var noSegment: Int { -1 }

    /// The height of a segmented control since iOS 13: 32 points.
    static let height: CGFloat = 32

    /// One segment: a title or an image, an optional action, whether it can be tapped, and a width (0: automatic).
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
    }

    /// The segments, left to right.
    private var segments: [SegmentContent] = []

    /// The selected segment, or ``noSegment``.
    private var selectedIndex = UISegmentedControl.noSegment

    /// Whether a tap shows no lasting selection: every tap sends `.valueChanged`, even on the same segment.
    open var isMomentary = false

    /// Whether segments are as wide as their content rather than all of one width.
    @available(iOS 5.0, *)
    open var apportionsSegmentWidthsByContent = false

    /// The color of the selected segment (`nil`: the system's).
    @available(iOS 13.0, *)
    open var selectedSegmentTintColor: UIColor?

    /// Creates a control with a segment for each item: a `String` (a title), a `UIImage` or a `UIAction` (its image
    /// if it has one, else its title). Other items are skipped. No segment is selected. The frame is sized to the
    /// intrinsic size (zero wide when there is no intrinsic width).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(SegmentContent(title: title))
            } else if let image = item as? UIImage {
                segments.append(SegmentContent(image: image))
            } else if let action = item as? UIAction {
                segments.append(Self.segment(for: action))
            }
        }
        frame.size = CGSize(width: max(0, fittingSize.width), height: Self.height)
    }

    /// Creates a control without segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; HeadlessUIKit has no archives, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a control with a segment for each action (its image if it has one, else its title).
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment`` (the default). Setting it sends no action; a value out of range selects
    /// no segment.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set { selectedIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment }
    }

    /// Inserts a segment with the title at the index (clamped to the segments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    /// Inserts a segment with the image at the index (clamped to the segments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment)
    }

    /// Inserts a segment for the action at the index (clamped to the segments).
    @available(iOS 14.0, *)
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    /// Removes the segment at the index; the selection follows its segment (none if it was removed).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndex == segment {
            selectedIndex = Self.noSegment
        } else if selectedIndex > segment {
            selectedIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndex = Self.noSegment
    }

    /// Sets the title of the segment (removing its image, as UIKit's segments show one or the other).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// The segment's title, or `nil`.
    @discardableResult
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment (removing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// The segment's image, or `nil`.
    @discardableResult
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Sets the action of the segment, and its title or image from it.
    @available(iOS 14.0, *)
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let width = segments[segment].width
        segments[segment] = Self.segment(for: action)
        segments[segment].width = width
    }

    /// The segment's action, or `nil`.
    @available(iOS 14.0, *)
    @discardableResult
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment made from the action with the identifier, or `NSNotFound` if there is none ("or
    /// NSNotFound if no matching action is found", Apple's documentation; not ``noSegment``).
    @available(iOS 14.0, *)
    @discardableResult
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
    }

    /// Sets the width of the segment; 0 makes it automatic.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        invalidateIntrinsicContentSize()
    }

    /// The segment's width (0: automatic).
    @discardableResult
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the segment's content by the offset.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }

    /// The offset of the segment's content.
    @discardableResult
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables the segment; a disabled segment cannot be tapped.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment can be tapped.
    @discardableResult
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// 32 points high; as wide as the sum of the segments' widths when each has one, otherwise no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        fittingSize
    }

    /// Taps the segment as a finger does. When the control is enabled, takes touches and shows, and the segment exists
    /// and is enabled: `.touchDown`; then, if the segment is not the selected one (or the control is momentary), it is
    /// selected, its action runs (a segment made from a `UIAction`) and `.valueChanged` and `.primaryActionTriggered`
    /// are sent; then `.touchUpInside`. Returns whether the selection changed (or, momentary, the tap counted).
    @discardableResult
    public func simulateTap(segmentAt segment: Int) -> Bool {
        guard isEnabled, isUserInteractionEnabled, !isHidden, segments.indices.contains(segment),
            segments[segment].isEnabled
        else { return false }
        sendActions(for: .touchDown)
        let changes = isMomentary || segment != selectedIndex
        if changes {
            selectedIndex = segment
            if let action = segments[segment].action, isEnabled { sendAction(action) }
            sendActions(for: [.valueChanged, .primaryActionTriggered])
        }
        sendActions(for: .touchUpInside)
        return changes
    }

    /// A segment shown for the action.
    private static func segment(for action: UIAction) -> SegmentContent {
        action.image != nil
            ? SegmentContent(image: action.image, action: action) : SegmentContent(title: action.title, action: action)
    }

    /// Inserts a segment, keeping the selection on its segment.
    private func insert(_ content: SegmentContent, at segment: Int) {
        let index = min(max(0, segment), segments.count)
        segments.insert(content, at: index)
        if selectedIndex >= index { selectedIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// The size the segments need (see ``intrinsicContentSize``).
    private var fittingSize: CGSize {
        let allSized = !segments.isEmpty && segments.allSatisfy { $0.width > 0 }
        let width = allSized ? segments.reduce(0) { $0 + $1.width } : UIView.noIntrinsicMetric
        return CGSize(width: width, height: Self.height)
    }
}
#endif
