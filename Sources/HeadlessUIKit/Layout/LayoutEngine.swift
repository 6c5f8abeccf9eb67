#if !canImport(UIKit)
import ConstraintSolver
import Foundation

/// One constraint in a layout engine: the solver's form of an app's constraint or of one the engine makes (a frame
/// that translates into constraints, an intrinsic size, a host's size).
@MainActor
final class EngineRecord {
    /// Where the constraint comes from.
    enum Kind {
        /// An app's (or a stack view's) `NSLayoutConstraint`.
        case user
        /// A view's frame and autoresizing mask on an axis: its position or its size.
        case autoresizing(axis: NSLayoutConstraint.Axis, position: Bool)
        /// A view's intrinsic size on an axis: hugging (at most) or compression resistance (at least).
        case contentSize(axis: NSLayoutConstraint.Axis, hugging: Bool)
        /// The engine host's size, as its frame gives it (UIKit's `UIView-Encapsulated-Layout-Width`/`Height`).
        case hostSize(axis: NSLayoutConstraint.Axis)
        /// The target size of `systemLayoutSizeFitting`, at the fitting priority.
        case fitting(axis: NSLayoutConstraint.Axis)
        /// A readable content guide's rules.
        case readableGuide
    }

    let kind: Kind
    /// The solver's constraint (replaced when the expression's variables change).
    var constraint: Constraint
    /// The app's constraint, for ``Kind/user``.
    weak var userConstraint: NSLayoutConstraint?
    /// The view or guide that brought the constraint (own constraints) or the host (host and fitting sizes).
    weak var owner: AnyObject?
    /// The items whose membership of the engine the constraint holds.
    var usedItems: [AnyObject]
    /// Whether the constraint is in the solver (a broken one is not).
    var isInSolver = false
    /// Whether the constraint was broken to recover from a conflict of required constraints.
    var isBroken = false
    /// Whether its constant depends on margins, the safe area or fonts.
    var isContextual = false
    /// The order of creation, for messages and for choosing which constraint to break.
    let order: Int

    private static var nextOrder = 0

    init(kind: Kind, constraint: Constraint, usedItems: [AnyObject], owner: AnyObject?) {
        self.kind = kind
        self.constraint = constraint
        self.usedItems = usedItems
        self.owner = owner
        EngineRecord.nextOrder += 1
        order = EngineRecord.nextOrder
    }

    /// Whether breaking the constraint would misplace the engine's host (its size is given from outside).
    var isProtected: Bool {
        if case .hostSize = kind { return true }
        return false
    }
}

/// A layout engine: the constraints of one island of a view tree, solved together by a Cassowary ``Solver``.
///
/// ## Where constraints live
/// An active constraint is installed on its items' nearest common ancestor and solved in the engine of that
/// ancestor's *host*: the nearest view at or above it that hosts an engine. The root of every view tree hosts one,
/// and so do table and collection view cells, header and footer views, and their content views (as UIKit's cells
/// host their own engines), so the constraints inside a cell are solved apart from the rest of the window: a cell
/// that is reused, or leaves the table and comes back, keeps its engine as it is, and sizing its content view
/// (`systemLayoutSizeFitting`) re-solves only the cell's constraints. A constraint that relates a view inside such a
/// cell to one outside it makes the cell's engine part of the outer one, for good. A tree added to another brings its
/// constraints into the engine it joins; a view removed from its superview takes the constraints of its subtree into
/// an engine of its own (UIKit removes those that relate its subtree to views outside it).
///
/// ## What an engine solves
/// Each view or guide that a constraint uses has four variables: its frame's origin in its superview (a guide's in
/// its owning view) and its size. Positions in the ancestor's coordinates are sums of origins (content coordinates:
/// a scroll view's offset does not count). A view joins the engine with its own constraints: its frame
/// (``UIView/translatesAutoresizingMaskIntoConstraints``), its intrinsic size (content hugging and compression
/// resistance); the host's size is fixed by two required constraints (UIKit's `UIView-Encapsulated-Layout-Width` and
/// `-Height`). Margins, the safe area and font baselines are constants, read again at every solve.
///
/// Changes (activation, a constant, a priority, an intrinsic size, a frame) are made incrementally in the solver and
/// mark the engine as needing a solve; the next layout pass solves once (``solveIfNeeded()``) and each view's
/// superview applies the frames in its `layoutSubviews()`.
@MainActor
final class LayoutEngine: LayoutVariables {
    /// HeadlessUIKit's system spacing: 8 points, UIKit's standard space between sibling views.
    static let systemSpacing: CGFloat = 8

