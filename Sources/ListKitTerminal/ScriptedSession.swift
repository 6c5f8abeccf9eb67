#if !canImport(UIKit)
/// Runs a terminal session from a list of keys instead of a keyboard and prints every frame: for CI, pipes, tests
/// and a first look.
///
/// Output: a separator line naming each step (`=== start ===`, `=== settled ===` when the first frame changed on its
/// own, as when a load finished, then `=== 1/3: down ===` and so on), each followed by the frame after the step.
/// Frames are plain text, without escape sequences or trailing spaces. Before a frame is drawn, the session waits until no screen is
/// busy (see ``TerminalScreen/isBusy``) and the frame stops changing (asynchronous work on the main actor, such as a
/// binding applying a snapshot), within a bounded time.
@MainActor
public struct ScriptedSession {
    /// One step: the key and the name it had in the script.
    public typealias Step = (name: String, key: Key)

    /// The session the keys go to.
    public let session: TerminalSession
    /// The columns of a frame.
    public let width: Int
    /// The lines of a frame.
    public let height: Int

    /// Creates a scripted run of `session` at a fixed size.
    ///
    /// - Parameters:
    ///   - session: The session the keys go to.
    ///   - width: The columns of a frame.
    ///   - height: The lines of a frame.
    public init(session: TerminalSession, width: Int, height: Int) {
        self.session = session
        self.width = width
        self.height = height
    }

    /// Parses a script: key names separated by spaces or commas (see ``Key/init(scriptName:)``).
    ///
    /// - Parameter script: The script, such as `"down down enter tab q"`.
    /// - Returns: The steps, or the first word that names no key.
    public nonisolated static func steps(from script: String) -> Result<[Step], UnknownKeyName> {
        var steps: [Step] = []
        for word in script.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }) {
            guard let key = Key(scriptName: String(word)) else { return .failure(UnknownKeyName(name: String(word))) }
            steps.append((String(word), key))
        }
        return .success(steps)
    }

    /// Prints the first frame, then applies each step and prints the frame after it; stops after a quit key.
    ///
    /// - Parameters:
    ///   - steps: The keys to apply.
    ///   - output: Receives each separator line and each frame.
    public func run(_ steps: [Step], output: (String) -> Void) async {
        var last = settledFrame()
        output(separator("start"))
        output(last)
        let settled = await settle()
        if settled != last {
            output(separator("settled"))
            output(settled)
            last = settled
        }
        for (index, step) in steps.enumerated() {
            session.handle(step.key)
            let label = "\(index + 1)/\(steps.count): \(step.name)"
            if session.isFinished {
                output(separator(label + " (quit)"))
                return
            }
            last = await settle()
            output(separator(label))
            output(last)
        }
    }

    /// Waits until no screen is busy and two frames in a row are equal (at most about five seconds), and returns the
    /// frame.
    public func settle() async -> String {
        var frame = settledFrame()
        var unchanged = 0
        for _ in 0..<2_500 {
            await Task.yield()
            try? await Task.sleep(nanoseconds: 2_000_000)
            let next = settledFrame()
            let busy = session.screens.contains { $0.isBusy }
            if next == frame && !busy {
                unchanged += 1
                if unchanged >= 3 { break }
            } else {
                unchanged = 0
                frame = next
            }
        }
        return frame
    }

    /// The frame now, each line without its trailing spaces.
    private func settledFrame() -> String {
        session.frame(width: width, height: height).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
    }

    private func separator(_ label: String) -> String {
        "=== \(label) ==="
    }
}

/// A word of a script that names no key.
public struct UnknownKeyName: Error, Equatable, CustomStringConvertible {
    /// The word.
    public let name: String

    /// Says which word is not a key and which are.
    public var description: String {
        "unknown key '\(name)' in the script; use up, down, pageup, pagedown, home, end, enter, space, tab, backtab, "
            + "q, backspace, escape, tick, or one character"
    }
}
#endif
