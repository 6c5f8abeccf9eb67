#if !canImport(UIKit)
import Foundation

/// The data of a drag item, as Foundation's `NSItemProvider` on Apple's platforms (Foundation on Linux lacks it).
///
/// HeadlessUIKit's drags stay in one process, so a provider only names the types it offers; apps that reorder rows
/// pass their model through ``UIDragItem/localObject``, as Apple's sample code does
/// (https://developer.apple.com/documentation/foundation/nsitemprovider).
open class NSItemProvider: NSObject {
    /// The type identifiers the provider offers, in the order registered.
    open private(set) var registeredTypeIdentifiers: [String] = []

    /// A name for the data, which a drop target may use as a file name.
    open var suggestedName: String?

    /// Creates a provider that offers nothing yet.
    public override init() {
        super.init()
    }

    /// Creates a provider that offers the item under the type identifier.
    public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
        self.init()
        if item != nil, let typeIdentifier { registeredTypeIdentifiers.append(typeIdentifier) }
    }

    /// Whether the provider offers the type identifier (compared exactly: Linux has no type hierarchy).
    @discardableResult
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }
}
#endif