    /// How many constraints are active in the process; while none are, tree changes skip constraint bookkeeping.
    static var activeConstraintCount = 0

    /// The view whose `layoutSubviews()` runs now: it applies the frames of a solve itself.
    static var viewInLayoutSubviews: UIView?

    /// The view the engine belongs to.
    unowned let host: UIView
    /// The solver.
    let solver = Solver()
    /// The host's width and height.
    let hostWidth = Variable("hostWidth")
    let hostHeight = Variable("hostHeight")
    /// UIKit's `UIView-Encapsulated-Layout-Width` and `-Height`: the host's size, from its frame.
    private(set) var hostWidthRecord: EngineRecord
    private(set) var hostHeightRecord: EngineRecord
    /// The target size of a fitting, once the host has been fitted.
    var fittingRecords: [NSLayoutConstraint.Axis: EngineRecord] = [:]
    /// The active app constraints solved here.
    var userConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Every record in the solver or broken, by its solver constraint.
    var records: [ObjectIdentifier: EngineRecord] = [:]
    /// The views and guides whose variables the engine uses.
    var members: [ObjectIdentifier: LayoutNode] = [:]
    /// The records whose constants depend on margins, the safe area or fonts.
    var contextualRecords: [ObjectIdentifier: EngineRecord] = [:]
    /// The members whose intrinsic height depends on their width (multi-line labels).
    var widthDependentViews: [ObjectIdentifier: UIView] = [:]
    /// The host's own intrinsic size constraints (they count when the host is sized to fit) and the size they were
    /// made for.
    var hostContentRecords: [EngineRecord] = []
    var hostIntrinsicSize: CGSize = .zero
    /// Whether a change awaits a solve.
    var needsSolve = true
    /// Whether margins, the safe area or fonts may have changed since their constants were last read.
    var contextNeedsRefresh = true
    /// What holds the host's size in the solver.
    enum HostSizeMode {
        /// Nothing yet: the host's size constraints join at the first layout solve, as UIKit adds its encapsulated
        /// size constraints when it lays the host out (so a cell whose frame is not yet its row's does not conflict).
        case unsized
        /// The host's size constraints: the layout.
        case layout
        /// A fitting: on the optional axes, target constraints at the priorities instead.
        case fitting(horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// What holds the host's size; the layout comes back at the next solve.
    var hostSizeMode = HostSizeMode.unsized

    init(host: UIView) {
        self.host = host
        let size = host.bounds.size
        hostWidthRecord = EngineRecord(
            kind: .hostSize(axis: .horizontal),
            constraint: Constraint(
                LinearExpression([Term(hostWidth, 1)], constant: -Double(size.width)), .equal),
            usedItems: [], owner: host)
        hostHeightRecord = EngineRecord(
            kind: .hostSize(axis: .vertical),
            constraint: Constraint(
                LinearExpression([Term(hostHeight, 1)], constant: -Double(size.height)), .equal),
            usedItems: [], owner: host)
        addHostContentConstraints()
    }

    /// Adds the host's intrinsic size constraints.
    private func addHostContentConstraints() {
        hostIntrinsicSize = host.layoutIntrinsicSize
        for own in OwnConstraints.of(host, in: self) {
            let record = EngineRecord(
                kind: own.kind, constraint: Constraint(own.expression, own.relation, strength: own.strength),
                usedItems: [], owner: host)
            hostContentRecords.append(record)
            addToSolver(record)
        }
    }

    /// Takes the host's new intrinsic size (or priorities).
    func hostIntrinsicSizeChanged() {
        for record in hostContentRecords { discard(record) }
        hostContentRecords = []
        addHostContentConstraints()
        markNeedsSolve()
    }

    // MARK: LayoutVariables

    var hostView: UIView { host }

    func hostSize(_ axis: NSLayoutConstraint.Axis) -> Variable {
        axis == .horizontal ? hostWidth : hostHeight
    }

    func variables(of item: AnyObject, axis: NSLayoutConstraint.Axis) -> (position: Variable, size: Variable) {
        let node = LayoutEngine.node(of: item)
        return (node.position(axis), node.size(axis))
    }

    /// The item's node.
    static func node(of item: AnyObject) -> LayoutNode {
        if let view = item as? UIView { return view.layoutNode }
        if let guide = item as? UILayoutGuide { return guide.node }
        preconditionFailure("A layout item is a view or a layout guide, not \(type(of: item))")
    }

    // MARK: Changes

    /// Marks the engine as needing a solve, and its host as needing layout.
    func markNeedsSolve() {
        needsSolve = true
        host.markNeedsLayout()
    }

    /// Marks margins, the safe area or fonts as changed: their constants are read again at the next solve.
    func markContextChanged() {
        contextNeedsRefresh = true
        markNeedsSolve()
    }

    /// Adds an app's constraint (already installed and counted active).
    func insert(_ constraint: NSLayoutConstraint) {
        guard let ancestor = constraint.installedView, let first = constraint.firstItem else { return }
        var builder = ExpressionBuilder(self, ancestor: ancestor)
        builder.add(constraint.firstAttribute, of: first, coefficient: 1)
        if let second = constraint.secondItem {
            builder.add(constraint.secondAttribute, of: second, coefficient: -Double(constraint.multiplier))
        }
        builder.expression.constant -= Double(constraint.constant)
        let record = EngineRecord(
            kind: .user,
            constraint: Constraint(
                builder.expression, constraint.relation.solverRelation, strength: constraint.priority.strength),
            usedItems: builder.usedItems, owner: first)
        record.userConstraint = constraint
        record.isContextual = builder.isContextual
        constraint.record = record
        userConstraints[ObjectIdentifier(constraint)] = constraint
        retain(record.usedItems)
        addToSolver(record)
        markNeedsSolve()
    }

    /// Removes an app's constraint (it stays installed; the caller uninstalls it).
    func extract(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.record else { return }
        constraint.record = nil
        userConstraints[ObjectIdentifier(constraint)] = nil
        discard(record)
        markNeedsSolve()
    }

    /// The expression of an app's constraint as its items stand now.
    private func expression(of constraint: NSLayoutConstraint) -> LinearExpression? {
        guard let ancestor = constraint.installedView, let first = constraint.firstItem else { return nil }
        var builder = ExpressionBuilder(self, ancestor: ancestor)
        builder.add(constraint.firstAttribute, of: first, coefficient: 1)
        if let second = constraint.secondItem {
            builder.add(constraint.secondAttribute, of: second, coefficient: -Double(constraint.multiplier))
        }
        builder.expression.constant -= Double(constraint.constant)
        return builder.expression
    }

    /// Takes a new constant of an app's constraint (incrementally).
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.record, let expression = expression(of: constraint) else { return }
        setConstant(expression.constant, of: record)
        markNeedsSolve()
    }

