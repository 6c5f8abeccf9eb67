import ConstraintSolver
import Testing

@Suite("Solver: pivots are few and bounded")
struct SolverPivotTests {
    @Test("The 24-constraint cell solves from scratch in at most 40 pivots, a constant change in at most 4")
    func test_cellPivotCount() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        let fromScratch = solver._pivotCount
        #expect(fromScratch <= 40, "\(fromScratch) pivots")
        for (name, constant) in [("title.compression", -41.0), ("image.leading", -20), ("spacing", -8)] {
            let constraint = try #require(cell.named[name])
            let pivots = solver._pivotCount
            try solver.setConstant(constant, of: constraint)
            #expect(solver._pivotCount - pivots <= 4, "\(name): \(solver._pivotCount - pivots) pivots")
        }
    }

    @Test("At a pivot limit of 0, changes still end and every required constraint holds; lifted, the optimum returns")
    func test_pivotLimit() throws {
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
    func test_degenerateSystem() throws {
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
