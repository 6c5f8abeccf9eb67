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
/// (its tab bar's people and films tabs), then contacts, settings and the live board; then collection views: the
/// folders outline, the photo grid and the home screen of carousels; last the chat, a table that grows at the top.
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
    /// The screens in Tab order: Feed, Adapted, People, Films, Mixed feed, Contacts, Settings, Live, Folders, Photos,
    /// Home, Chat.
    public let screens: [TerminalScreen]

    private let feed: FeedViewController
    private let adapted: AdaptedViewController
    private let peopleAndFilms: PeopleAndFilmsController
    private let mixed: ConfiguratorFeedViewController
    private let contacts: ContactsViewController
    private let contactsKeys: ContactsTerminalKeys
    private let settings: SettingsViewController
    private let live: LiveViewController
    private let folders: FoldersViewController
    private let foldersKeys: FoldersTerminalKeys
    private let photos: PhotosViewController
    private let photosKeys: PhotosTerminalKeys
    private let home: HomeViewController
    private let chat: ChatViewController
    private let chatKeys: ChatTerminalKeys

    /// How often the live screen ticks on an interactive terminal.
    static let liveTickInterval = Duration.milliseconds(1_500)
    /// How long the live screen's marks stay on an interactive terminal, in seconds.
    static let liveMarkSeconds = 0.8

    /// Creates the screens; the feed starts loading from `feedURL` at once.
    ///
    /// - Parameters:
    ///   - feedURL: The JSON feed document for the first screen (`file://` or `http(s)://`).
    ///   - isInteractive: Whether the screens are shown on an interactive terminal: the live screen then gives each
    ///     update's time and marks touched rows for a moment; otherwise (scripts) it shows `—` for the time, so that
    ///     frames are the same every run, and keeps marks until the next tick.
    public init(feedURL: URL, isInteractive: Bool = false) {
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
        let live = LiveViewController(
            showsTimes: isInteractive, markSeconds: isInteractive ? Self.liveMarkSeconds : nil)
        let folders = FoldersViewController()
        let foldersKeys = FoldersTerminalKeys(folders: folders)
        let photos = PhotosViewController()
        let photosKeys = PhotosTerminalKeys(photos: photos)
        let home = HomeViewController()
        let chat = ChatViewController()
        let chatKeys = ChatTerminalKeys(chat: chat)
        for controller in [feed, adapted, peopleAndFilms, mixed, contacts, settings, live, folders, photos, home, chat]
            as [UIViewController]
        {
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
        self.live = live
        self.folders = folders
        self.foldersKeys = foldersKeys
        self.photos = photos
        self.photosKeys = photosKeys
        self.home = home
        self.chat = chat
        self.chatKeys = chatKeys
        let contactsScreen = TerminalScreen(
            title: "Contacts", tableView: { contacts.tableView }, status: { contactsKeys.status },
            isBusy: { contacts.isBusy }, keyHints: ContactsTerminalKeys.hints, onKey: { contactsKeys.handle($0) })
        contactsKeys.screen = contactsScreen
        let foldersScreen = TerminalScreen(
            title: "Folders", collectionView: { folders.collectionView }, status: { folders.status.text },
            keyHints: FoldersTerminalKeys.hints, onKey: { foldersKeys.handle($0) })
        foldersKeys.screen = foldersScreen
        let photosScreen = TerminalScreen(
            title: "Photos", collectionView: { photos.collectionView }, status: { photos.status.text },
            keyHints: PhotosTerminalKeys.hints, onKey: { photosKeys.handle($0) })
        photosKeys.screen = photosScreen
        let chatScreen = TerminalScreen(
            title: "Chat", tableView: { chat.tableView }, status: { chat.statusText }, isBusy: { chat.isBusy },
            keyHints: ChatTerminalKeys.hints, onKey: { chatKeys.handle($0) })
        chatScreen.highlightsRows = false
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
            TerminalScreen(
                title: "Live", tableView: { live.tableView }, status: { live.status.text },
                sidePanel: TerminalScreen.SidePanel(width: LiveUpdatePanel.width) { live.panelLines },
                tick: TerminalScreen.Tick(interval: Self.liveTickInterval) { live.tick() }),
            foldersScreen,
            photosScreen,
            TerminalScreen(
                title: "Home", collectionView: { home.collectionView }, status: { home.status.text },
                keyHints: "↓ through a carousel scrolls it  ⏎ play"),
            chatScreen,
        ]
    }
}
#endif
