#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIWindow levels", .timeLimit(.minutes(10)))
struct UIWindowLevelTests {
    @Test("Window levels are numbers: normal 0, status bar 1000, alert 2000, and custom levels between them")
    func levelsAreNumbers() {
        #expect(UIWindow.Level(rawValue: 0) == .normal)
        #expect(UIWindow.Level(rawValue: 1000) == .statusBar)
        #expect(UIWindow.Level(rawValue: 2000) == .alert)
        let aboveAlerts = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
        #expect(aboveAlerts.rawValue > UIWindow.Level.alert.rawValue)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.windowLevel == .normal)
        window.windowLevel = aboveAlerts
        #expect(window.windowLevel == UIWindow.Level(2001))
    }

    @Test("A window cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UIWindow(coder: NSCoder()) == nil)
    }
}
#endif
