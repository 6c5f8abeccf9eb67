import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The badge on a photo of the grid: a short text (a heart for a favourite), centred on the photo's corner.
final class PhotoBadge: UICollectionReusableView, ConfigurableHeaderFooter {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        addPinnedSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with text: String) {
        label.text = text
        accessibilityLabel = text
    }
}
