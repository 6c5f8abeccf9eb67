#if !canImport(UIKit)
import Foundation

/// The sections of an alphabetical index, as UIKit's `UILocalizedIndexedCollation` for an English locale: "A" to "Z"
/// and "#" (https://developer.apple.com/documentation/uikit/uilocalizedindexedcollation).
///
/// UIKit's `section(for:collationStringSelector:)` and `sortedArray(from:collationStringSelector:)` take a
/// `Selector`, which needs the Objective-C runtime: they are left out, and code that needs them does not compile
/// here. The titles and ``section(forSectionIndexTitle:)`` are as UIKit's.
@available(iOS 3.0, *)
@preconcurrency @MainActor
open class UILocalizedIndexedCollation: NSObject {
    /// The collation for the current locale (English in HeadlessUIKit).
    @discardableResult
    open class func current() -> Self { Self() }

    /// Creates the collation (``current()`` is the way to get one).
    public required override init() {
        super.init()
    }

    /// The titles of the sections: "A" to "Z", then "#" for everything else.
    open var sectionTitles: [String] { Self.titles }

    /// The titles of the section index, the same as ``sectionTitles`` in English.
    open var sectionIndexTitles: [String] { Self.titles }

    /// The section of the index title at the position: the same position in English.
    @discardableResult
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int { indexTitleIndex }

    private static let titles =
        (UnicodeScalar("A").value...UnicodeScalar("Z").value).compactMap {
            UnicodeScalar($0).map { String(Character($0)) }
        } + ["#"]
}
#endif
