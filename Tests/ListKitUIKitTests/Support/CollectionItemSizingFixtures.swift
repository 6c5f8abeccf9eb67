import ListKit
import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the cells of ``Card``s did: each measurement (the card's id, its text and the target width) and each
/// configuration, with the cell that did it.
@MainActor
final class SizingLog {
    struct Measurement: Equatable {
        var id: Int
        var text: String
        var width: CGFloat
    }

    private(set) var measurements: [Measurement] = []
    private(set) var measuringCells: Set<ObjectIdentifier> = []
    private(set) var configurations: [(cell: ObjectIdentifier, id: Int)] = []

    func measured(_ card: Card, width: CGFloat, by cell: AnyObject) {
        measurements.append(Measurement(id: card.id, text: card.text, width: width))
        measuringCells.insert(ObjectIdentifier(cell))
    }

    func configured(_ card: Card, cell: AnyObject) {
        configurations.append((ObjectIdentifier(cell), card.id))
    }

    /// The measurements of card `id`.
    func measurements(of id: Int) -> [Measurement] {
        measurements.filter { $0.id == id }
    }

    /// How many times the cells that measure (the adapter's sizing cells) were configured.
    var sizingConfigurations: Int {
        configurations.filter { measuringCells.contains($0.cell) }.count
    }
}

/// A card with a text of any length, and the log its cells write to (not part of its content).
struct Card: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
    let log: SizingLog

    static func == (lhs: Card, rhs: Card) -> Bool {
        lhs.id == rhs.id && lhs.text == rhs.text
    }
}

/// A collection view cell as an app writes one to size itself: a wrapping label pinned to the content view's margins.
/// It logs its configurations and measurements in its card's ``SizingLog``.
class CardCell: UICollectionViewCell, ConfigurableCell {
    let label = UILabel()
    private(set) var card: Card?

    override init(frame: CGRect) {
        super.init(frame: frame)
        pinWrappingLabel(label, toMarginsOf: contentView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with model: Card) {
        card = model
        label.text = model.text
        model.log.configured(model, cell: self)
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if let card { card.log.measured(card, width: targetSize.width, by: self) }
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
}

/// A ``CardCell`` made from a nib (on Linux, the factory registered for its name), counting the cells made.
final class NibCardCell: CardCell, NibLoadable {
    nonisolated(unsafe) static var made = 0
}

/// The height of a ``CardCell`` showing `lines` lines of 17-point text between the content view's 8-point margins.
func cardHeight(lines: Int) -> CGFloat {
    (textThirds(lines: lines) + 48) / 3
}
