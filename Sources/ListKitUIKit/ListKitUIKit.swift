@_exported import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