    /// Takes a new optional priority of an app's constraint.
    func priorityChanged(_ constraint: NSLayoutConstraint) {
        guard let record = constraint.record else { return }
        if record.isInSolver {
            try? solver.setStrength(constraint.priority.strength, of: record.constraint)
        } else {
            replaceConstraint(of: record, with: record.constraint.expression, strength: constraint.priority.strength)
        }
        markNeedsSolve()
    }

    /// Sets a record's constant; a required constraint whose new constant conflicts is handled as a conflict (see
    /// ``addToSolver(_:)``).
    func setConstant(_ constant: Double, of record: EngineRecord) {
        guard record.constraint.expression.constant != constant else { return }
        guard record.isInSolver else {
            var expression = record.constraint.expression
            expression.constant = constant
            replaceConstraint(of: record, with: expression)
            if record.isBroken {
                record.isBroken = false
                addToSolver(record)
            }
            return
        }
        do {
            try solver.setConstant(constant, of: record.constraint)
        } catch {
            var expression = record.constraint.expression
            expression.constant = constant
            removeFromSolver(record)
            replaceConstraint(of: record, with: expression)
            addToSolver(record)
        }
    }

    /// Gives the record a new solver constraint with the expression (it must not be in the solver).
    private func replaceConstraint(
        of record: EngineRecord, with expression: LinearExpression, strength: Strength? = nil
    ) {
        records[ObjectIdentifier(record.constraint)] = nil
        record.constraint = Constraint(
            expression, record.constraint.relation, strength: strength ?? record.constraint.strength)
        records[ObjectIdentifier(record.constraint)] = record
    }

