#if !canImport(UIKit)
/// A key the terminal host understands, decoded from the bytes a terminal sends (see ``KeyDecoder``) or named in a
/// script (see ``init(scriptName:)``).
public enum Key: Hashable, Sendable {
    /// Moves the highlight up one row (↑ or `k`).
    case up
    /// Moves the highlight down one row (↓ or `j`).
    case down
    /// Moves the highlight up one page (PageUp, `ESC [ 5 ~`).
    case pageUp
    /// Moves the highlight down one page (PageDown, `ESC [ 6 ~`).
    case pageDown
    /// Moves the highlight to the first row (Home, or `g`).
    case home
    /// Moves the highlight to the last row (End, or `G`).
    case end
    /// Taps the highlighted row (Return or Enter).
    case enter
    /// Taps the first button of the highlighted row (the space bar).
    case space
    /// Switches to the next screen (Tab).
    case tab
    /// Switches to the previous screen (Shift-Tab, `ESC [ Z`).
    case backTab
    /// Leaves the program (`q`, Ctrl-C or Ctrl-D).
    case quit
    /// Deletes the character before the cursor of a screen's text field (Backspace or Delete, `0x7F` or `0x08`).
    case backspace
    /// Ends a screen's text entry (Escape, in scripts).
    case escape
    /// Any other printable character.
    case character(Character)

    /// The key a script names: `up`, `down`, `pageup`/`pgup`, `pagedown`/`pgdn`, `home`, `end`, `enter`/`return`,
    /// `space`, `tab`, `backtab`/`shift-tab`, `q`/`quit`, `backspace`/`bs`, `escape`/`esc`, `tick` (the tick key
    /// `t`, see ``TerminalSession/tickKey``), or one character (`j`, `k`, `g`, `G` as on the keyboard).
    ///
    /// - Parameter scriptName: A step of a script, case-insensitive except for single characters.
    public init?(scriptName: String) {
        if scriptName.count == 1, let character = scriptName.first {
            self = KeyDecoder.key(forCharacter: character)
            return
        }
        switch scriptName.lowercased() {
        case "up": self = .up
        case "down": self = .down
        case "pageup", "pgup": self = .pageUp
        case "pagedown", "pgdn": self = .pageDown
        case "home": self = .home
        case "end": self = .end
        case "enter", "return": self = .enter
        case "space": self = .space
        case "tab": self = .tab
        case "backtab", "shift-tab": self = .backTab
        case "quit": self = .quit
        case "backspace", "bs": self = .backspace
        case "escape", "esc": self = .escape
        case "tick": self = TerminalSession.tickKey
        default: return nil
        }
    }
}
#endif
