import ConstraintSolver
import SeededRandom
import Testing

@Suite("Solver: pivots are few and bounded", .timeLimit(.minutes(10)))
struct SolverPivotTests {
    @Test("The 24-constraint cell solves from scratch in at most one pivot per constraint, in any order of addition")
    func cellPivotCount() throws {
        var generator = SplitMix64(seed: 24)
        let cell = CellSystem()
        #expect(try cell.solver()._pivotCount <= 2, "in the order written, variables enter directly")
        for _ in 0..<50 {
            let solver = Solver()
            for constraint in cell.constraints.shuffled(using: &generator) { try solver.add(constraint) }
            #expect(solver._pivotCount <= cell.constraints.count, "\(solver._pivotCount) pivots")
            let values = solution(solver, cell.variables)
            #expect(values[cell.height] == 66.5)
        }
    }

    @Test("A constant change in the solved cell takes at most 4 pivots")
    func constantChangePivotCount() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        for (name, constant) in [
            ("title.compression", -41.0), ("title.hugging", -41), ("image.leading", -20), ("spacing", -8),
            ("fitting", -200), ("fitting", 0),
        ] {
            let constraint = try #require(cell.named[name])
            let pivots = solver._pivotCount
            try solver.setConstant(constant, of: constraint)
            #expect(solver._pivotCount - pivots <= 4, "\(name): \(solver._pivotCount - pivots) pivots")
        }
        let values = solution(solver, cell.variables)
        #expect(values[cell.title.height] == 41)
        // 12 (top) + 41 (title) + 8 (spacing) + 18 (subtitle) + 12 (bottom margin).
        #expect(values[cell.height] == 91)
    }

    @Test("At a pivot limit of 0, changes still end and every required constraint holds; lifted, the optimum returns")
    func pivotLimit() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        solver._pivotLimit = 0
        let compression = try #require(cell.named["title.compression"])
        let hugging = try #require(cell.named["title.hugging"])
        for constant in [-41.0, -20.5, -61.5] {
            try solver.setConstant(constant, of: compression)
            try solver.setConstant(constant, of: hugging)
            let values = solution(solver, cell.variables)
            #expect(
                Outcome(solver, constraints: cell.constraints, edits: [], variables: cell.variables)
                    .broken(cell.constraints).isEmpty)
            #expect(values.values.allSatisfy { $0.isFinite })
        }
        solver._pivotLimit = nil
        try solver.setConstant(-20.5, of: compression)
        try solver.setConstant(-20.5, of: hugging)
        let values = solution(solver, cell.variables)
        #expect(values[cell.title.height] == 20.5)
        #expect(values[cell.height] == 66.5)
    }

    @Test("A degenerate pile of constraints through one point: 60 of them solve without cycling")
    func degenerateSystem() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        // Every line passes through (0, 0); half are required inequalities, half optional equations.
        for index in 0..<30 {
            let slope = Double(index % 7) - 3
            try solver.add(Constraint(y - slope * x, .greaterThanOrEqual, 0.0))
            try solver.add(Constraint(y, .equal, slope * x, strength: Strength(Float(100 + index % 3))))
        }
        try solver.add(Constraint(x, .equal, 0, strength: Strength(10)))
        solver.updateVariables()
        #expect(x.value == 0 && y.value == 0)
        #expect(solver._pivotCount < 1_000)
    }
}
