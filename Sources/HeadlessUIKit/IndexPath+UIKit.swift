#if !canImport(UIKit)
import Foundation

// UIKit adds `row`, `item` and `section` to Foundation's `IndexPath` (UIKit/NSIndexPath+UIKitAdditions);
// Foundation on Linux does not have them.
extension IndexPath {
    /// Creates an index path for a row of a table view section.
    public init(row: Int, section: Int) {
        self.init(section, row)
    }

    /// Creates an index path for an item of a collection view section.
    public init(item: Int, section: Int) {
        self.init(section, item)
    }

    /// An index path of two indices, appended one by one: Foundation then keeps them inline, where `init(indexes:)`
    /// would first build an array of two on the heap (index paths are made by the thousand in a layout pass).
    private init(_ first: Int, _ second: Int) {
        self.init()
        append(first)
        append(second)
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The index path as UIKit's messages print an `NSIndexPath`: `<NSIndexPath> {length = 2, path = 0 - 1}`.
    ///
    /// UIKit prints the object's address after `NSIndexPath:`; HeadlessUIKit leaves it out so messages are the same
    /// on every run.
    var uikitDescription: String {
        "<NSIndexPath> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
    }
}
#endif
