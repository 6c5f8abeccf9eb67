#if !canImport(UIKit)
import Foundation

extension Headless {
    /// Called with each message UIKit's Auto Layout logs without stopping the app: "Unable to simultaneously
    /// satisfy constraints." with the conflicting constraints and the one broken, and HeadlessUIKit's own messages
    /// for values layout refuses (a NaN or infinite constant or multiplier, a priority out of range).
    ///
    /// The default writes the message to standard error, as UIKit logs it. Tests replace it to record messages.
    public static var layoutMessageHandler: @MainActor (String) -> Void = Headless.defaultLayoutMessageHandler

    /// The handler HeadlessUIKit starts with: writes the message and a newline to standard error.
    public static let defaultLayoutMessageHandler: @MainActor (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Reports a layout message through ``layoutMessageHandler``.
    static func reportLayout(_ message: String) {
        layoutMessageHandler(message)
    }
}
#endif
