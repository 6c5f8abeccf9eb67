#if !canImport(UIKit)
import Foundation

/// A content configuration for a view that says the app has nothing to show, as UIKit's
/// `UIContentUnavailableConfiguration` (iOS 17): an image (or, for ``loading()``, an activity indicator), a text and
/// a secondary text, stacked and centred. Set it as a view controller's `contentUnavailableConfiguration`, or show it
/// in a ``UIContentUnavailableView``.
///
/// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct ("Fill the
/// configuration with placeholder content, and then assign it to a view controller's
/// contentUnavailableConfiguration, or to a UIContentUnavailableView").
///
/// HeadlessUIKit has the image, the texts and their attributed forms, the buttons (`button` and `secondaryButton`,
/// each a `UIButton.Configuration` with its `ButtonProperties`), the paddings, the margins, the alignment and the
/// background; the text, image and button appearance properties are not here yet (Docs/UIKitSubset.md).
@available(iOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// How the content lines up, as UIKit's `UIContentUnavailableConfiguration.Alignment`.
    public enum Alignment: Int, Hashable, Sendable {
        /// Centred horizontally (the default).
        case center
        /// At the leading margin.
        case natural
    }

    /// What a button of the configuration does, as UIKit's `UIContentUnavailableConfiguration.ButtonProperties`
    /// (https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct).
    public struct ButtonProperties: Hashable {
        /// "The action to perform for the primary action control event": what a tap runs.
        public var primaryAction: UIAction?

        /// A menu that the button shows.
        public var menu: UIMenu?

        /// Whether the button is enabled. "The default value is `true`."
        public var isEnabled = true

        /// The role of the button. Default: `.normal`.
        public var role: UIButton.Role = .normal
    }

    /// Which of UIKit's factories made the configuration (the loading one shows an activity indicator).
    enum Kind: Hashable {
        case empty, loading, search
    }

    /// The factory that made the configuration.
    let kind: Kind

    /// The image above the text, or `nil`.
    public var image: UIImage?

    /// The primary text, or `nil`.
    public var text: String?

    /// The secondary text below the primary text, or `nil`.
    public var secondaryText: String?

    /// The primary text with attributes; when set, it is shown instead of ``text``.
    public var attributedText: NSAttributedString?

    /// The secondary text with attributes; when set, it is shown instead of ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?

    /// The configuration of the primary button, below the texts: a plain button without content, which shows none,
    /// until a title, subtitle or image is set
    /// (https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/button).
    public var button: UIButton.Configuration = .plain()

    /// What the primary button does ("additional configuration for the primary button").
    public var buttonProperties = ButtonProperties()

    /// The configuration of the secondary button, below the primary one; none shows without content.
    public var secondaryButton: UIButton.Configuration = .plain()

    /// What the secondary button does.
    public var secondaryButtonProperties = ButtonProperties()

    /// The space between the texts and the primary button. HeadlessUIKit's choice: 12 points (Apple documents no
    /// value).
    public var textToButtonPadding: CGFloat = 12

    /// The space between the two buttons. HeadlessUIKit's choice: 6 points.
    public var buttonToSecondaryButtonPadding: CGFloat = 6

    /// The space between the image (or activity indicator) and the text. HeadlessUIKit's choice: 10 points (Apple
    /// documents no value).
    public var imageToTextPadding: CGFloat = 10

    /// The space between the text and the secondary text. HeadlessUIKit's choice: 5 points.
    public var textToSecondaryTextPadding: CGFloat = 5

    /// The margins around the content. HeadlessUIKit's choice: 20 points at each edge.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

    /// How the content lines up. Default: ``Alignment/center``.
    public var alignment: Alignment = .center

    /// The background behind the content. Default: a clear background.
    public var background: UIBackgroundConfiguration = .clear()

    private init(kind: Kind) {
        self.kind = kind
    }

    /// A configuration without content, to fill in: "the default configuration for unavailable content"
    /// (https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/empty()).
    public static func empty() -> UIContentUnavailableConfiguration {
        UIContentUnavailableConfiguration(kind: .empty)
    }

    /// "The default configuration for content that's loading": an activity indicator in place of the image
    /// (https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/loading()).
    /// Its text is HeadlessUIKit's choice, "Loading…" (Apple documents none).
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .loading)
        configuration.text = "Loading…"
        return configuration
    }

    /// "The default configuration for searches that return no results"
    /// (https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/search()): a
    /// magnifying glass and "No Results", with a secondary text suggesting another search. The words are HeadlessUIKit's
    /// choice (Apple documents none).
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration(kind: .search)
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    /// Makes a ``UIContentUnavailableView`` that shows this configuration.
    @MainActor
    public func makeContentView() -> UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// This configuration with its background updated for the state (the content has no state of its own).
    public func updated(for state: UIConfigurationState) -> UIContentUnavailableConfiguration {
        var configuration = self
        configuration.background = background.updated(for: state)
        return configuration
    }
}

/// The state a view controller's content-unavailable configuration is updated for, as UIKit's
/// `UIContentUnavailableConfigurationState` (iOS 17): the traits, the search text, and custom states.
///
/// https://developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate-swift.struct
@available(iOS 17.0, *)
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view controller.
    public var traitCollection: UITraitCollection

    /// The search text: by default the text of the search bar of the view controller's search controller
    /// (https://developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate-swift.struct/searchtext).
    public var searchText: String?

    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with the traits and no search text.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state stored under the key, or `nil`.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
#endif
