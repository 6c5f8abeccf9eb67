#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// List layouts (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration and
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)): rows as wide
/// as the section's content area, self-sized from a 44-point estimate, with supplementary headers and footers; the
/// metrics Apple does not document are HeadlessUIKit's, stated on `UICollectionLayoutListConfiguration`.
@Suite("List layouts", .timeLimit(.minutes(10)))
@MainActor
struct ListLayoutTests {
    /// A list of the appearance with supplementary headers and footers, two sections of three rows.
    private func list(
        _ appearance: UICollectionLayoutListConfiguration.Appearance,
        header: UICollectionLayoutListConfiguration.HeaderMode = .supplementary
    ) -> (UICollectionView, CompositionalSource) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = header
        configuration.footerMode = .supplementary
        return Compositional.collectionView(
            UICollectionViewCompositionalLayout.list(using: configuration), counts: [3, 3])
    }

    /// The frames of the headers, rows and footers on screen, top to bottom, as text.
    private func described(_ collectionView: UICollectionView) -> [String] {
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        var lines: [(CGFloat, String)] = []
        for section in 0..<collectionView.numberOfSections {
            let index = IndexPath(item: 0, section: section)
            if let view = collectionView.supplementaryView(forElementKind: header, at: index) {
                lines.append((view.frame.minY, "header \(section) \(view.frame)"))
            }
            if let view = collectionView.supplementaryView(forElementKind: footer, at: index) {
                lines.append((view.frame.minY, "footer \(section) \(view.frame)"))
            }
        }
        for indexPath in collectionView.indexPathsForVisibleItems {
            if let cell = collectionView.cellForItem(at: indexPath) {
                lines.append((cell.frame.minY, "row \(indexPath.section).\(indexPath.item) \(cell.frame)"))
            }
        }
        return lines.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private func frame(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> String {
        "\(CGRect(x: x, y: y, width: width, height: height))"
    }

    @Test("A plain list's rows span the width under their header, the footer after them")
    func plainListWithHeadersAndFooters() {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .sidebarPlain] {
            let (collectionView, source) = list(appearance)
            defer { withExtendedLifetime(source) {} }
            #expect(
                described(collectionView) == [
                    "header 0 \(frame(0, 0, 320, 44))", "row 0.0 \(frame(0, 44, 320, 44))",
                    "row 0.1 \(frame(0, 88, 320, 44))", "row 0.2 \(frame(0, 132, 320, 44))",
                    "footer 0 \(frame(0, 176, 320, 44))", "header 1 \(frame(0, 220, 320, 44))",
                    "row 1.0 \(frame(0, 264, 320, 44))", "row 1.1 \(frame(0, 308, 320, 44))",
                    "row 1.2 \(frame(0, 352, 320, 44))", "footer 1 \(frame(0, 396, 320, 44))",
                ], "\(appearance)")
            #expect(collectionView.contentSize == CGSize(width: 320, height: 440))
        }
    }

    @Test("A grouped list sets each section 35 points apart, above its header")
    func groupedListWithHeadersAndFooters() {
        let (collectionView, source) = list(.grouped)
        defer { withExtendedLifetime(source) {} }
        #expect(
            described(collectionView) == [
                "header 0 \(frame(0, 35, 320, 44))", "row 0.0 \(frame(0, 79, 320, 44))",
                "row 0.1 \(frame(0, 123, 320, 44))", "row 0.2 \(frame(0, 167, 320, 44))",
                "footer 0 \(frame(0, 211, 320, 44))", "header 1 \(frame(0, 290, 320, 44))",
                "row 1.0 \(frame(0, 334, 320, 44))", "row 1.1 \(frame(0, 378, 320, 44))",
                "row 1.2 \(frame(0, 422, 320, 44))", "footer 1 \(frame(0, 466, 320, 44))",
            ])
        #expect(collectionView.contentSize.height == 510)
    }

    @Test("An inset grouped list and a sidebar inset their rows, headers and footers to the layout margins")
    func insetGroupedListWithHeadersAndFooters() {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.insetGrouped, .sidebar] {
            let (collectionView, source) = list(appearance)
            defer { withExtendedLifetime(source) {} }
            let left = collectionView.layoutMargins.left
            let width = 320 - left - collectionView.layoutMargins.right
            #expect(left > 0)
            #expect(
                Array(described(collectionView).prefix(5)) == [
                    "header 0 \(frame(left, 35, width, 44))", "row 0.0 \(frame(left, 79, width, 44))",
                    "row 0.1 \(frame(left, 123, width, 44))", "row 0.2 \(frame(left, 167, width, 44))",
                    "footer 0 \(frame(left, 211, width, 44))",
                ], "\(appearance)")
        }
    }

    @Test("A list whose header is its first item shows no header view: the first row is at the section's top")
    func firstItemInSectionHeader() {
        let (collectionView, source) = list(.plain, header: .firstItemInSection)
        defer { withExtendedLifetime(source) {} }
        #expect(
            Array(described(collectionView).prefix(4)) == [
                "row 0.0 \(frame(0, 0, 320, 44))", "row 0.1 \(frame(0, 44, 320, 44))",
                "row 0.2 \(frame(0, 88, 320, 44))", "footer 0 \(frame(0, 132, 320, 44))",
            ])
        #expect(!source.supplementaryRequests.contains { $0.hasPrefix(UICollectionView.elementKindSectionHeader) })
    }

    @Test("List rows grow with their text at the row's width")
    func listRowsSelfSize() {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let source = CompositionalSource(counts: [2])
        let long = String(repeating: "Words that wrap onto more lines. ", count: 10)
        source.texts[IndexPath(item: 0, section: 0)] = long
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(WrappingTextCell.self, forCellWithReuseIdentifier: "Label")
        collectionView.dataSource = source
        let tall = WrappingTextCell.height(of: long, width: 320)
        #expect(tall > 44)
        #expect(Compositional.cellFrames(collectionView)[0] == CGRect(x: 0, y: 0, width: 320, height: tall))
        #expect(
            Compositional.cellFrames(collectionView)[1]
                == CGRect(x: 0, y: tall, width: 320, height: WrappingTextCell.height(of: "Row 1", width: 320)))
    }

    @Test("A swipe across a list row performs the first action its configuration's provider gives for that edge")
    func swipeActionsFromProviders() {
        var performed: [String] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                performed.append("delete \(indexPath.item)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let (collectionView, source) = Compositional.collectionView(
            UICollectionViewCompositionalLayout.list(using: configuration), counts: [3])
        defer { withExtendedLifetime(source) {} }
        #expect(collectionView.simulateSwipe(at: IndexPath(item: 1, section: 0), edge: .trailing))
        #expect(performed == ["delete 1"])
        #expect(!collectionView.simulateSwipe(at: IndexPath(item: 1, section: 0), edge: .leading))
        #expect(!collectionView.simulateSwipe(at: IndexPath(item: 7, section: 0), edge: .trailing))
        #expect(performed == ["delete 1"])
    }
}
#endif
