#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
@_exported import ListKit
