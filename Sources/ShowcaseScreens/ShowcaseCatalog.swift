#if !canImport(UIKit)
import Foundation
import ListKitTerminal
import ShowcaseFeed

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The showcase's screens, ready for the terminal host: the four reference articles' screens, the third as two
/// (its tab bar's people and films tabs).
///
/// ```swift
/// let catalog = ShowcaseCatalog(feedURL: url)
/// let session = TerminalSession(screens: catalog.screens)
/// ```
///
/// The screens are ordinary view controllers written against UIKit and ListKit; this is the one place that hands
/// their table views to the terminal host.
@MainActor
public final class ShowcaseCatalog {
    /// The screens in Tab order: Feed, Adapted, People, Films, Mixed feed, Contacts, Settings.
    public let screens: [TerminalScreen]

    private let feed: FeedViewController
    private let adapted: AdaptedViewController
    private let peopleAndFilms: PeopleAndFilmsController
    private let mixed: ConfiguratorFeedViewController
    private let contacts: ContactsViewController
    private let contactsKeys: ContactsTerminalKeys
    private let settings: SettingsViewController

    /// Creates the screens; the feed starts loading from `feedURL` at once.
    ///
    /// - Parameter feedURL: The JSON feed document for the first screen (`file://` or `http(s)://`).
    public init(feedURL: URL) {
        // The photo's size, as its asset would give it on iOS (HeadlessUIKit's images are icons of 24 points unless
        // told): wide enough for the terminal to write its name over it.
        Headless.registerImage(named: "harbour-at-dusk.jpg", size: CGSize(width: 255, height: 61))
        let feed = FeedViewController(feedURL: feedURL)
        let adapted = AdaptedViewController()
        let peopleAndFilms = PeopleAndFilmsController()
        let mixed = ConfiguratorFeedViewController()
        let contacts = ContactsViewController()
        let contactsKeys = ContactsTerminalKeys(contacts: contacts)
        let settings = SettingsViewController()
        for controller in [feed, adapted, peopleAndFilms, mixed, contacts, settings] as [UIViewController] {
            controller.loadViewIfNeeded()
        }
        peopleAndFilms.people.loadViewIfNeeded()
        peopleAndFilms.films.loadViewIfNeeded()
        self.feed = feed
        self.adapted = adapted
        self.peopleAndFilms = peopleAndFilms
        self.mixed = mixed
        self.contacts = contacts
        self.contactsKeys = contactsKeys
        self.settings = settings
        let contactsScreen = TerminalScreen(
            title: "Contacts", tableView: { contacts.tableView }, status: { contactsKeys.status },
            isBusy: { contacts.isBusy }, keyHints: ContactsTerminalKeys.hints, onKey: { contactsKeys.handle($0) })
        contactsKeys.screen = contactsScreen
        screens = [
            TerminalScreen(
                title: "Feed", tableView: { feed.tableView }, status: { feed.status.text },
                isBusy: { feed.isLoading }),
            TerminalScreen(title: "Adapted", tableView: { adapted.tableView }, status: { adapted.status.text }),
            TerminalScreen(
                title: "People", tableView: { peopleAndFilms.people.tableView },
                status: { peopleAndFilms.status.text }, onActivate: { peopleAndFilms.selectedIndex = 0 }),
            TerminalScreen(
                title: "Films", tableView: { peopleAndFilms.films.tableView },
                status: { peopleAndFilms.status.text }, onActivate: { peopleAndFilms.selectedIndex = 1 }),
            TerminalScreen(title: "Mixed feed", tableView: { mixed.tableView }, status: { mixed.status.text }),
            contactsScreen,
            TerminalScreen(
                title: "Settings", tableView: { settings.tableView }, status: { settings.status.text },
                keyHints: "space switch"),
        ]
    }
}
#endif