    /// Adds the record to the solver. A required constraint that conflicts with the required ones is reported with
    /// UIKit's message and broken (it stays out of the solver); when it is the host's size, a conflicting app
    /// constraint is broken instead.
    func addToSolver(_ record: EngineRecord) {
        records[ObjectIdentifier(record.constraint)] = record
        if record.isContextual { contextualRecords[ObjectIdentifier(record)] = record }
        do {
            try solver.add(record.constraint)
            record.isInSolver = true
            record.isBroken = false
        } catch {
            recover(from: error, adding: record)
        }
    }

    /// Takes the record out of the solver, keeping it.
    func removeFromSolver(_ record: EngineRecord) {
        if record.isInSolver { try? solver.remove(record.constraint) }
        record.isInSolver = false
    }

    /// Takes the record out of the engine for good and releases its items.
    func discard(_ record: EngineRecord) {
        removeFromSolver(record)
        record.isBroken = false
        records[ObjectIdentifier(record.constraint)] = nil
        contextualRecords[ObjectIdentifier(record)] = nil
        release(record.usedItems)
    }

    // MARK: Members

    /// Counts a use of each item; an item used for the first time brings its own constraints.
    func retain(_ items: [AnyObject]) {
        for item in items {
            let node = LayoutEngine.node(of: item)
            node.useCount += 1
            guard node.useCount == 1 else { continue }
            node.engine = self
            members[ObjectIdentifier(node)] = node
            enter(item, node: node)
        }
    }

    /// Counts one use less of each item; an item no longer used takes its own constraints away.
    func release(_ items: [AnyObject]) {
        for item in items {
            let node = LayoutEngine.node(of: item)
            guard node.useCount > 0 else { continue }
            node.useCount -= 1
            guard node.useCount == 0 else { continue }
            leave(item, node: node)
        }
    }

    /// Adds the item's own constraints (see ``OwnConstraints``).
    private func enter(_ item: AnyObject, node: LayoutNode) {
        if let view = item as? UIView, view.intrinsicHeightDependsOnWidth {
            widthDependentViews[ObjectIdentifier(view)] = view
        }
        if let view = item as? UIView {
            let intrinsic = view.layoutIntrinsicSize
            node.intrinsicWidth = intrinsic.width >= 0 ? intrinsic.width : nil
            node.intrinsicHeight = intrinsic.height >= 0 ? intrinsic.height : nil
        }
        addOwnConstraints(of: item, node: node)
    }

    /// Removes the item's own constraints and forgets it.
    private func leave(_ item: AnyObject, node: LayoutNode) {
        removeOwnConstraints(of: node)
        members[ObjectIdentifier(node)] = nil
        if let view = item as? UIView { widthDependentViews[ObjectIdentifier(view)] = nil }
        if node.engine === self { node.engine = nil }
    }

    /// Adds the item's own constraints and records them on its node.
    func addOwnConstraints(of item: AnyObject, node: LayoutNode) {
        for own in OwnConstraints.of(item, in: self) {
            let record = EngineRecord(
                kind: own.kind, constraint: Constraint(own.expression, own.relation, strength: own.strength),
                usedItems: own.usedItems, owner: item)
            if case .readableGuide = own.kind { record.isContextual = true }
            node.ownRecords.append(record)
            // The item itself is in use already; only other items (a superview) are retained.
            retain(own.usedItems.filter { $0 !== item })
            addToSolver(record)
        }
    }

