/// The line under a screen's list where its handlers say what they did (a tap, a button press).
@MainActor
final class StatusLine {
    /// The text shown; empty for none.
    var text = ""
}
