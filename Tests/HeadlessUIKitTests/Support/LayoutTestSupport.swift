#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Runs `body` with a recording `Headless.layoutMessageHandler` and returns the messages it recorded, restoring the
/// default handler afterwards.
@MainActor
func layoutMessages(_ body: () throws -> Void) rethrows -> [String] {
    var messages: [String] = []
    Headless.layoutMessageHandler = { messages.append($0) }
    defer { Headless.layoutMessageHandler = Headless.defaultLayoutMessageHandler }
    try body()
    return messages
}

/// A root view of the size, as a window's root view would be.
@MainActor
func rootView(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view placed by constraints, added to the superview.
@MainActor
func constrainedView<View: UIView>(_ view: View, in superview: UIView) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
}

/// The height of `lines` lines of text at 17 points on the pixel grid: 20⅓ points each line (17 × 1.193 = 20.281,
/// rounded up to a third of a point for the whole block).
func textHeight(lines: Int, pointSize: CGFloat = 17) -> CGFloat {
    (CGFloat(lines) * pointSize * 1.193 * 3 - 1e-6).rounded(.up) / 3
}

/// The width of `columns` columns of text at the point size, on the pixel grid (a column is half the point size).
func textWidth(columns: Int, pointSize: CGFloat = 17) -> CGFloat {
    (CGFloat(columns) * pointSize / 2 * 3 - 1e-6).rounded(.up) / 3
}
#endif
