import ConstraintSolver
import Testing

@Suite("Solver: priorities are lexicographic tiers", .timeLimit(.minutes(10)))
struct SolverPriorityTests {
    @Test("One constraint at 751 beats 50 at 750, which a weighted sum (50 × 750 > 751) would not")
    func higherPriorityBeatsAnyNumberOfLower() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .equal, 0, strength: Strength(751)))
        for _ in 0..<50 { try solver.add(Constraint(x, .equal, 100, strength: Strength(750))) }
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(!solver.isAmbiguous(x))
    }

    @Test("50 constraints at 250 do not outweigh one at 251, whichever is added first")
    func orderDoesNotMatter() throws {
        let solver = Solver()
        let x = Variable("x")
        for index in 0..<50 {
            try solver.add(Constraint(x, .greaterThanOrEqual, Double(100 + index), strength: Strength(250)))
        }
        try solver.add(Constraint(x, .lessThanOrEqual, 10, strength: Strength(251)))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("Within one priority the summed violation is minimised: x == 0 twice and x == 10 once give x = 0")
    func equalPrioritiesSumTheirViolations() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraints = [
            Constraint(x, .equal, 0, strength: Strength(500)),
            Constraint(x, .equal, 0, strength: Strength(500)),
            Constraint(x, .equal, 10, strength: Strength(500)),
        ]
        for constraint in constraints { try solver.add(constraint) }
        let values = solution(solver, [x])
        #expect(x.value == 0)
        #expect(violationTotals(of: constraints, values) == [500: 10])
        #expect(!solver.isAmbiguous(x))
    }

    @Test("Summed inequalities: x ≥ 10 and twice x ≤ 4, all at 500, cost (10 - x) + 2(x - 4): x = 4, total 6")
    func equalPrioritiesWithInequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraints = [
            Constraint(x, .greaterThanOrEqual, 10, strength: Strength(500)),
            Constraint(x, .lessThanOrEqual, 4, strength: Strength(500)),
            Constraint(x, .lessThanOrEqual, 4, strength: Strength(500)),
        ]
        for constraint in constraints { try solver.add(constraint) }
        let values = solution(solver, [x])
        #expect(x.value == 4)
        #expect(violationTotals(of: constraints, values) == [500: 6])
    }

    @Test("The sum within a tier spans variables: a + b == 100 required, a == 0 and b == 0 at 500 total 100")
    func sumAcrossVariables() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(Constraint(a + b, .equal, 100))
        try solver.add(Constraint(a, .equal, 0, strength: Strength(500)))
        try solver.add(Constraint(b, .equal, 0, strength: Strength(500)))
        // Any split of 100 violates the pair by 100 in all; a third constraint decides which.
        try solver.add(Constraint(a, .lessThanOrEqual, 30, strength: Strength(400)))
        try solver.add(Constraint(b, .lessThanOrEqual, 30, strength: Strength(400)))
        try solver.add(Constraint(a, .greaterThanOrEqual, 70, strength: Strength(300)))
        solver.updateVariables()
        // Tier 500: 100 whatever the split. Tier 400: max(a - 30, 0) + max(b - 30, 0) = 40 for 30 ≤ a ≤ 70.
        // Tier 300: max(70 - a, 0), 0 at a = 70.
        #expect(a.value == 70)
        #expect(b.value == 30)
    }

    @Test("Compression resistance (750) beats hugging (250) and the fitting priority (50), and loses to required")
    func huggingAndCompression() throws {
        let solver = Solver()
        let label = Variable("label.height")
        let cell = Variable("cell.height")
        try solver.add(Constraint(cell, .equal, label + 24))
        try solver.add(Constraint(label, .greaterThanOrEqual, 41, strength: Strength(750)))
        try solver.add(Constraint(label, .lessThanOrEqual, 41, strength: Strength(250)))
        try solver.add(Constraint(cell, .equal, 0, strength: Strength(50)))
        solver.updateVariables()
        #expect(label.value == 41)
        #expect(cell.value == 65)
        // A required height of 50 for the cell: the label is squeezed below its intrinsic height.
        let fixed = Constraint(cell, .equal, 50)
        try solver.add(fixed)
        solver.updateVariables()
        #expect(label.value == 26)
        // A required height of 100: the label stretches, since hugging is only 250.
        try solver.setConstant(-100, of: fixed)
        solver.updateVariables()
        #expect(label.value == 76)
    }

    @Test("setStrength moves a constraint between tiers: the weaker of two conflicting equations gives way")
    func setStrengthBetweenOptionalTiers() throws {
        let solver = Solver()
        let x = Variable("x")
        let low = Constraint(x, .equal, 10, strength: Strength(300))
        let high = Constraint(x, .equal, 20, strength: Strength(600))
        try solver.add(low)
        try solver.add(high)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.setStrength(Strength(900), of: low)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(low.strength == Strength(900))
        try solver.setStrength(Strength(100), of: low)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("setStrength to and from required: removed and added again, refused when it would conflict")
    func setStrengthRequired() throws {
        let solver = Solver()
        let x = Variable("x")
        let bound = Constraint(x, .lessThanOrEqual, 50)
        let wish = Constraint(x, .equal, 80, strength: Strength(500))
        try solver.add(bound)
        try solver.add(wish)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.setStrength(Strength(400), of: bound)
        solver.updateVariables()
        #expect(x.value == 80)
        #expect(solver.constraints == [bound, wish], "the order of addition is kept")
        try solver.setStrength(.required, of: wish)
        solver.updateVariables()
        #expect(x.value == 80)
        let ceiling = Constraint(x, .lessThanOrEqual, 60)
        let refused = #expect(throws: SolverError.self) { try solver.add(ceiling) }
        #expect(refused?.kind == .unsatisfiable)
        let conflict = #expect(throws: SolverError.self) { try solver.setStrength(.required, of: bound) }
        #expect(conflict?.kind == .unsatisfiable)
        #expect(bound.strength == Strength(400), "a refused change leaves the strength")
        solver.updateVariables()
        #expect(x.value == 80)
        #expect(solver.constraints == [bound, wish])
    }
}
