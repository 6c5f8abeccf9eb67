import ConstraintSolver
import SeededRandom
import Testing

@Suite("Solver: incremental changes agree with a fresh solve", .timeLimit(.minutes(10)))
struct SolverIncrementalTests {
    @Test("setConstant re-solves through the dual simplex: a margin change moves everything after it")
    func setConstantMovesDependents() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        try solver.setConstant(-24, of: #require(cell.named["image.leading"]))
        let values = solution(solver, cell.variables)
        #expect(values[cell.image.x] == 24)
        #expect(values[cell.title.x] == 76)
        #expect(values[cell.title.width] == 215)
        #expect(values[cell.subtitle.width] == 215)
    }

    @Test("Random constant changes to the cell give what a solver built from scratch gives", arguments: 0..<4)
    func setConstantAgreesWithFreshSolver(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let cell = CellSystem()
        let solver = try cell.solver()
        let names = cell.named.keys.sorted()
        for _ in 0..<60 {
            let name = names[Int.random(in: 0..<names.count, using: &generator)]
            guard let constraint = cell.named[name] else { continue }
            let old = constraint.expression.constant
            let new = (old + Double(Int.random(in: -40...40, using: &generator))) / 2
            do {
                try solver.setConstant(new, of: constraint)
                #expect(constraint.expression.constant == new)
            } catch {
                // Only a required constraint can refuse a constant, and then a fresh solver refuses it too.
                #expect(error.kind == .unsatisfiable && constraint.strength.isRequired)
                #expect(constraint.expression.constant == old)
                let changed = Constraint(
                    LinearExpression(constraint.expression.terms, constant: new), constraint.relation)
                let others = solver.constraints.filter { $0 !== constraint }
                #expect(throws: SolverError.self) { try freshSolver(others + [changed]) }
            }
            let incremental = Outcome(solver, constraints: solver.constraints, edits: [], variables: cell.variables)
            let fresh = Outcome(
                try freshSolver(solver.constraints), constraints: solver.constraints, edits: [],
                variables: cell.variables)
            #expect(incremental.broken(solver.constraints).isEmpty)
            #expect(incremental.differences(from: fresh).isEmpty, "\(incremental.differences(from: fresh))")
        }
    }

    @Test("suggestValue drags an edit variable; each suggestion agrees with a fresh solver", arguments: 0..<4)
    func suggestValueAgreesWithFreshSolver(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed &+ 100)
        // The cell's width is an edit variable (a table resizing) instead of a constant.
        let width = Variable("content.width")
        let cell = CellSystem()
        let solver = try cell.solver()
        let trailing = try #require(cell.named["button.trailing"])
        try solver.remove(trailing)
        let following = Constraint(cell.button.trailing, .equal, width - 16)
        try solver.add(following)
        try solver.add(Constraint(width, .greaterThanOrEqual, 0))
        try solver.addEditVariable(width, strength: Strength(700))
        let variables = cell.variables + [width]
        for _ in 0..<40 {
            let value = Double(Int.random(in: 0...800, using: &generator))
            try solver.suggestValue(value, for: width)
            let edits = [Edit(variable: width, strength: Strength(700), value: value)]
            let incremental = Outcome(solver, constraints: solver.constraints, edits: edits, variables: variables)
            let fresh = Outcome(
                try freshSolver(solver.constraints, edits: edits), constraints: solver.constraints, edits: edits,
                variables: variables)
            #expect(incremental.broken(solver.constraints).isEmpty)
            #expect(incremental.differences(from: fresh).isEmpty, "\(value): \(incremental.differences(from: fresh))")
            // Below 68 + 8 + 60 + 16 points the title would need a negative width (required ≥ 0) or the button less than
            // its width (compression resistance, 750): the edit at 700 gives way.
            #expect(incremental.values[width] == max(value, 152))
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }

    @Test("An edit variable holds its value until a value is suggested")
    func editVariableStartsAtCurrentValue() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(Constraint(x + y, .equal, 100))
        try solver.add(Constraint(x, .equal, 30, strength: Strength(200)))
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.addEditVariable(y, strength: Strength(500))
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 70)
        try solver.suggestValue(10, for: y)
        solver.updateVariables()
        #expect(x.value == 90 && y.value == 10)
        try solver.removeEditVariable(y)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 70)
    }

    @Test("An edit beneath a stronger constraint gives way: a suggestion at 500 against an equation at 700")
    func editStrengthRespected() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x, .lessThanOrEqual, 100, strength: Strength(700)))
        try solver.addEditVariable(x, strength: Strength(500))
        for (suggested, expected) in [(50.0, 50.0), (150, 100), (-20, -20), (100.5, 100)] {
            try solver.suggestValue(suggested, for: x)
            solver.updateVariables()
            #expect(x.value == expected)
        }
    }
}
