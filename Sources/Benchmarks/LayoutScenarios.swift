#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// The layout scenarios' names of what is timed.
extension Library {
    static let fittingAfterTextChange = "fitting after a text change"
    static let fittingUnchanged = "fitting, nothing changed"
    static let layoutAfterTextChange = "layout pass after a text change"
    static let cellFromScratch = "cell made and fitted"
}

/// A self-sizing cell as an app writes it, of the same shape as the solver's bench cell: a 40-point image at the
/// leading and top margins, a title of several lines and a subtitle after it, a button at the trailing margin,
/// centred; the content's height follows the taller of the image and the labels. 14 constraints of the app's, and the
/// intrinsic-size constraints of the labels, the image and the button: 30 in the content view's engine.
private final class LayoutBenchCell: UITableViewCell {
    let photo = UIImageView()
    let title = UILabel()
    let subtitle = UILabel()
    let button = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photo.image = UIImage(named: "layout-bench-photo")
        title.numberOfLines = 0
        title.text = LayoutBenchCell.shortTitle
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.text = "A subtitle"
        button.setTitle("Follow", for: .normal)
        for view in [photo, title, subtitle, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        contentView.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            photo.topAnchor.constraint(equalTo: margins.topAnchor),
            photo.widthAnchor.constraint(equalToConstant: 40),
            photo.heightAnchor.constraint(equalToConstant: 40),
            title.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            button.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            button.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: photo.bottomAnchor),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    static let shortTitle = "A title on one line"
    static let longTitle = "A title long enough to take two lines of the cell's width, and then a third one"

    /// The content view's size at the width, as a table asks for a self-sizing row.
    func fittedHeight(width: CGFloat) -> CGFloat {
        contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}

/// The layout scenario: `layout/cell-fitting`.
func layoutScenarios() -> [Scenario] {
    [Scenario(name: "layout/cell-fitting") { name, runs in await layoutCellFitting(name: name, runs: runs) }]
}

/// `layout/cell-fitting`: HeadlessUIKit's Auto Layout on the bench cell at a width of 375: a text change of the title
/// (one line and three in turn) followed by `systemLayoutSizeFitting` of the content view (what a table does to
/// re-measure a row), the same fitting with nothing changed, a text change followed by the cell's layout pass (the
/// frames applied), and a new cell made and fitted (its constraints activated and solved from scratch).
@MainActor
private func layoutCellFitting(name: String, runs: Int) async -> [Measurement] {
    Headless.registerImage(named: "layout-bench-photo", size: CGSize(width: 40, height: 40))
    let cell = LayoutBenchCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
    cell.contentView.frame = cell.bounds
    let heights = [LayoutBenchCell.shortTitle, LayoutBenchCell.longTitle].map { text -> CGFloat in
        cell.title.text = text
        return cell.fittedHeight(width: 375)
    }
    var long = false
    var measured = await measureInterleaved(
        scenario: name, runs: runs,
        [
            TimedBody(library: Library.fittingAfterTextChange, note: "title 1 <-> 3 lines") {
                long.toggle()
                return timed {
                    cell.title.text = long ? LayoutBenchCell.longTitle : LayoutBenchCell.shortTitle
                    return Int(cell.fittedHeight(width: 375))
                }
            },
            TimedBody(library: Library.fittingUnchanged, note: "the same text") {
                timed { Int(cell.fittedHeight(width: 375)) }
            },
            TimedBody(library: Library.layoutAfterTextChange, note: "frames applied, at the fitted height") {
                long.toggle()
                cell.frame.size.height = heights[long ? 1 : 0]
                cell.contentView.frame = cell.bounds
                return timed {
                    cell.title.text = long ? LayoutBenchCell.longTitle : LayoutBenchCell.shortTitle
                    cell.layoutIfNeeded()
                    return Int(cell.title.frame.height)
                }
            },
            TimedBody(library: Library.cellFromScratch, note: "14 + 16 constraints") {
                timed { Int(LayoutBenchCell(style: .default, reuseIdentifier: nil).fittedHeight(width: 375)) }
            },
        ])
    for index in measured.indices {
        measured[index].note = String(
            format: "%.1f us; %@", (measured[index].medianSeconds ?? 0) * 1e6, measured[index].note ?? "")
    }
    measured[0].note = (measured[0].note ?? "") + String(format: "; heights %.1f and %.1f", heights[0], heights[1])
    return measured
}

/// The goal for HeadlessUIKit's layout: a self-sizing cell of about 20 constraints re-measured in tens of µs.
func layoutGoalChecks(_ measurements: [Measurement]) -> [GoalCheck] {
    measurements.filter { $0.library == Library.fittingAfterTextChange }.compactMap { measurement in
        guard let seconds = measurement.medianSeconds else { return nil }
        return GoalCheck(
            goal: "\(measurement.scenario): a text change re-measured with systemLayoutSizeFitting in at most 50 us",
            measured: String(format: "%.1f us", seconds * 1e6), holds: seconds <= 50e-6)
    }
}
#endif
