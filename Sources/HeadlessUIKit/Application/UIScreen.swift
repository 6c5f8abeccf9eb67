#if !canImport(UIKit)
import Foundation

/// The display a window is shown on, as UIKit's `UIScreen`.
///
/// HeadlessUIKit has one screen, ``main``: an iPhone 12's (also the 12 Pro, 13, 13 Pro and 14), 390 × 844 points at a
/// scale of 3 (1170 × 2532 pixels), in portrait, the iPhone of the iOS 14 SDK this package's interface follows. It is
/// the size `UIViewController.defaultViewFrame` gives a view made without a window.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen of the device: 390 × 844 points at scale 3.
    open class var main: UIScreen { mainScreen }

    /// Every screen: just ``main``.
    @available(iOS 3.2, *)
    open class var screens: [UIScreen] { [mainScreen] }

    /// The one screen.
    private static let mainScreen = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3,
        safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    /// The screen's rectangle in points, in portrait.
    public let bounds: CGRect

    /// Pixels per point.
    @available(iOS 4.0, *)
    public let scale: CGFloat

    /// The screen's rectangle in pixels.
    @available(iOS 8.0, *)
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical display.
    @available(iOS 8.0, *)
    open var nativeScale: CGFloat { scale }

    /// The brightness of the screen, from 0 to 1.
    @available(iOS 5.0, *)
    open var brightness: CGFloat = 0.5

    /// The most frames per second the screen shows.
    @available(iOS 10.3, *)
    open var maximumFramesPerSecond: Int { 60 }

    /// Not UIKit: the insets of a full-screen window's safe area on this screen (the status bar with the sensor
    /// housing at the top, 47 points; the home indicator at the bottom, 34 points), which `UIWindow` reports as the
    /// source of its views' safe areas.
    let safeAreaInsets: UIEdgeInsets

    /// Creates a screen.
    private init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets) {
        self.bounds = bounds
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        super.init()
    }
}
#endif
