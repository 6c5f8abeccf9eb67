import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// An error a stub loader throws, described by its message.
struct TestFailure: Error, Equatable, CustomStringConvertible {
    var message: String
    var description: String { message }
}
