#if !canImport(UIKit)
import HeadlessUIKit
import Testing

/// A cell that sizes itself: a label pinned to its content view's edges; it counts the layout's questions.
private final class TagCell: UICollectionViewCell {
    let label = UILabel()
    var preferredAsked = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        preferredAsked += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Tags of the given texts.
@MainActor
private final class TagSource: NSObject, UICollectionViewDataSource {
    var texts: [String]
    private(set) var cells: [Int: TagCell] = [:]

    init(texts: [String]) {
        self.texts = texts
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
        (cell as? TagCell)?.label.text = texts[indexPath.item]
        if let cell = cell as? TagCell { cells[indexPath.item] = cell }
        return cell
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout self-sizing items", .timeLimit(.minutes(10)))
struct UICollectionViewSelfSizingTests {
    private func makeCollection(_ source: TagSource, estimate: CGSize) -> (UICollectionView, UICollectionViewFlowLayout)
    {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
        collection.dataSource = source
        return (collection, layout)
    }

    @Test("With estimatedItemSize, items take the size their cells prefer (preferredLayoutAttributesFitting) and flow")
    func itemsTakePreferredSizes() throws {
        // 4, 10 and 20 characters of 17-point text: 34, 85 and 170 points wide, one line (20⅓ points) tall.
        let source = TagSource(texts: ["Tags", "Swift Lang", "A longer tag of text"])
        let (collection, _) = makeCollection(source, estimate: CGSize(width: 80, height: 30))
        collection.layoutIfNeeded()
        let line = textHeight(lines: 1)
        let frames = (0..<3).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 0, y: 0, width: textWidth(columns: 4), height: line))
        #expect(frames[1] == CGRect(x: textWidth(columns: 4) + 10, y: 0, width: textWidth(columns: 10), height: line))
        // 34 + 10 + 85 + 10 + 170 = 309 points: the third fits the first line of 320.
        #expect(frames[2]?.minX == textWidth(columns: 4) + 10 + textWidth(columns: 10) + 10)
        let third = try #require(source.cells[2])
        #expect(third.label.frame.size == CGSize(width: textWidth(columns: 20), height: line))
        // Each cell was asked once; a layout with nothing changed asks nobody again.
        #expect(source.cells.values.map(\.preferredAsked) == [1, 1, 1])
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        #expect(source.cells.values.map(\.preferredAsked) == [1, 1, 1])
    }

    @Test("automaticSize estimates with itemSize; a wider item wraps to the next line")
    func automaticSizeAndWrapping() {
        let source = TagSource(texts: ["A tag that is long enough for a row", "Short"])
        let (collection, layout) = makeCollection(source, estimate: UICollectionViewFlowLayout.automaticSize)
        collection.layoutIfNeeded()
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        // 35 characters: 297.5 points; "Short" (42⅔ points) does not fit beside it with the spacing.
        #expect(first?.width == textWidth(columns: 35))
        #expect(second?.origin == CGPoint(x: 0, y: textHeight(lines: 1) + 10))
        #expect(second?.width == textWidth(columns: 5))
        // Without estimates every item has the item size, and cells are not asked.
        layout.estimatedItemSize = .zero
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 50, height: 50))
    }
}
#endif
