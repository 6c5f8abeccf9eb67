#if !canImport(UIKit)
import Foundation

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// HeadlessUIKit draws nothing, so a label keeps its text and the number of lines it may use; tests and the
/// terminal renderer read them back.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text the label shows, or `nil`.
    open var text: String?

    /// The largest number of lines the text may use; `0` means as many as it needs. UIKit's default is 1.
    open var numberOfLines = 1

    /// Whether the label is enabled; a disabled label is drawn dimmed on iOS.
    open var isEnabled = true
}
#endif
