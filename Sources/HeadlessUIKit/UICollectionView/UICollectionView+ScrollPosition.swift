#if !canImport(UIKit)
import Foundation

extension UICollectionView {
    /// Where an item ends up in the visible area after scrolling to it, as UIKit's
    /// `UICollectionView.ScrollPosition`. The empty set (`[]`, UIKit's `UICollectionViewScrollPositionNone`, which
    /// Swift imports without a name) scrolls as little as makes the item fully visible.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit's.
        public let rawValue: UInt

        /// Creates a position from raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the vertical middle of the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left of the visible area (HeadlessUIKit scrolls vertically only; ignored).
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the horizontal middle of the visible area (ignored, as `left`).
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right of the visible area (ignored, as `left`).
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
#endif
