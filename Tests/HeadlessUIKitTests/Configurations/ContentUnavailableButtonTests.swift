#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Apple's documentation of UIContentUnavailableConfiguration's `button`, `secondaryButton`, `buttonProperties`
// (ButtonProperties: primaryAction, menu, isEnabled "The default value is `true`", role), `attributedText` and
// `secondaryAttributedText`, and of UIButton.Configuration.
@MainActor
@Suite("Content-unavailable buttons and attributed texts", .timeLimit(.minutes(10)))
struct ContentUnavailableButtonTests {
    @Test("A button with a title shows below the texts, and tapping it runs its primary action")
    func tappingTheButtonRunsItsAction() throws {
        var taps: [String] = []
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "No Mail"
        configuration.button = .filled()
        configuration.button.title = "Compose"
        configuration.buttonProperties.primaryAction = UIAction(title: "Compose") { _ in taps.append("compose") }
        configuration.secondaryButton.title = "Refresh"
        configuration.secondaryButtonProperties.primaryAction = UIAction { _ in taps.append("refresh") }
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
        #expect(view.simulateTapButton())
        #expect(view.simulateTapSecondaryButton())
        #expect(taps == ["compose", "refresh"])
        let labels = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        let buttons = view.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
        #expect(buttons.map(\.currentTitle) == ["Compose", "Refresh"])
        let text = try #require(labels.first { $0.text == "No Mail" })
        // Frames are rounded to the pixel grid: within a pixel of the paddings.
        #expect(abs(buttons[0].frame.minY - text.frame.maxY - configuration.textToButtonPadding) < 0.5)
        #expect(
            abs(buttons[1].frame.minY - buttons[0].frame.maxY - configuration.buttonToSecondaryButtonPadding) < 0.5)
    }

    @Test("Without content no button shows, and a disabled button cannot be tapped")
    func hiddenAndDisabledButtons() {
        var ran = false
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.buttonProperties.primaryAction = UIAction { _ in ran = true }
        #expect(configuration.buttonProperties.isEnabled)
        #expect(configuration.buttonProperties.role == .normal)
        let view = UIContentUnavailableView(configuration: configuration)
        #expect(!view.simulateTapButton())
        configuration.button.title = "Retry"
        configuration.buttonProperties.isEnabled = false
        view.configuration = configuration
        #expect(!view.simulateTapButton())
        configuration.buttonProperties.isEnabled = true
        view.configuration = configuration
        #expect(view.simulateTapButton())
        #expect(ran)
    }

    @Test("A new configuration replaces the button's action rather than adding to it")
    func replacingTheAction() {
        var log: [String] = []
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.button.title = "Go"
        configuration.buttonProperties.primaryAction = UIAction { _ in log.append("first") }
        let view = UIContentUnavailableView(configuration: configuration)
        configuration.buttonProperties.primaryAction = UIAction { _ in log.append("second") }
        view.configuration = configuration
        view.simulateTapButton()
        #expect(log == ["second"])
    }

    @Test("Attributed texts show in place of the plain ones")
    func attributedTexts() {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "plain"
        configuration.attributedText = NSAttributedString(string: "Nothing Here")
        configuration.secondaryAttributedText = NSAttributedString(string: "Add a photo to start.")
        let view = UIContentUnavailableView(configuration: configuration)
        let texts = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.map(\.text)
        #expect(texts == ["Nothing Here", "Add a photo to start."])
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.filled())
    }
}
#endif