    /// Removes the item's own constraints.
    func removeOwnConstraints(of node: LayoutNode) {
        let records = node.ownRecords
        node.ownRecords = []
        for record in records {
            removeFromSolver(record)
            self.records[ObjectIdentifier(record.constraint)] = nil
            contextualRecords[ObjectIdentifier(record)] = nil
            release(record.usedItems.filter { $0 !== node.item })
        }
    }

    /// Makes the item's own constraints again (its frame, mask, intrinsic size or priorities changed).
    func refreshOwnConstraints(of item: AnyObject) {
        let node = LayoutEngine.node(of: item)
        guard node.engine === self, node.useCount > 0 else { return }
        removeOwnConstraints(of: node)
        if let view = item as? UIView {
            let intrinsic = view.layoutIntrinsicSize
            node.intrinsicWidth = intrinsic.width >= 0 ? intrinsic.width : nil
            node.intrinsicHeight = intrinsic.height >= 0 ? intrinsic.height : nil
        }
        addOwnConstraints(of: item, node: node)
        markNeedsSolve()
    }

    /// Moves the view's frame constraints to its new frame: by their constants when the mask's shares stay the same,
    /// else by making them again.
    func frameChanged(of view: UIView) {
        let node = view.layoutNode
        guard node.engine === self, node.useCount > 0, view.translatesAutoresizingMaskIntoConstraints else { return }
        var rebuilt = false
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let fresh = OwnConstraints.autoresizing(of: view, axis: axis, in: self)
            for own in fresh {
                guard case .autoresizing(let ownAxis, let position) = own.kind,
                    let record = node.ownRecords.first(where: {
                        if case .autoresizing(ownAxis, position) = $0.kind { return true }
                        return false
                    })
                else { continue }
                let sameTerms =
                    record.constraint.expression.terms.count == own.expression.terms.count
                    && zip(record.constraint.expression.terms, own.expression.terms).allSatisfy {
                        $0.variable === $1.variable && $0.coefficient == $1.coefficient
                    }
                if sameTerms {
                    setConstant(own.expression.constant, of: record)
                } else {
                    rebuilt = true
                }
            }
        }
        if rebuilt { refreshOwnConstraints(of: view) }
        markNeedsSolve()
    }

    /// Takes the view's new intrinsic size: changes the constants of its content constraints, or makes them again
    /// when an axis gained or lost its intrinsic size.
    func intrinsicSizeChanged(of view: UIView) {
        let node = view.layoutNode
        guard node.engine === self, node.useCount > 0 else { return }
        let size = view.layoutIntrinsicSize
        applyIntrinsicSize(size, of: view, node: node)
        markNeedsSolve()
    }

    /// Sets the constants of the view's content constraints to the size. Returns whether anything changed.
    @discardableResult
    func applyIntrinsicSize(_ size: CGSize, of view: UIView, node: LayoutNode) -> Bool {
        let width = size.width >= 0 ? size.width : nil
        let height = size.height >= 0 ? size.height : nil
        guard width != node.intrinsicWidth || height != node.intrinsicHeight else { return false }
        if (width == nil) != (node.intrinsicWidth == nil) || (height == nil) != (node.intrinsicHeight == nil) {
            refreshOwnConstraints(of: view)
            return true
        }
        node.intrinsicWidth = width
        node.intrinsicHeight = height
        for record in node.ownRecords {
            guard case .contentSize(let axis, _) = record.kind else { continue }
            let value = axis == .horizontal ? width : height
            if let value { setConstant(-Double(value), of: record) }
        }
        return true
    }

    /// Takes a host size from the host's frame.
    func hostSizeChanged() {
        contextNeedsRefresh = true
        let size = host.bounds.size
        if hostWidthRecord.isInSolver || hostWidthRecord.isBroken {
            setConstant(-Double(size.width), of: hostWidthRecord)
        }
        if hostHeightRecord.isInSolver || hostHeightRecord.isBroken {
            setConstant(-Double(size.height), of: hostHeightRecord)
        }
        markNeedsSolve()
    }

    // MARK: Solving

