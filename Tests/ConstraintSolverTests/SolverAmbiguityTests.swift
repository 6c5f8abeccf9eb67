import ConstraintSolver
import Testing

@Suite("Solver: ambiguity", .timeLimit(.minutes(10)))
struct SolverAmbiguityTests {
    @Test("A variable in no constraint is ambiguous and 0")
    func unconstrained() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(solver.isAmbiguous(x))
        try solver.add(Constraint(Variable("y"), .equal, 3))
        solver.updateVariables()
        #expect(solver.isAmbiguous(x))
        #expect(x.value == 0)
    }

    @Test("A view with a width and no position: its leading and trailing are ambiguous, its width is not")
    func widthWithoutPosition() throws {
        let solver = Solver()
        let view = ViewVariables("view")
        try solver.add(Constraint(view.trailing, .equal, view.leading + view.width))
        try solver.add(Constraint(view.width, .equal, 100))
        #expect(solver.isAmbiguous(view.leading))
        #expect(solver.isAmbiguous(view.trailing))
        #expect(!solver.isAmbiguous(view.width))
        try solver.add(Constraint(view.leading, .equal, 8))
        #expect(!solver.isAmbiguous(view.leading))
        #expect(!solver.isAmbiguous(view.trailing))
    }

    @Test("Inequalities alone leave room: x ≥ 10 and 10 ≤ x ≤ 20 are ambiguous, 10 ≤ x ≤ 10 is not")
    func inequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        #expect(solver.isAmbiguous(x))
        let ceiling = Constraint(x, .lessThanOrEqual, 20)
        try solver.add(ceiling)
        #expect(solver.isAmbiguous(x))
        try solver.setConstant(-10, of: ceiling)
        #expect(!solver.isAmbiguous(x))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("x ≥ 0 and x ≤ 0: the binding rows decide that x cannot move, though x's row has a free slack")
    func bindingRows() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(x, .lessThanOrEqual, 0))
        #expect(!solver.isAmbiguous(x))
        // 0 ≤ x ≤ y with y free: x can rise with y.
        try solver.add(Constraint(x, .lessThanOrEqual, y))
        try solver.add(Constraint(y, .greaterThanOrEqual, 0))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
    }

    @Test("Conflicting optional constraints of one priority are ambiguous; of two priorities they are not")
    func equalPriorityConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 0, strength: Strength(500)))
        let other = Constraint(x, .equal, 10, strength: Strength(500))
        try solver.add(other)
        #expect(solver.isAmbiguous(x), "every x in [0, 10] violates the pair by 10")
        try solver.setStrength(Strength(501), of: other)
        #expect(!solver.isAmbiguous(x))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("An optional preference removes ambiguity: x ≥ 10 and x == 0 @ 250 give exactly 10")
    func preferenceFixesValue() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .equal, 0, strength: Strength(250)))
        #expect(!solver.isAmbiguous(x))
        solver.updateVariables()
        #expect(x.value == 10)
    }
}
