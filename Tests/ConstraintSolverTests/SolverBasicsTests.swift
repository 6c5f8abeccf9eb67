import ConstraintSolver
import Testing

@Suite("Solver: equalities, inequalities and chains", .timeLimit(.minutes(10)))
struct SolverBasicsTests {
    @Test("An equation fixes a variable; a second one defines another from it")
    func equationsFixAndDefineVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(2 * x + y, .equal, 50))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 30)
    }

    @Test("Two equations in two unknowns: 3x + 2y = 12, x - y = -1 give x = 2, y = 3")
    func twoByTwo() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(3 * x + 2 * y, .equal, 12))
        try solver.add(Constraint(x - y, .equal, -1))
        solver.updateVariables()
        #expect(abs(x.value - 2) < 1e-9)
        #expect(abs(y.value - 3) < 1e-9)
    }

    @Test("A required inequality bounds an optional equation: x ≥ 100 wins over x == 20 @ 500")
    func inequalityBoundsPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 20, strength: Strength(500)))
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.add(Constraint(x, .greaterThanOrEqual, 100))
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.add(Constraint(x, .lessThanOrEqual, 80, strength: Strength(700)))
        solver.updateVariables()
        #expect(x.value == 100, "a required bound beats any optional one")
    }

    @Test("An inequality that already holds changes nothing: x == 20 @ 500 with x ≤ 50")
    func slackInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 20, strength: Strength(500)))
        try solver.add(Constraint(x, .lessThanOrEqual, 50))
        try solver.add(Constraint(x, .greaterThanOrEqual, -5))
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("Between two required bounds an optional target is clamped: 10 ≤ x ≤ 30, x == 45 @ 250 gives 30")
    func clampedBetweenBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(x, .lessThanOrEqual, 30))
        try solver.add(Constraint(x, .equal, 45, strength: Strength(250)))
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.setConstant(-5, of: solver.constraints[2])
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("A chain of two views: leading 20, width 100, spacing 8, trailing at 300 gives the second width 172")
    func chainOfViews() throws {
        let solver = Solver()
        let first = ViewVariables("first")
        let second = ViewVariables("second")
        let width: Double = 320
        try solver.add(Constraint(first.leading, .equal, 20))
        try solver.add(Constraint(first.width, .equal, 100))
        try solver.add(Constraint(first.trailing, .equal, first.leading + first.width))
        try solver.add(Constraint(second.leading, .equal, first.trailing + 8))
        try solver.add(Constraint(second.trailing, .equal, second.leading + second.width))
        try solver.add(Constraint(second.trailing, .equal, width - 20))
        solver.updateVariables()
        #expect(first.leading.value == 20)
        #expect(first.trailing.value == 120)
        #expect(second.leading.value == 128)
        #expect(second.width.value == 172)
        #expect(second.trailing.value == 300)
        for variable in [first.leading, first.width, first.trailing, second.leading, second.width, second.trailing] {
            #expect(!solver.isAmbiguous(variable), "\(variable)")
        }
    }

    @Test("A centre and a multiplier: centerX == 0.5 × container, width == 0.25 × container")
    func multipliers() throws {
        let solver = Solver()
        let container = Variable("container")
        let center = Variable("center")
        let width = Variable("width")
        let left = Variable("left")
        try solver.add(Constraint(container, .equal, 400))
        try solver.add(Constraint(center, .equal, 0.5 * container))
        try solver.add(Constraint(width, .equal, container / 4))
        try solver.add(Constraint(left, .equal, center - width / 2))
        solver.updateVariables()
        #expect(center.value == 200)
        #expect(width.value == 100)
        #expect(left.value == 150)
    }

    @Test("The same variable in several terms counts once with the summed coefficient")
    func repeatedTerms() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(LinearExpression([Term(x, 1), Term(x, 2)], constant: -12), .equal))
        solver.updateVariables()
        #expect(x.value == 4)
    }

    @Test("A variable in no constraint is 0, and goes back to 0 when its last constraint leaves")
    func unconstrainedVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let constraint = Constraint(x, .equal, 7)
        try solver.add(constraint)
        try solver.add(Constraint(y, .equal, 3))
        solver.updateVariables()
        #expect(x.value == 7)
        try solver.remove(constraint)
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(y.value == 3)
        #expect(solver.isAmbiguous(x))
    }

    @Test("Constraints are listed in the order added; contains() knows them")
    func constraintsInOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        let made = (0..<5).map { Constraint(x, .greaterThanOrEqual, Double($0)) }
        for constraint in made.reversed() { try solver.add(constraint) }
        #expect(solver.constraints == made.reversed())
        try solver.remove(made[2])
        #expect(solver.constraints == [made[4], made[3], made[1], made[0]])
        #expect(!solver.contains(made[2]))
        #expect(solver.contains(made[1]))
    }

    @Test("Expressions and constraints describe themselves")
    func descriptions() {
        let width = Variable("width")
        let leading = Variable("leading")
        #expect((2 * width + leading - 8).description == "2·width + leading - 8")
        #expect(
            Constraint(width, .greaterThanOrEqual, 20.5, strength: Strength(750)).description
                == "width - 20.5 >= 0 (750)")
        #expect(Constraint(-width, .equal, 0.0).description == "-width == 0 (required)")
    }
}
