#if !canImport(UIKit)
import Foundation
import Testing

@testable import HeadlessUIKit

/// Runs `body` with a recording `Headless.inconsistencyHandler` and returns the messages it recorded, restoring
/// the default handler afterwards.
@MainActor
func recordingInconsistencies(_ body: () throws -> Void) rethrows -> [String] {
    var messages: [String] = []
    Headless.inconsistencyHandler = { messages.append($0) }
    defer { Headless.inconsistencyHandler = Headless.defaultInconsistencyHandler }
    try body()
    return messages
}
#endif
