#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The data source and delegate of one `UICollectionView`, driven by ``ListSnapshot``s: the collection view
/// counterpart of ``TableViewAdapter``, with one diff path for both.
///
/// Rows become items and sections stay sections. Cells adopt ``ConfigurableCell`` as table cells do (they are
/// `UICollectionViewCell`s); a section's header and footer become supplementary views of the kinds
/// `UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`: a custom view when the section has a
/// ``Section/headerView``, else a ``TextSupplementaryView`` showing its text.
///
/// Everything but the items' sizes and the supplementary views is the table adapter's too, written once in
/// ``ListViewAdapter``: applies never interleave and stay in order, one made from inside a call of the collection view
/// waits its turn, large ones are diffed off the main actor (``ListViewAdapter/backgroundDiffThreshold``), and
/// ``ListViewAdapter/settled()`` returns once everything is on screen.
@MainActor
public final class CollectionViewAdapter: ListViewAdapter {
    /// The collection view the adapter drives.
    public var collectionView: UICollectionView? {
        adaptedView as? UICollectionView
    }

    /// How items are sized in a flow layout: by the layout (``ItemSizing/layout``, the default), or measured by the
    /// adapter (``ItemSizing/fitting(width:)``). Setting it lays the items out again.
    ///
    /// ```swift
    /// adapter.itemSizing = .fitting(width: .columns(2))
    /// ```
    public var itemSizing: ItemSizing = .layout {
        didSet {
            guard itemSizing != oldValue else { return }
            itemSizingDidChange()
        }
    }

    /// How sections that declare no ``Section/layout(_:)`` are laid out, and whether the adapter lays sections out at
    /// all. `nil`, the default, leaves the collection view's own layout (a flow layout, say) alone and sections'
    /// layouts unused. Setting it installs a `UICollectionViewCompositionalLayout` whose sections are laid out as the
    /// snapshot on screen says ([SectionLayouts](<doc:SectionLayouts>)); setting it back to `nil` puts the former
    /// layout back. A change between layouts animates.
    ///
    /// ```swift
    /// adapter.defaultSectionLayout = .list(.insetGrouped)
    /// ```
    public var defaultSectionLayout: SectionLayout? {
        didSet { defaultSectionLayoutDidChange(from: oldValue) }
    }

    /// The compositional layout the adapter installed for ``defaultSectionLayout``, and what it built.
    let sectionLayouts = SectionLayoutState()

    /// The supplementary view types registered so far, by element kind.
    var supplementaryRegistry: [String: CellRegistry] = [:]
    /// The element kinds for which ``TextSupplementaryView`` is registered.
    var textSupplementaryKinds: Set<String> = []

    /// Makes the adapter the data source, delegate and prefetch data source of `collectionView`.
    public init(collectionView: UICollectionView) {
        super.init(adapting: collectionView)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
    }

    /// Shows `snapshot`: the first time, and whenever `animated` is `false`, with `reloadData()`; otherwise as the
    /// animated batch updates of its difference from what is on screen. It waits its turn when another apply is under
    /// way or the collection view is calling the adapter (a cell's `configure`, a row's handler, a scroll event, a
    /// layout pass), and waiting applies collapse to the latest.
    ///
    /// - Parameters:
    ///   - snapshot: What the collection view is to show.
    ///   - animated: Whether to animate; `false` reloads.
    ///   - completion: Called exactly once: when the collection view shows `snapshot`, or a later snapshot applied
    ///     before this one's turn came; or, if the adapter is deallocated first, when the work under way ends (the
    ///     apply is abandoned).
    /// - Complexity: O(n + m) for the diff (see ``ListDiff``), on the main actor only up to
    ///   ``ListViewAdapter/backgroundDiffThreshold``; plus UIKit's work for the changes.
    public func apply(_ snapshot: ListSnapshot, animated: Bool = true, completion: (() -> Void)? = nil) {
        show(snapshot, animated: animated, completion: completion)
    }

    /// Shows `snapshot` as ``apply(_:animated:completion:)`` does, returning once the collection view shows it (or a
    /// later snapshot that superseded it).
    ///
    /// - Parameters:
    ///   - snapshot: What the collection view is to show.
    ///   - animated: Whether to animate; `false` reloads.
    /// - Complexity: As ``apply(_:animated:completion:)``.
    public func apply(_ snapshot: ListSnapshot, animated: Bool = true) async {
        await showAndWait(snapshot, animated: animated)
    }

    /// Shows `viewModel`'s snapshot now and animates every later one, until either side goes away.
    ///
    /// The current snapshot is applied before `bind` returns, as ``apply(_:animated:completion:)`` applies it.
    /// ``ListViewAdapter/settled()`` waits for it, and for everything the view model publishes after it. A
    /// ``PagingListViewModel`` loads its next page as the user nears the end, as with
    /// ``TableViewAdapter/bind(to:animation:)``.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the collection view shows.
    ///   - animated: Whether to animate the changes.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(to viewModel: some ListViewModel, animated: Bool = true) -> ListBinding {
        startBinding(to: viewModel, animated: animated)
    }

    /// Shows `viewModel`'s snapshots, as ``bind(to:animated:)``, and wires pull to refresh to it, as
    /// ``TableViewAdapter/bind(to:refreshControl:animation:)`` does for a table.
    ///
    /// - Parameters:
    ///   - viewModel: The view model whose snapshots the collection view shows and whose `refresh()` a pull calls.
    ///   - refreshControl: The collection view's refresh control; it becomes its `refreshControl` if it is not.
    ///   - animated: Whether to animate the changes.
    /// - Returns: The binding, to cancel it early.
    @discardableResult
    public func bind(
        to viewModel: some RefreshableListViewModel,
        refreshControl: UIRefreshControl,
        animated: Bool = true
    ) -> ListBinding {
        startBinding(to: viewModel, refreshControl: refreshControl, animated: animated)
    }
}
