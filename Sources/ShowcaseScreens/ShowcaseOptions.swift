import Foundation
import ShowcaseFeed

/// The showcase's command line.
public struct ShowcaseOptions: Equatable, Sendable {
    /// The feed document to load instead of the sample (`--feed URL`; a path without a scheme is a file).
    public var feedURL: URL?
    /// The keys to play instead of reading the keyboard (`--script "down enter tab q"`).
    public var script: String?
    /// The width of scripted frames (`--width N`).
    public var width: Int?
    /// The height of scripted frames (`--height N`).
    public var height: Int?
    /// Whether to print the help and exit (`--help`, `-h`).
    public var showsHelp = false

    /// The keys played when there is no terminal and no `--script`: a tour of every screen.
    public static let defaultScript =
        "down down down down down down down down enter "
        + "tab down down down enter space space "
        + "tab down down enter pagedown "
        + "tab down enter "
        + "tab down down enter end enter "
        + "tab down d / l o v e enter / bs bs bs bs z z enter / bs bs enter r end end "
        + "tab space down space down down down down enter "
        + "tab tick tick tick tick "
        + "tab enter down l down l down enter r "
        + "tab down down f down enter e enter down enter x e "
        + "tab down down down down enter down down down down down enter "
        + "tab pageup pageup pageup s "
        + "q"

    /// The frame size for scripts when `--width`/`--height` are not given (whatever the terminal is).
    public static let defaultScriptSize = (width: 80, height: 24)

    /// Creates options with nothing set.
    public init() {}

    /// Parses the arguments (without the program name).
    ///
    /// - Parameter arguments: The command-line arguments after the program's name.
    /// - Returns: The options, or a message saying what is wrong.
    public static func parse(_ arguments: [String]) -> Result<ShowcaseOptions, UsageError> {
        var options = ShowcaseOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() -> String? { remaining.popFirst() }
            switch argument {
            case "-h", "--help":
                options.showsHelp = true
            case "--feed":
                guard let text = value(), let url = feedURL(from: text) else {
                    return .failure(UsageError(message: "--feed needs a URL or a file path"))
                }
                options.feedURL = url
            case "--script":
                guard let text = value() else { return .failure(UsageError(message: "--script needs keys")) }
                options.script = text
            case "--width", "--height":
                let minimum = argument == "--width" ? 20 : 5
                guard let text = value(), let number = Int(text), number >= minimum else {
                    return .failure(UsageError(message: "\(argument) needs a number of at least \(minimum)"))
                }
                if argument == "--width" { options.width = number } else { options.height = number }
            default:
                return .failure(UsageError(message: "unknown argument '\(argument)'"))
            }
        }
        return .success(options)
    }

    /// The URL for `--feed`: a URL with a scheme as it is, anything else as a file path.
    ///
    /// - Parameter text: The argument.
    /// - Returns: The URL, or `nil` for an empty argument.
    public static func feedURL(from text: String) -> URL? {
        guard !text.isEmpty else { return nil }
        if text.contains("://"), let url = URL(string: text) { return url }
        return URL(fileURLWithPath: text)
    }

    /// The text `--help` prints.
    public static let usage = """
        USAGE: showcase [--feed URL] [--script KEYS] [--width N] [--height N]

        Shows ListKit's four reference patterns and real-app screens as table and collection views drawn in the
        terminal:
          1 Feed        the MVVM feed: label, image-and-label and expandable cells, loaded through URLSession
                        (APIClient) from a JSON document, with a loading row first and empty sections hidden
          2 Adapted     sectioned text cells and a cell with a picture and a button
          3 People,     GenericTableViewController lists of people and of films, in a tab bar
          4 Films
          5 Mixed feed  users, messages, images and a warning, one cell type per row
          6 Contacts    a paged address book: sections by initial, search, swipe to delete, pull to refresh
          7 Settings    switches that send typed events, and a self-sizing signature row
          8 Live        a market board that changes on every tick (inserts, deletes, moves within and across
                        sections, updates) as animated batch updates; the rows each update touched are marked,
                        and a panel beside the table gives its counts, stages and time (from ListUpdateReport)
          9 Folders     a folder tree in a sidebar collection view list: Return opens and closes a folder
                        (l opens, h closes, r refreshes the data and open folders stay open)
         10 Photos      a collection view: a grid per month with a heart badge on favourites, a context menu per
                        photo (f favourite, d delete), editing mode (e) in which Return picks photos, x deletes them
         11 Home        a collection view: carousels (↓ moves through one and scrolls it) above a list; Return plays
         12 Chat        self-sizing messages that open on the newest; older ones load above without a jump (PgUp),
                        s sends one, landing exactly at the bottom

        In a terminal it is interactive (alternate screen, raw mode):
          ↑ ↓ or k j    move the highlight (the list scrolls to keep it visible)
          PgUp PgDn     move a page;  Home End (or g G): first and last row
          Return        tap the highlighted row (the table's delegate calls, as on iOS)
          Space         press the highlighted row's button
          t             make a tick of a screen that ticks (Live ticks by itself every 1.5 seconds as well)
          Tab Shift-Tab next and previous screen
          q or Ctrl-C   quit (the terminal is restored)

        When standard input or output is not a terminal, or with --script, it plays keys instead, prints each
        frame after a separator line naming the step, and exits 0: `swift run showcase < /dev/null` shows a tour
        of every screen. In scripts, Live ticks once per `tick` (or `t`) and gives no times (`—`), so that the
        frames are the same every run.

        OPTIONS:
          --feed URL      the feed document for the first screen: a file:// or http(s):// URL, or a file path
                          (default: Feed.sampleJSON, written to a temporary file)
          --script KEYS   keys to play, separated by spaces: up down pageup pagedown home end enter space tab
                          backtab q backspace escape tick, or single characters (j k g G / d r t h l e x f)
          --width N       the width of scripted frames (default 80; interactive mode uses the terminal's size,
                          or COLUMNS and LINES when set)
          --height N      the height of scripted frames (default 24)
          -h, --help      show this help
        """
}

/// A command line the showcase does not understand.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String

    /// The message, with a pointer to `--help`.
    public var description: String {
        "showcase: \(message) (see --help)"
    }
}
