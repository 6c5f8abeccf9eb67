#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Apple's documentation: https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@MainActor
@Suite("UIAccessibilityIdentification on views", .timeLimit(.minutes(10)))
struct UIAccessibilityIdentificationTests {
    @Test("Every view has an accessibility identifier, nil until set, apart from its accessibility label")
    func viewsCarryAnIdentifier() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
        #expect(cell.accessibilityIdentifier == nil)
        cell.accessibilityIdentifier = "row-0-3"
        cell.accessibilityLabel = "Milk"
        #expect(cell.accessibilityIdentifier == "row-0-3")
        let identified: any UIAccessibilityIdentification = UICollectionReusableView(frame: .zero)
        identified.accessibilityIdentifier = "header-2"
        #expect((identified as? UIView)?.accessibilityIdentifier == "header-2")
        #expect((identified as? UIView)?.accessibilityLabel == nil)
    }
}
#endif
