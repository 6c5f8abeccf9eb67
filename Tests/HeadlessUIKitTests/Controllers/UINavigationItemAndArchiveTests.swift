#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UINavigationItem", .timeLimit(.minutes(10)))
struct UINavigationItemTests {
    @Test("A navigation item made with a title shows it, has no search controller and hides its search bar on scroll")
    func titleInit() {
        let item = UINavigationItem(title: "Inbox")
        #expect(item.title == "Inbox")
        #expect(item.searchController == nil)
        #expect(item.hidesSearchBarWhenScrolling)
        item.title = nil
        #expect(item.title == nil)
    }

    @Test("A navigation item or a view controller cannot be made from an archive in HeadlessUIKit, which reads none")
    func noArchives() {
        #expect(UINavigationItem(coder: NSCoder()) == nil)
        #expect(UIViewController(coder: NSCoder()) == nil)
    }
}
#endif
