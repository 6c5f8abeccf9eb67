#if !canImport(UIKit)
// On iOS `import QuartzCore` names Apple's framework, and `import UIKit` re-exports it. Where HeadlessUIKit is the
// UIKit, Core Animation's types (`CALayer`, `CATransaction`, `CFTimeInterval`) live in HeadlessUIKit, so this module
// re-exports HeadlessUIKit: a file that imports QuartzCore (or both) compiles unchanged and sees the same types.
@_exported import HeadlessUIKit
#endif
