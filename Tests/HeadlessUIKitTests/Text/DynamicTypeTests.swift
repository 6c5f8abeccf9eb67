#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A view controller and views that log the trait changes they hear.
@MainActor
final class TraitLog {
    var events: [String] = []
}

@MainActor
private final class LoggingController: UIViewController {
    let log: TraitLog
    init(log: TraitLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.events.append(
            "controller \(previousTraitCollection?.preferredContentSizeCategory == .large) "
                + "\(traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)")
    }
}

@MainActor
private final class LoggingView: UIView {
    var log: TraitLog?
    var name = ""
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log?.events.append(name)
    }
}

/// Changes the app's content size category to `category` for the duration of `body`, then back to Large. Every test
/// that changes it is synchronous on the main actor, so no other test sees the change.
@MainActor
func withContentSizeCategory<Result>(_ category: UIContentSizeCategory, _ body: () throws -> Result) rethrows -> Result
{
    UIApplication.shared.simulateContentSizeCategoryChange(to: category)
    defer { UIApplication.shared.simulateContentSizeCategoryChange(to: .large) }
    return try body()
}

/// Dynamic Type: the content size category, fonts of a text style sized for it, the trait change that tells the views
/// and the notification, and labels that adjust their fonts.
@MainActor
@Suite("Dynamic Type: content size categories, trait changes, adjusting labels", .timeLimit(.minutes(10)))
struct DynamicTypeTests {
    @Test("Categories have UIKit's names and order; the five largest are the accessibility sizes")
    func categories() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.accessibilityExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXL")
        #expect(UIContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
        let all: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        #expect(
            all.map(\.isAccessibilityCategory) == Array(repeating: false, count: 7) + Array(repeating: true, count: 5))
        #expect(zip(all, all.dropFirst()).allSatisfy { $0 < $1 && $0 <= $1 && $1 > $0 && $1 >= $0 })
        #expect(
            UIContentSizeCategory.unspecified < .extraSmall
                && !UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large >= .large && !(UIContentSizeCategory.large > .large))
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    @Test("Fonts of a text style follow the category: the Human Interface Guidelines' Dynamic Type sizes")
    func preferredFontsFollowTheCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        withContentSizeCategory(.extraExtraExtraLarge) {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
            #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 19)
            #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        }
        withContentSizeCategory(.accessibilityExtraExtraExtraLarge) {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 53)
            #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 60)
            // A trait collection's own category wins; an unspecified one is the app's.
            let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize == 14)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 53)
        }
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    @Test("A trait collection made from others takes the last category they specify")
    func traitCollections() {
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let small = UITraitCollection(preferredContentSizeCategory: .small)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
        #expect(
            UITraitCollection(traitsFrom: [large, small, UITraitCollection()]).preferredContentSizeCategory == .small)
        #expect(large == UITraitCollection(preferredContentSizeCategory: .large) && large != small)
        #expect(UIView().traitCollection.preferredContentSizeCategory == .large)
        #expect(UIViewController().traitCollection.preferredContentSizeCategory == .large)
    }

    @Test("A change tells the window's controllers and views top down, then posts the notification with the new value")
    func changeTellsTheViewsThenPostsTheNotification() {
        let log = TraitLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = LoggingController(log: log)
        let root = LoggingView(frame: window.bounds)
        root.log = log
        root.name = "root view"
        controller.view = root
        let child = LoggingView()
        child.log = log
        child.name = "subview"
        root.addSubview(child)
        let outside = LoggingView()
        outside.log = log
        outside.name = "view outside any window"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { notification in
            let value = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String
            MainActor.assumeIsolated { log.events.append("notification \(value ?? "none")") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        withContentSizeCategory(.accessibilityExtraLarge) {
            #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraLarge)
            #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
            #expect(
                log.events == [
                    "controller true true", "root view", "subview",
                    "notification UICTContentSizeCategoryAccessibilityXL",
                ])
            // The same category again: nothing.
            UIApplication.shared.simulateContentSizeCategoryChange(to: .accessibilityExtraLarge)
            #expect(log.events.count == 4)
        }
        #expect(log.events.last == "notification UICTContentSizeCategoryL")
        window.isHidden = true
    }

    @Test("A label that adjusts its font takes the text style's new size and grows; the others keep theirs")
    func labelsAdjustTheirFonts() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.text = "Dynamic"
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Dynamic"
        let systemFont = UILabel()
        systemFont.font = .systemFont(ofSize: 17)
        systemFont.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, systemFont] { window.addSubview(label) }
        window.makeKeyAndVisible()
        let height = adjusting.intrinsicContentSize.height
        #expect(!UILabel().adjustsFontForContentSizeCategory)
        withContentSizeCategory(.accessibilityExtraLarge) {
            #expect(adjusting.font.pointSize == 40)
            #expect(adjusting.intrinsicContentSize.height > height * 2)
            #expect(fixed.font.pointSize == 17 && systemFont.font.pointSize == 17)
        }
        #expect(adjusting.font.pointSize == 17 && adjusting.intrinsicContentSize.height == height)
        window.isHidden = true
    }
}
#endif
