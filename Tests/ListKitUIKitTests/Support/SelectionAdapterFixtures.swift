import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A collection cell for ``TestItem``s.
final class PickCollectionCell: UICollectionViewCell, ConfigurableCell {
    func configure(with model: TestItem) {}
}
