#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What an adapter keeps of its outlines: which rows are expanded, and the snapshot it was last given, with its rows'
/// children, to show again when the expansion changes while an apply is under way.
@MainActor
final class AdapterOutline {
    /// Which rows are expanded, by identity.
    var expansion = ExpansionState()
    /// The snapshot last given to `apply` or `reload`, before its outlines were unfolded; `nil` before the first.
    var source: ListSnapshot?
    /// The list cells whose last accessory is the outline disclosure the adapter added.
    var disclosedCells: Set<ObjectIdentifier> = []
}

// Outlines: rows with children (`Row.children(_:)`). The adapter shows each section's rows followed by the children
// of the expanded ones, indented by depth; it keeps which rows are expanded by identity, across snapshots and reloads.
//
// An app's snapshot is unfolded once (O(rows of the outline)) and goes through the diff like any other. Expanding or
// collapsing a row on its own is not a new snapshot: the adapter keeps each section's outline as an `OutlineTree` (the
// rows in pre-order and a Fenwick tree of which are shown), finds the row's flat position and the rows its subtree
// shows, and performs one batch update that inserts or deletes exactly those, through the view's stage path. That
// costs O(k log n) for k rows shown or hidden in an outline of n rows: the cost follows the change, not the tree.
extension ListViewAdapter {
    /// Which rows are expanded, by identity: the app may read it, and seed or replace it (the list then shows the
    /// change, animated). Expanding and collapsing rows (by code, a tap on a row that has children and no `onSelect`,
    /// or a collection list cell's outline disclosure) changes it.
    ///
    /// With `allowsMultipleExpanded` off, expanding a row collapses the others (an accordion).
    public final var expansion: ExpansionState {
        get { outline.expansion }
        set {
            outline.expansion = newValue
            showSourceAgain()
        }
    }

    /// Whether the row with identity `id` is expanded: `false` for a row that is not, a row without children or an
    /// identity the list does not have.
    ///
    /// - Complexity: O(1) expected.
    public final func isExpanded(_ id: some Hashable & Sendable) -> Bool {
        outline.expansion.isExpanded(id)
    }

    /// Expands the row with identity `id`, showing its children (and theirs under rows that are expanded), animated.
    ///
    /// - Parameter id: The row's identity (`AnyRow.id`); in an outline where several rows share it, the first.
    /// - Returns: Whether anything changed: `false` for an unknown identity, a row without children or one already
    ///   expanded.
    /// - Complexity: O(k log n) for the k rows shown, in an outline of n rows, when no apply is under way (the first
    ///   call after a snapshot also indexes the outline's identities, O(n)); otherwise it is shown with the next apply.
    @discardableResult
    public final func expand(_ id: some Hashable & Sendable) -> Bool {
        setExpanded(true, id: AnyHashable(id))
    }

    /// Collapses the row with identity `id`, hiding every row under it, animated.
    ///
    /// - Parameter id: The row's identity (`AnyRow.id`); in an outline where several rows share it, the first.
    /// - Returns: Whether anything changed: `false` for an unknown identity, a row without children or one already
    ///   collapsed.
    /// - Complexity: As ``expand(_:)``, for the rows hidden.
    @discardableResult
    public final func collapse(_ id: some Hashable & Sendable) -> Bool {
        setExpanded(false, id: AnyHashable(id))
    }

    /// Expands the row with identity `id` if it is collapsed, and collapses it if it is expanded.
    ///
    /// - Parameter id: The row's identity (`AnyRow.id`).
    /// - Returns: Whether anything changed: `false` for an unknown identity or a row without children.
    /// - Complexity: As ``expand(_:)``.
    @discardableResult
    public final func toggle(_ id: some Hashable & Sendable) -> Bool {
        isExpanded(id) ? collapse(id) : expand(id)
    }

    /// The snapshot the updater shows for `snapshot`: its outlines unfolded as ``expansion`` says, their trees kept
    /// for the expands and collapses that follow.
    ///
    /// - Complexity: O(rows), plus O(n) for the n rows of each outline.
    final func outlined(_ snapshot: ListSnapshot) -> ListSnapshot {
        outline.source = snapshot
        // The trees replaced may be what the data source reads now: their rows go into the snapshot first.
        _ = shown.snapshot
        let expansion = outline.expansion
        let (unfolded, trees) = snapshot.outlined { expansion.isExpanded($0.sendableID) }
        shown.outlines = trees
        return unfolded
    }

    /// Expands or collapses the first row whose identity is `id`, in whichever outline has it.
    private func setExpanded(_ expand: Bool, id: AnyHashable) -> Bool {
        for (section, tree) in shown.outlines.sorted(by: { $0.key < $1.key }) {
            if let node = tree.node(withID: id) { return setExpanded(expand, node: node, of: tree, section: section) }
        }
        return false
    }

