/// An incremental linear constraint solver: the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", 2001), the algorithm of UIKit's Auto Layout engine.
///
/// A solver holds ``Constraint``s — linear equations and inequalities over ``Variable``s, each required or optional
/// with a priority — and keeps a solution that:
/// - satisfies every required constraint (within 1e-8), and
/// - among those solutions, minimises the violations of the optional constraints *lexicographically by priority*:
///   first the sum of the violations of the constraints of the highest priority in use, then, among the solutions
///   that reach that minimum, the sum of the violations at the next priority, and so on down. No number of
///   lower-priority constraints outweighs one constraint of a higher priority; within one priority the violations
///   add up, each with weight 1.
///
/// The violation of `e == 0` is `|e|`, of `e <= 0` is `max(e, 0)`, of `e >= 0` is `max(-e, 0)` (in the units of
/// the expression), and an edit variable `v` with the suggested value `s` adds `|v - s|` at its strength. When
/// several solutions reach the minimum, the solver keeps one of them (the same one for the same sequence of calls)
/// and ``isAmbiguous(_:)`` says which variables differ among them.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(Constraint(left, .equal, 16))
/// try solver.add(Constraint(left + width, .equal, 375 - 16))
/// try solver.add(Constraint(width, .lessThanOrEqual, 100, strength: Strength(250)))
/// solver.updateVariables()  // left.value == 16, width.value == 343: the optional constraint gives way
/// ```
///
/// ## The algorithm
///
/// The solver keeps a simplex tableau in basic feasible solved form. Its columns (*symbols*) are the caller's
/// variables, which may take any sign, and, for each constraint, the variables the solver makes: a *slack* `s ≥ 0`
/// that turns an inequality into an equation, *errors* `e ≥ 0` that measure an optional constraint's violation, and
/// a *dummy* `d = 0` that marks a required equation. Each row gives one *basic* symbol as a constant plus a
/// combination of *parametric* symbols; setting every parametric symbol to 0 gives the solution, in which every
/// slack and error is nonnegative. The objective has one row per priority in use (see `Objective`).
///
/// - ``add(_:)`` writes the constraint as an equation over parametric symbols and makes one of its symbols basic: a
///   variable if it has one, or a slack or error that can start nonnegative. A required constraint with neither is
///   added through an *artificial variable*: its row is given a basic variable of its own, and a simplex on that
///   variable alone either drives it to 0 (the constraint can hold: the tableau is pivoted to keep it) or proves it
///   cannot (the constraint conflicts with the required ones: ``SolverError/Kind/unsatisfiable``, and the solver is
///   restored from a snapshot). A primal simplex then re-optimizes.
/// - ``remove(_:)`` takes away the constraint's errors from the objective, pivots the constraint's *marker* (its
///   dummy, slack or first error) into the basis by a ratio test that keeps the solution feasible, drops the
///   marker's row, and re-optimizes.
/// - ``setConstant(_:of:)`` and ``suggestValue(_:for:)`` change a constant without rebuilding anything: a change of
///   `δ` in the constant of `expression + μ·marker = 0` is the substitution `marker = marker′ + δ/μ`, which only moves
///   constants (the marker's row if it is basic, the marker's column otherwise). The objective's coefficients do not
///   move, so the tableau stays optimal in the dual sense, and a dual simplex restores feasibility.
/// - The primal simplex picks as entering symbol the lowest (by creation) whose reduced cost is lexicographically
///   negative, and as leaving row the one with the smallest ratio, the lowest basic symbol on ties; the dual simplex
///   picks the lowest infeasible basic symbol and the entering symbol with the lexicographically smallest ratio, the
///   lowest on ties. This is Bland's rule, which cannot cycle: every optimization ends.
///
/// ## Termination and rounding
///
/// Bland's rule makes every optimization finite in exact arithmetic. As a guard against rounding, one optimization
/// makes at most `1,000 + 64 × rows` pivots (a 24-constraint cell built from scratch takes 1 to 15 in all,
/// depending on the order of addition). At
/// that bound the primal simplex stops with a solution that satisfies the required constraints but may not be
/// optimal, the artificial phase reports the constraint unsatisfiable (the solver unchanged), and the dual simplex
/// is abandoned for a removal and re-addition of the changed constraint. Coefficients within 1e-8 of zero are dropped
/// and constants within 1e-8 of zero are 0, so no pivot divides by a rounding residue and degenerate pivots (on rows
/// whose constant is 0) are recognised as such.
///
/// - Complexity: For a tableau of r rows of about t terms each and k priorities in use, a pivot costs
///   O(r · (log t + t) + k · t): the entering symbol's new row is merged into each row that contains it. Adding a
///   constraint of n terms costs O(n · t) to write its row, one substitution, and the pivots of one optimization
///   (usually none to three); removing one costs one pivot and an optimization; a change of constant costs
///   O(r · log t) and the pivots of the dual simplex (usually zero to two).
///   ``updateVariables()`` costs O(variables).
public final class Solver {
    /// The tableau, the constraints and the edit variables.
    var tableau = Tableau()

    /// Creates a solver with no constraints.
    public init() {}

    /// The constraints of the solver, in the order they were added (edit variables' constraints are not listed).
    ///
    /// - Complexity: O(c log c) for c constraints.
    public var constraints: [Constraint] {
        tableau.records.filter { !$0.value.isEdit }.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    /// Whether `constraint` is in the solver.
    ///
    /// - Complexity: O(1).
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.records[constraint].map { !$0.isEdit } ?? false
    }

    /// Copies the solution into every ``Variable/value``; a variable that has left the solver (it is in no
    /// constraint any more) goes back to 0.
    ///
    /// - Complexity: O(v) for the v variables of the solver and those that left it since the last update.
    public func updateVariables() {
        for variable in tableau.released { variable.value = 0 }
        tableau.released.removeAll()
        for (variable, record) in tableau.variables {
            // `+ 0` turns -0 into 0.
            variable.value = tableau.value(of: record.symbol) + 0
        }
    }

    /// The pivots made since the solver was created: a measure of the work, for tests and benchmarks.
    public var _pivotCount: Int { tableau.pivotCount }

    /// How many numbers the solver's symbols use: about the tableau's size, however many constraints have come and
    /// gone (the numbers are compacted when they run far ahead), for tests.
    public var _symbolNumbers: Int { tableau.nextSymbolID }

    /// A limit on the pivots of each optimization instead of `1,000 + 64 × rows`, for tests of what happens at the
    /// limit; `nil` for the default.
    public var _pivotLimit: Int? {
        get { tableau.pivotLimitOverride }
        set { tableau.pivotLimitOverride = newValue }
    }

    /// Checks the tableau's invariants (when `LISTKIT_INTERNAL_CHECKS` is defined; nothing otherwise).
    func _checkInvariants() {
        tableau._checkInvariants()
    }
}

extension SolverError {
    /// The error of a required constraint that conflicts with the required constraints of the solver.
    static func unsatisfiable(_ constraint: Constraint) -> SolverError {
        SolverError(
            .unsatisfiable, constraint: constraint,
            description:
                "Unable to simultaneously satisfy constraints: \(constraint) conflicts with the required constraints "
                + "in the solver; the solver is unchanged.")
    }

    /// The error of a constraint the solver does not hold.
    static func unknown(_ constraint: Constraint) -> SolverError {
        SolverError(.unknownConstraint, constraint: constraint, description: "\(constraint) is not in the solver.")
    }
}
