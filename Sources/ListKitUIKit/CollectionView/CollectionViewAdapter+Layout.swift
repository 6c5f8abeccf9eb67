import ListKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What the adapter keeps of its section layouts: the compositional layout it installed, the layout it replaced, and
/// what each section on screen was last built from.
@MainActor
final class SectionLayoutState {
    /// The compositional layout the adapter installed, while ``CollectionViewAdapter/defaultSectionLayout`` is set.
    var layout: UICollectionViewCompositionalLayout?
    /// The collection view's layout before, put back when ``CollectionViewAdapter/defaultSectionLayout`` is cleared.
    var replaced: UICollectionViewLayout?
    /// The layout each section index was last built from (or is about to be, after an invalidation).
    var built: [Int: SectionLayout] = [:]
    /// The decoration kinds registered on ``layout``.
    var decorationKinds: Set<String> = []
}

extension CollectionViewAdapter {
    /// Installs or removes the compositional layout after ``defaultSectionLayout`` changed from `old`.
    func defaultSectionLayoutDidChange(from old: SectionLayout?) {
        guard let collectionView, old != defaultSectionLayout else { return }
        switch (old, defaultSectionLayout) {
        case (nil, .some):
            sectionLayouts.replaced = collectionView.collectionViewLayout
            let layout = makeCompositionalLayout()
            sectionLayouts.layout = layout
            sectionLayouts.built = [:]
            collectionView.collectionViewLayout = layout
        case (.some, nil):
            sectionLayouts.layout = nil
            sectionLayouts.built = [:]
            if let replaced = sectionLayouts.replaced { collectionView.collectionViewLayout = replaced }
            sectionLayouts.replaced = nil
        default:
            rebuildSectionLayoutsIfChanged(animated: true)
        }
    }

    /// The compositional layout whose section provider reads the snapshot on screen.
    private func makeCompositionalLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            self?.layoutSection(at: index, in: environment)
        }
    }

    /// The layout of `section`: its own, else ``defaultSectionLayout``, else a plain list.
    func effectiveLayout(of section: Section) -> SectionLayout {
        section.sectionLayout ?? defaultSectionLayout ?? .list()
    }

    /// The compositional section for the section at `index` of the snapshot on screen.
    ///
    /// - Complexity: See ``SectionLayout``'s `makeSection`: O(1), or O(rows) for estimated item heights.
    private func layoutSection(
        at index: Int, in environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let sections = snapshot.sections
        // An index the snapshot does not have (UIKit asking between updates) gets an empty list section.
        let section = sections.indices.contains(index) ? sections[index] : Section(index, rows: [])
        let layout = effectiveLayout(of: section)
        sectionLayouts.built[index] = layout
        if let background = layout.background, sectionLayouts.decorationKinds.insert(background.kind).inserted {
            sectionLayouts.layout?.register(background.register, forDecorationViewOfKind: background.kind)
        }
        let context = SectionLayoutContext(
            measuredHeight: { [weak self] row, width in self?.fittedSize(of: row, width: width)?.height },
            swipeActions: { [weak self] indexPath, trailing in
                self?.swipeActionsConfiguration(at: indexPath, trailing: trailing)
            },
            hasListConfiguration: Self.hasListConfiguration)
        return answering { layout.makeSection(for: section, at: index, in: environment, context: context) }
    }

    /// Whether the running iOS has `UICollectionLayoutListConfiguration` (iOS 14): always on iOS (ListKit's
    /// deployment target is later); on HeadlessUIKit, as ``Headless`` acts.
    static var hasListConfiguration: Bool {
        #if canImport(UIKit)
        true
        #else
        Headless.isSystemVersion(atLeast: 14)
        #endif
    }

    /// Invalidates the compositional layout if a section on screen is laid out otherwise than the layout last built
    /// it: inside a batch update (`animated` `false`, the update animates it), or in a batch update of its own.
    ///
    /// - Complexity: O(sections).
    func rebuildSectionLayoutsIfChanged(animated: Bool) {
        guard let layout = sectionLayouts.layout, let collectionView else { return }
        let sections = snapshot.sections
        let changed = sections.indices.contains { sectionLayouts.built[$0] != effectiveLayout(of: sections[$0]) }
        guard changed else { return }
        // The layout builds these at its next preparation.
        sectionLayouts.built = Dictionary(
            uniqueKeysWithValues: sections.indices.map { ($0, effectiveLayout(of: sections[$0])) })
        if animated {
            collectionView.performBatchUpdates({ layout.invalidateLayout() }, completion: nil)
        } else {
            layout.invalidateLayout()
        }
    }

    /// The badge of the item at `indexPath` if `kind` is its section's badge kind: the badge row's view, configured,
    /// or a hidden empty view for an item without a badge; `nil` for another kind.
    func badgeView(
        ofKind kind: String, at indexPath: IndexPath, in collectionView: UICollectionView
    ) -> UICollectionReusableView? {
        guard snapshot.sections.indices.contains(indexPath.section),
            let badge = effectiveLayout(of: snapshot.sections[indexPath.section]).badge, badge.kind == kind
        else { return nil }
        guard let row = row(at: indexPath), let badgeRow = badge.content.badgeRow(for: row) else {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.emptyReuseIdentifier)
            let view = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.emptyReuseIdentifier, for: indexPath)
            view.isHidden = true
            return view
        }
        let reuseIdentifier = supplementaryRegistry[kind, default: CellRegistry()].reuseIdentifier(for: badgeRow) {
            collectionView.register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: $1)
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
        view.isHidden = false
        badgeRow.configure(view)
        return view
    }
}
