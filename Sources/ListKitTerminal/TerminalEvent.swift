#if !canImport(UIKit)
/// What wakes the interactive loop.
enum TerminalEvent: Sendable {
    /// A key was pressed.
    case key(Key)
    /// The terminal changed size (SIGWINCH).
    case resize
    /// The periodic check for changes made by asynchronous work (a load finishing) and for a screen's tick that is
    /// due.
    case poll
    /// SIGINT or SIGTERM arrived.
    case interrupt
    /// Standard input ended.
    case endOfInput
}
#endif
