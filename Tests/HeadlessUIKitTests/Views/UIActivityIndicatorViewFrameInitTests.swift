#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIActivityIndicatorView init(frame:)", .timeLimit(.minutes(10)))
struct UIActivityIndicatorViewFrameInitTests {
    @Test("An indicator made with a frame keeps it, is medium, stopped, and hidden until it animates")
    func frameInit() {
        let spinner = UIActivityIndicatorView(frame: CGRect(x: 5, y: 6, width: 40, height: 40))
        #expect(spinner.frame == CGRect(x: 5, y: 6, width: 40, height: 40))
        #expect(spinner.style == .medium)
        #expect(!spinner.isAnimating)
        #expect(spinner.hidesWhenStopped)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("An activity indicator cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UIActivityIndicatorView(coder: NSCoder()) == nil)
    }
}
#endif
