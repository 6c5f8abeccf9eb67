#if !canImport(UIKit)
import Foundation

/// The size of text the user prefers (Settings › Display & Brightness › Text Size, and Accessibility › Larger
/// Text), as UIKit's `UIContentSizeCategory`: seven standard sizes from extra small to extra extra extra large
/// (``large`` is the default) and five larger accessibility sizes.
///
/// The app's category is `UIApplication.shared.preferredContentSizeCategory`; views and view controllers read it in
/// their `traitCollection`. Fonts of a text style (`UIFont.preferredFont(forTextStyle:)`) are sized for it, and a
/// change of it (``UIApplication/simulateContentSizeCategoryChange(to:)`` in HeadlessUIKit) tells the views and posts
/// ``didChangeNotification``. The raw values are UIKit's (`UICTContentSizeCategoryL`).
@available(iOS 7.0, *)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// The category's name, as UIKit's (`UICTContentSizeCategoryL`).
    public let rawValue: String

    /// Creates a category from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension UIContentSizeCategory {
    /// No category: what a trait collection that does not say holds.
    @available(iOS 10.0, *)
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small text (XS).
    @available(iOS 7.0, *)
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small text (S).
    @available(iOS 7.0, *)
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium text (M).
    @available(iOS 7.0, *)
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large text (L): the default.
    @available(iOS 7.0, *)
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large text (XL).
    @available(iOS 7.0, *)
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large text (XXL).
    @available(iOS 7.0, *)
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size (XXXL).
    @available(iOS 7.0, *)
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size (AX1).
    @available(iOS 7.0, *)
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size (AX2).
    @available(iOS 7.0, *)
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size (AX3).
    @available(iOS 7.0, *)
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size (AX4).
    @available(iOS 7.0, *)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size (AX5).
    @available(iOS 7.0, *)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted (by the app, on the main actor) when the user changed the preferred content size category; the
    /// `userInfo` holds the new category's name under ``newValueUserInfoKey``.
    @available(iOS 7.0, *)
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category's name (its `rawValue`, a string) in ``didChangeNotification``'s `userInfo`.
    @available(iOS 7.0, *)
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// The categories from smallest to largest, as UIKit orders them.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in ``ordered``, 0 (extra small) to 11 (the largest accessibility size); `nil` for
    /// ``unspecified`` and unknown names.
    var index: Int? {
        Self.ordered.firstIndex(of: self)
    }

    /// Whether the category is one of the five accessibility sizes (``accessibilityMedium`` and larger).
    @available(iOS 11.0, *)
    public var isAccessibilityCategory: Bool {
        (index ?? 0) >= 7
    }

    /// Whether `left` is smaller than `right`. ``unspecified`` (and an unknown name) is smaller than every category.
    @available(iOS 11.0, *)
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (left.index ?? -1) < (right.index ?? -1)
    }

    /// Whether `left` is smaller than `right`, or the same size.
    @available(iOS 11.0, *)
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (left.index ?? -1) <= (right.index ?? -1)
    }

    /// Whether `left` is larger than `right`.
    @available(iOS 11.0, *)
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (left.index ?? -1) > (right.index ?? -1)
    }

    /// Whether `left` is larger than `right`, or the same size.
    @available(iOS 11.0, *)
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        (left.index ?? -1) >= (right.index ?? -1)
    }
}

/// An object that can take the size of its font for the content size category by itself, as UIKit's
/// `UIContentSizeCategoryAdjusting` (``UILabel`` in HeadlessUIKit).
@available(iOS 10.0, *)
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the object updates its font when the content size category changes.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension Headless {
    /// The app's preferred content size category, which `UIApplication.shared.preferredContentSizeCategory` reports.
    /// Kept here, behind a lock, because fonts (`UIFont.preferredFont(forTextStyle:)`) read it from any thread, as
    /// UIKit's do.
    nonisolated static var preferredContentSizeCategory: UIContentSizeCategory {
        get { ContentSizeCategoryStore.shared.value }
        set { ContentSizeCategoryStore.shared.value = newValue }
    }
}

/// The app's content size category, readable from any thread (fonts are made anywhere).
private final class ContentSizeCategoryStore: @unchecked Sendable {
    static let shared = ContentSizeCategoryStore()

    // Every access to `storage` holds `lock`: that is what makes the class Sendable.
    private let lock = NSLock()
    private var storage = UIContentSizeCategory.large

    var value: UIContentSizeCategory {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}
#endif
