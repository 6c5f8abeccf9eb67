#if os(Linux)
import HeadlessUIKit
import QuartzCore
import Testing

/// The `QuartzCore` module where HeadlessUIKit is the UIKit: code written for iOS imports it by name for
/// `CATransaction`, which UIKit re-exports, and must see the very types HeadlessUIKit's views use.
@Suite("QuartzCore, as UIKit re-exports it", .timeLimit(.minutes(10)))
@MainActor
struct QuartzCoreModuleTests {
    @Test("QuartzCore's CATransaction and CALayer are HeadlessUIKit's")
    func quartzCoreNamesHeadlessUIKitsTypes() {
        #expect(QuartzCore.CATransaction.self == HeadlessUIKit.CATransaction.self)
        let layer: QuartzCore.CALayer = UIView().layer
        #expect(type(of: layer) == HeadlessUIKit.CALayer.self)
    }

    @Test("a completion block set through QuartzCore runs when its transaction commits, not before")
    func completionRunsAtCommit() {
        var ran = false
        QuartzCore.CATransaction.begin()
        QuartzCore.CATransaction.setCompletionBlock { ran = true }
        #expect(!ran)
        QuartzCore.CATransaction.commit()
        #expect(ran)
    }
}
#endif
