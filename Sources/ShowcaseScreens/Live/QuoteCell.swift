import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a row of the live screen shows: a quote, and the marks board its cell reads its mark from (a row's content is
/// its quote alone: a mark changing is no update of the row).
struct QuoteRow: Identifiable, Equatable, Sendable {
    let quote: Quote
    let marks: LiveMarks

    var id: Quote.ID { quote.id }

    static func == (left: QuoteRow, right: QuoteRow) -> Bool {
        left.quote == right.quote
    }
}

/// A quote on one line: a mark (`●`) while the last update's touch of the row is shown, the symbol, the price and the
/// change right-aligned in columns of their own, and what the update did to the row (`new`, `moved`, `changed`).
final class QuoteCell: UITableViewCell, ConfigurableCell {
    let markLabel = UILabel()
    let symbolLabel = UILabel()
    let priceLabel = UILabel()
    let changeLabel = UILabel()
    let touchLabel = UILabel()
    private var row: QuoteRow?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        priceLabel.textAlignment = .right
        changeLabel.textAlignment = .right
        let labels = [markLabel, symbolLabel, priceLabel, changeLabel, touchLabel]
        for label in labels {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate(
            labels.map { $0.centerYAnchor.constraint(equalTo: contentView.centerYAnchor) } + [
                markLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                markLabel.widthAnchor.constraint(equalToConstant: 17),
                symbolLabel.leadingAnchor.constraint(equalTo: markLabel.trailingAnchor),
                symbolLabel.widthAnchor.constraint(equalToConstant: 51),
                priceLabel.leadingAnchor.constraint(equalTo: symbolLabel.trailingAnchor),
                priceLabel.widthAnchor.constraint(equalToConstant: 76.5),
                changeLabel.leadingAnchor.constraint(equalTo: priceLabel.trailingAnchor),
                changeLabel.widthAnchor.constraint(equalToConstant: 76.5),
                touchLabel.leadingAnchor.constraint(equalTo: changeLabel.trailingAnchor, constant: 17),
                touchLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            ])
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the cell shows a mark.
    var isMarked: Bool {
        markLabel.text?.isEmpty == false
    }

    func configure(with row: QuoteRow) {
        self.row = row
        symbolLabel.text = row.quote.id
        priceLabel.text = row.quote.priceText
        changeLabel.text = row.quote.changeText
        showMark()
    }

    /// Shows the mark of the cell's quote as the marks board has it now.
    func showMark() {
        let touch = row.map { $0.marks[$0.id] } ?? []
        markLabel.text = touch.isEmpty ? nil : "●"
        touchLabel.text = touch.isEmpty ? nil : touch.text
    }
}
