import ConstraintSolver
import Testing

@Suite("Solver: conflicts and bad input leave the solver as it was", .timeLimit(.minutes(10)))
struct SolverConflictTests {
    @Test("A conflicting required constraint is refused, the solution unchanged, and the next add works")
    func requiredConflictLeavesSolverUnchanged() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(y, .equal, x + 5))
        try solver.add(Constraint(x, .equal, 40, strength: Strength(300)))
        let before = solver.constraints
        let pivots = solver._pivotCount
        solver.updateVariables()
        #expect(x.value == 40 && y.value == 45)

        // y ≤ 12 would need x ≤ 7, below x ≥ 10: it goes through the artificial phase and fails.
        let conflicting = Constraint(y, .lessThanOrEqual, 12)
        let error = #expect(throws: SolverError.self) { try solver.add(conflicting) }
        #expect(error?.kind == .unsatisfiable)
        #expect(error?.constraint === conflicting)
        #expect(error?.description.hasPrefix("Unable to simultaneously satisfy constraints") == true)
        #expect(solver.constraints == before)
        #expect(!solver.contains(conflicting))
        solver.updateVariables()
        #expect(x.value == 40 && y.value == 45)
        #expect(solver._pivotCount >= pivots)

        // The solver still works: a satisfiable constraint joins, and the refused one can be added once it fits.
        try solver.add(Constraint(y, .lessThanOrEqual, 30))
        solver.updateVariables()
        #expect(x.value == 25 && y.value == 30)
        try solver.remove(solver.constraints[0])
        try solver.add(conflicting)
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 12)
    }

    @Test("A refused constraint's new variables are left alone: their values are not touched by the next update")
    func refusedConstraintLeavesNewVariablesAlone() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(x, .lessThanOrEqual, 20))
        let other = Solver()
        let stranger = Variable("stranger")
        try other.add(Constraint(stranger, .equal, 7))
        other.updateVariables()
        // `stranger` has no effect (coefficient pair cancels), so the row is x - 30 ≥ 0 over dummies and slacks.
        let conflicting = Constraint(x + stranger - stranger, .greaterThanOrEqual, 30)
        #expect(throws: SolverError.self) { try solver.add(conflicting) }
        solver.updateVariables()
        #expect(stranger.value == 7)
        #expect(x.value == 10)
    }

    @Test("Two required equations that disagree: the second is refused before anything changes")
    func conflictingEquations() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 10))
        let error = #expect(throws: SolverError.self) { try solver.add(Constraint(x, .equal, 20)) }
        #expect(error?.kind == .unsatisfiable)
        // The same equation again is redundant, not a conflict.
        try solver.add(Constraint(2 * x, .equal, 20))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.constraints.count == 2)
    }

    @Test("A conflict among inequalities over several variables: a + b ≤ 10 with a ≥ 6 and b ≥ 6")
    func conflictingInequalities() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(Constraint(a + b, .lessThanOrEqual, 10))
        try solver.add(Constraint(a, .greaterThanOrEqual, 6))
        let error = #expect(throws: SolverError.self) { try solver.add(Constraint(b, .greaterThanOrEqual, 6)) }
        #expect(error?.kind == .unsatisfiable)
        try solver.add(Constraint(b, .greaterThanOrEqual, 4))
        solver.updateVariables()
        #expect(a.value == 6 && b.value == 4)
    }

    @Test("An optional constraint never conflicts: it is violated as little as its priority allows")
    func optionalNeverConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(x, .equal, 20, strength: Strength(999)))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("A constant change that breaks the required constraints is refused and the old constant kept")
    func setConstantConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        let ceiling = Constraint(x, .lessThanOrEqual, 50)
        try solver.add(ceiling)
        try solver.add(Constraint(x, .equal, 30, strength: Strength(250)))
        let error = #expect(throws: SolverError.self) { try solver.setConstant(-5, of: ceiling) }
        #expect(error?.kind == .unsatisfiable)
        #expect(ceiling.expression.constant == -50)
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.setConstant(-20, of: ceiling)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("A redundant equation's constant cannot move away from the equation it repeats")
    func setConstantOfRedundantEquation() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 10))
        let again = Constraint(x, .equal, 10)
        try solver.add(again)
        let error = #expect(throws: SolverError.self) { try solver.setConstant(-12, of: again) }
        #expect(error?.kind == .unsatisfiable)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("NaN and infinite coefficients, constants, values and priorities are refused; no value is ever NaN")
    func nonFiniteInput() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x, .equal, 5))
        let cases = [
            Constraint(LinearExpression([Term(y, .nan)]), .equal),
            Constraint(LinearExpression([Term(y, .infinity)], constant: 1), .equal),
            Constraint(y, .equal, -Double.infinity),
            Constraint(y, .lessThanOrEqual, Double.nan),
            Constraint(y / 0, .equal, 1),
            Constraint(y, .equal, 1, strength: Strength(.nan)),
        ]
        for constraint in cases {
            let error = #expect(throws: SolverError.self) { try solver.add(constraint) }
            #expect(error?.kind == .nonFiniteValue, "\(constraint)")
        }
        let bound = Constraint(y, .equal, x + 1)
        try solver.add(bound)
        for value in [Double.nan, .infinity, -.infinity] {
            let error = #expect(throws: SolverError.self) { try solver.setConstant(value, of: bound) }
            #expect(error?.kind == .nonFiniteValue)
        }
        #expect(throws: SolverError.self) { try solver.setStrength(Strength(.nan), of: bound) }
        try solver.addEditVariable(x, strength: Strength(500))
        let suggestion = #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(suggestion?.kind == .nonFiniteValue)
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: Strength(.nan)) }
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 6)
        #expect(solver.constraints == [solver.constraints[0], bound])
    }

    @Test("Duplicate and unknown constraints and edit variables are refused with their own kinds")
    func bookkeepingErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = Constraint(x, .equal, 1)
        try solver.add(constraint)
        let duplicate = #expect(throws: SolverError.self) { try solver.add(constraint) }
        #expect(duplicate?.kind == .duplicateConstraint)
        #expect(duplicate?.constraint === constraint)
        let stranger = Constraint(x, .equal, 2)
        for operation in [
            { try solver.remove(stranger) }, { try solver.setConstant(1, of: stranger) },
            { try solver.setStrength(Strength(10), of: stranger) },
        ] as [() throws -> Void] {
            let error = #expect(throws: SolverError.self) { try operation() }
            #expect(error?.kind == .unknownConstraint)
        }
        try solver.addEditVariable(x, strength: Strength(100))
        #expect(solver.hasEditVariable(x))
        #expect(solver.constraints == [constraint], "edit constraints are not listed")
        var error = #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: Strength(100)) }
        #expect(error?.kind == .duplicateEditVariable)
        let y = Variable("y")
        error = #expect(throws: SolverError.self) { try solver.suggestValue(3, for: y) }
        #expect(error?.kind == .unknownEditVariable)
        error = #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        #expect(error?.kind == .unknownEditVariable)
        error = #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: .required) }
        #expect(error?.kind == .requiredEditStrength)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }
}
