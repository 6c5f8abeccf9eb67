import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

final class ItemCollectionCell: UICollectionViewCell, ConfigurableCell {
    private(set) var item: TestItem?
    private(set) var configurations = 0
    private(set) var reuses = 0
    func configure(with model: TestItem) {
        item = model
        configurations += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

final class TileCollectionCell: UICollectionViewCell, ConfigurableCell {
    private(set) var item: TestItem?
    func configure(with model: TestItem) { item = model }
}