    /// Solves if anything changed since the last solve: reads margins, the safe area and fonts again, solves, gives
    /// multi-line labels the height of their text at the width they got (and solves again while that changes,
    /// at most four times), and marks the superviews of the views whose frames change as needing layout.
    ///
    /// - Complexity: O(m + c) for m members and c contextual constraints, plus the solver's incremental work.
    func solveIfNeeded() {
        guard needsSolve else { return }
        needsSolve = false
        holdHostSize()
        solveNow()
        markViewsWhoseFramesChange()
    }

    /// Reads margins, the safe area and fonts again, solves, and settles multi-line labels' heights.
    func solveNow() {
        if contextNeedsRefresh {
            contextNeedsRefresh = false
            refreshContextualConstants()
        }
        solver.updateVariables()
        for _ in 0..<4 {
            guard settleWidthDependentSizes() else { break }
            solver.updateVariables()
        }
    }

    /// Marks the engine as holding values other than the layout's (after a fitting): the next solve reads them again.
    func invalidateSolution() {
        needsSolve = true
    }

    /// Recomputes the constants that depend on margins, the safe area and fonts.
    private func refreshContextualConstants() {
        var guides: [ObjectIdentifier: UILayoutGuide] = [:]
        for record in contextualRecords.values {
            if let constraint = record.userConstraint {
                guard let expression = expression(of: constraint) else { continue }
                setConstant(expression.constant, of: record)
            } else if case .readableGuide = record.kind, let guide = record.owner as? UILayoutGuide {
                guides[ObjectIdentifier(guide)] = guide
            }
        }
        for guide in guides.values {
            // The rules come in the same order each time they are made.
            let fresh = OwnConstraints.readableGuideRules(guide, in: self)
            for (record, own) in zip(guide.node.ownRecords, fresh) { setConstant(own.expression.constant, of: record) }
        }
    }

    /// Gives each multi-line label the intrinsic height of its text at its solved width. Returns whether a height
    /// changed.
    private func settleWidthDependentSizes() -> Bool {
        var changed = false
        if host.intrinsicHeightDependsOnWidth {
            let width = PixelGrid.round(CGFloat(hostWidth.value))
            if host.layoutState.layoutWidthHint != width {
                host.layoutState.layoutWidthHint = width
                let size = host.intrinsicContentSize(forLayoutWidth: width)
                if size != hostIntrinsicSize {
                    hostIntrinsicSize = size
                    for record in hostContentRecords {
                        guard case .contentSize(let axis, _) = record.kind else { continue }
                        let value = axis == .horizontal ? size.width : size.height
                        if value >= 0 { setConstant(-Double(value), of: record) }
                    }
                    changed = true
                }
            }
        }
        for view in widthDependentViews.values {
            let node = view.layoutNode
            let width = PixelGrid.round(CGFloat(node.width.value))
            guard view.layoutState.layoutWidthHint != width else { continue }
            view.layoutState.layoutWidthHint = width
            if applyIntrinsicSize(view.intrinsicContentSize(forLayoutWidth: width), of: view, node: node) {
                changed = true
            }
        }
        return changed
    }

    /// Marks the superview of each view placed by constraints whose frame the solve changes.
    private func markViewsWhoseFramesChange() {
        for node in members.values {
            guard let view = node.item as? UIView, view !== host, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.superview, superview !== LayoutEngine.viewInLayoutSubviews
            else { continue }
            if frame(of: node) != view.frame { superview.markNeedsLayout() }
        }
    }

    /// The frame the last solve gives the item's node, on the pixel grid.
    func frame(of node: LayoutNode) -> CGRect {
        PixelGrid.round(
            CGRect(
                x: CGFloat(node.minX.value), y: CGFloat(node.minY.value), width: CGFloat(node.width.value),
                height: CGFloat(node.height.value)))
    }

    /// Whether the item's frame is left open by the constraints.
    func isAmbiguous(_ node: LayoutNode) -> Bool {
        solveIfNeeded()
        return solver.isAmbiguous(node.minX) || solver.isAmbiguous(node.minY) || solver.isAmbiguous(node.width)
            || solver.isAmbiguous(node.height)
    }
}
#endif
