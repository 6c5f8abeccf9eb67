#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory:
// the font "must be vended using `preferredFont(forTextStyle:)` or `preferredFont(forTextStyle:compatibleWith:)`".
@MainActor
@Suite("A text field that adjusts its font for the content size category", .timeLimit(.minutes(10)))
struct UITextFieldDynamicTypeTests {
    @Test("A text field that adjusts its font takes the text style's new size; one that does not keeps its own")
    func textFieldsAdjustTheirFonts() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adjusting = UITextField()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UITextField()
        fixed.font = .preferredFont(forTextStyle: .body)
        window.addSubview(adjusting)
        window.addSubview(fixed)
        window.makeKeyAndVisible()
        #expect(!UITextField().adjustsFontForContentSizeCategory)
        withContentSizeCategory(.accessibilityExtraLarge) {
            #expect(adjusting.font?.pointSize == 40)
            #expect(fixed.font?.pointSize == 17)
        }
        #expect(adjusting.font?.pointSize == 17)
        window.isHidden = true
    }
}
#endif
