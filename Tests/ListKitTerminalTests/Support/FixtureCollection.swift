import HeadlessUIKit
import ListKitTerminal

/// A label pinned to the edges of a view's content with constraints, a column (8.5 points) in from the leading edge,
/// as an app's cell or header places its text.
@MainActor
private func pinLabel(_ label: UILabel, in view: UIView) {
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8.5),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        label.topAnchor.constraint(equalTo: view.topAnchor),
        label.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
}

/// A cell that shows one label across it.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pinLabel(label, in: contentView)
    }

    required init?(coder: NSCoder) { nil }
}

/// A header, footer or badge that shows one label across it.
final class LabelView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        pinLabel(label, in: self)
    }

    required init?(coder: NSCoder) { nil }
}

/// A section background: a plain view.
final class PlainBackground: UICollectionReusableView {}

/// A collection view of labelled items, `columns` columns by `lines` lines of the terminal (the scroll indicator's
/// column left out), with headers, footers and badges that show their kind and section, recording selections.
@MainActor
final class FixtureCollection: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView: UICollectionView
    var texts: [[String]]
    var selected: [IndexPath] = []

    init(_ layout: UICollectionViewLayout, texts: [[String]], columns: Int = 40, lines: Int = 8) {
        self.texts = texts
        collectionView = UICollectionView(
            frame: CGRect(
                x: 0, y: 0, width: TerminalGrid.width(ofColumns: columns - 1),
                height: TerminalGrid.height(ofLines: lines)),
            collectionViewLayout: layout)
        super.init()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge"] {
            collectionView.register(LabelView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "View")
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        texts[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? LabelCell)?.label.text = texts[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "View", for: indexPath)
        let label =
            switch kind {
            case UICollectionView.elementKindSectionHeader: "Section \(indexPath.section)"
            case UICollectionView.elementKindSectionFooter: "End of \(indexPath.section)"
            default: "\(indexPath.item + 1)"
            }
        (view as? LabelView)?.label.text = label
        return view
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// Compositional layout pieces for the fixtures.
@MainActor
enum Layouts {
    /// A size of two dimensions.
    static func size(
        _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
    )
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A header (or footer) across the section, `height` points high.
    static func boundary(_ kind: String, height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind,
            alignment: kind == UICollectionView.elementKindSectionHeader ? .top : .bottom)
    }

    /// A grid section: `columns` items a row, each row `height` points high.
    static func grid(columns: Int, height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), subitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    }
}
