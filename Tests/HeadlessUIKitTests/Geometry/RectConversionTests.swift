#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView: rectangle conversion", .timeLimit(.minutes(10)))
struct RectConversionTests {
    @Test("Converting a rectangle to an ancestor moves it by the views' origins and keeps its size")
    func convertRectToAncestor() {
        let root = rootView()
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(outer)
        outer.addSubview(inner)
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(inner.convert(rect, to: root) == CGRect(x: 16, y: 27, width: 30, height: 40))
        #expect(inner.convert(rect, to: nil) == CGRect(x: 16, y: 27, width: 30, height: 40))
        #expect(root.convert(CGRect(x: 16, y: 27, width: 30, height: 40), to: inner) == rect)
    }
}
#endif