    /// Expands or collapses `node` of the outline of `section`: at once, with one batch update of the rows it shows or
    /// hides, when the view shows what the outline describes; otherwise the snapshot is shown again.
    private func setExpanded(_ expand: Bool, node: Int, of tree: OutlineTree, section: Int) -> Bool {
        guard tree.hasChildren(node), tree.isExpanded(node) != expand else { return false }
        let id = tree.rows[node].sendableID
        let accordion = expand && !outline.expansion.allowsMultipleExpanded
        if expand { outline.expansion.expand(id) } else { outline.expansion.collapse(id) }
        guard !accordion, let view = adaptedView, updater.hasLoaded, !updater.isBusy,
            tree.shownCount == shown.numberOfRows(inSection: section)
        else {
            showSourceAgain()
            return true
        }
        guard let position = tree.position(of: node) else {
            // Under a collapsed row: nothing shown changes.
            tree.setExpanded(expand, node)
            return true
        }
        guard let shownRow = shown.row(at: IndexPath(row: position, section: section)),
            shownRow.isIdentical(to: tree.rows[node])
        else {
            showSourceAgain()
            return true
        }
        // The row's own cell stays where it is: its configuration state says the new expansion.
        (view.cellOnScreen(at: IndexPath(row: position, section: section)) as? any ConfigurationShowing)?
            .isExpandedInOutline = expand
        let rows = tree.rowsChanged(byExpanding: expand, node) ?? position..<position
        // A stage of its own: the rows the subtree shows or hides, and nothing else. The view reads only the changes;
        // the data source reads the outline once `switchDataSource` ran (the snapshot is rebuilt from it when read).
        var stage = BatchUpdate(snapshot: shown.sectionLevel)
        let paths = rows.map { RowPath(section: section, row: $0) }
        if expand { stage.insertedRows = paths } else { stage.deletedRows = paths }
        let shown = self.shown
        view.performStage(
            stage, animation: .automatic,
            switchDataSource: {
                tree.setExpanded(expand, node)
                shown.readsRowsFromOutline(inSection: section)
            },
            completion: {})
        return true
    }

    /// Shows the snapshot last given again, unfolded as ``expansion`` says now, as an apply (animated); then the cells
    /// on screen whose rows were not configured again say their rows' expansion in their configuration state.
    private func showSourceAgain() {
        guard let source = outline.source else { return }
        show(source, animated: updater.hasLoaded) { [weak self] in self?.showExpansionOnScreen() }
    }

    /// Tells the cells of configuration rows on screen in outline sections whether their rows are expanded, for their
    /// configuration state (`UICellConfigurationState.isExpanded`); a cell told what it already says does nothing.
    ///
    /// - Complexity: O(v log n) for v rows on screen, in outlines of n rows.
    private func showExpansionOnScreen() {
        guard let view = adaptedView, !shown.outlines.isEmpty else { return }
        for indexPath in view.indexPathsOnScreen {
            guard let tree = shown.outlines[indexPath.section],
                let cell = view.cellOnScreen(at: indexPath) as? any ConfigurationShowing,
                let row = row(at: indexPath), let node = node(of: row, at: indexPath, in: tree)
            else { continue }
            cell.isExpandedInOutline = tree.hasChildren(node) && tree.isExpanded(node)
        }
    }

    /// The user tapped the row at `indexPath`, which has children: it is expanded or collapsed.
    ///
    /// - Complexity: As ``expand(_:)``.
    final func toggleRow(at indexPath: IndexPath) {
        guard let tree = shown.outlines[indexPath.section], let row = row(at: indexPath),
            let node = node(of: row, at: indexPath, in: tree)
        else { return }
        _ = setExpanded(!tree.isExpanded(node), node: node, of: tree, section: indexPath.section)
    }

    /// The node of `row`, shown at `indexPath`, in `tree`: found by position when the view shows what the tree
    /// describes, else by identity.
    private func node(of row: AnyRow, at indexPath: IndexPath, in tree: OutlineTree) -> Int? {
        if let node = tree.node(atPosition: indexPath.row), tree.rows[node].isIdentical(to: row) { return node }
        return tree.node(of: row)
    }

    /// Before a cell is configured: takes off the outline disclosure the adapter gave it, so that the cell's own
    /// `configure` finds the accessories it set, and nothing is added twice.
    final func removeOutlineDisclosure(from cell: UIView) {
        guard !outline.disclosedCells.isEmpty, let listCell = cell as? UICollectionViewListCell,
            outline.disclosedCells.remove(ObjectIdentifier(listCell)) != nil, !listCell.accessories.isEmpty
        else { return }
        if let configurationCell = listCell as? ConfigurationListCell {
            configurationCell.outlineDisclosure = nil
        }
        listCell.accessories.removeLast()
    }

    /// After the cell of the row at `indexPath` is configured, in an outline section: its indentation, by depth (a
    /// table cell's or a list cell's `indentationLevel`), and, for a list cell of a row with children, an outline
    /// disclosure accessory that expands and collapses the row.
    ///
    /// - Complexity: O(log n); the first cell of a snapshot still being applied may index the outline, O(n).
    final func decorateOutline(_ cell: UIView, at indexPath: IndexPath) {
        guard let tree = shown.outlines[indexPath.section], let row = row(at: indexPath),
            let node = node(of: row, at: indexPath, in: tree)
        else { return }
        let depth = tree.depth(of: node)
        if let configurationCell = cell as? any ConfigurationShowing {
            configurationCell.isExpandedInOutline = tree.hasChildren(node) && tree.isExpanded(node)
        }
        if let tableCell = cell as? UITableViewCell {
            tableCell.indentationLevel = depth
        } else if let listCell = cell as? UICollectionViewListCell {
            listCell.indentationLevel = depth
            guard tree.hasChildren(node) else { return }
            let disclosure = UICellAccessory.outlineDisclosure(actionHandler: { [weak self, weak listCell] in
                guard let self, let listCell, let path = self.adaptedView?.indexPath(ofCell: listCell) else { return }
                self.toggleRow(at: path)
            })
            listCell.accessories.append(disclosure)
            // A configuration row's cell shows its accessories anew at each change of state: it keeps the disclosure.
            if let configurationCell = listCell as? ConfigurationListCell {
                configurationCell.outlineDisclosure = disclosure
            }
            outline.disclosedCells.insert(ObjectIdentifier(listCell))
        }
    }
}
