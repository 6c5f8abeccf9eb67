// The article "Layout on Linux" (ListKitUIKit.docc/LayoutOnLinux.md): the snippet verbatim, as a test of the size it comments.
// swift-format-ignore-file
// The article's code is kept as it is written there, so swift-format does not reformat this file.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import ListKit
import Testing

@MainActor
@Test("A wrapping label sizes its cell") func aWrappingLabelSizesItsCell() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "A biography long enough to wrap onto several lines"
    label.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(label)
    let margins = cell.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    let size = cell.contentView.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)  // 320 × (the text's lines × 20⅓ + 22, the cell's margins)
    let lines = (size.height - 22) / (61.0 / 3.0)
    #expect(size.width == 320)
    #expect(lines >= 2)
    #expect(abs(lines - lines.rounded()) < 0.01)
}
