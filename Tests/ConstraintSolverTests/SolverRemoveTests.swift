import ConstraintSolver
import Testing

@Suite("Solver: removal", .timeLimit(.minutes(10)))
struct SolverRemoveTests {
    @Test("Removing the constraints added since restores the earlier solution")
    func removalRestoresEarlierSolution() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        let before = solution(solver, cell.variables)
        let extra = [
            Constraint(cell.title.width, .lessThanOrEqual, 150),
            Constraint(cell.height, .equal, 120),
            Constraint(cell.image.x, .equal, 30, strength: Strength(999)),
            Constraint(cell.button.height, .equal, 44, strength: Strength(800)),
        ]
        for constraint in extra { try solver.add(constraint) }
        let during = solution(solver, cell.variables)
        #expect(during[cell.title.width] == 150)
        #expect(during[cell.height] == 120)
        #expect(during[cell.button.height] == 44)
        #expect(during[cell.button.y] == 38)
        // Remove in an order other than the reverse of addition.
        for index in [2, 0, 3, 1] { try solver.remove(extra[index]) }
        let after = solution(solver, cell.variables)
        for variable in cell.variables {
            #expect(abs(after[variable, default: .nan] - before[variable, default: 0]) < 1e-9, "\(variable)")
        }
    }

    @Test("Removing a constraint whose marker is basic, parametric, or only in rows of variables")
    func removalThroughEachKindOfMarkerRow() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pin = Constraint(x, .equal, 10)
        let link = Constraint(y, .equal, x + 5)
        let floor = Constraint(y, .greaterThanOrEqual, 0)
        let wish = Constraint(y, .equal, 100, strength: Strength(500))
        for constraint in [pin, link, floor, wish] { try solver.add(constraint) }
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        try solver.remove(pin)
        solver.updateVariables()
        #expect(y.value == 100 && x.value == 95)
        try solver.remove(link)
        solver.updateVariables()
        #expect(y.value == 100 && x.value == 0)
        try solver.remove(wish)
        try solver.remove(floor)
        #expect(solver.constraints.isEmpty)
        solver.updateVariables()
        #expect(x.value == 0 && y.value == 0)
    }

    @Test("Add and remove many times: the solver keeps no trace of removed constraints")
    func repeatedAddRemove() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        let before = solution(solver, cell.variables)
        for round in 0..<20 {
            let constraint = Constraint(
                cell.title.height, .equal, Double(30 + round), strength: round % 2 == 0 ? .required : Strength(900))
            try solver.add(constraint)
            #expect(solution(solver, cell.variables)[cell.title.height] == Double(30 + round))
            try solver.remove(constraint)
        }
        let after = solution(solver, cell.variables)
        for variable in cell.variables {
            #expect(abs(after[variable, default: .nan] - before[variable, default: 0]) < 1e-9, "\(variable)")
        }
    }

    @Test("Thousands of additions and removals: symbol numbers are compacted, the solution stays right")
    func symbolNumbersStayBounded() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        let before = solution(solver, cell.variables)
        for round in 0..<1_400 {
            let extra = Variable("extra\(round)")
            let link = Constraint(extra, .equal, cell.title.x + 5)
            let height = Constraint(
                cell.title.height, .equal, Double(20 + round % 7), strength: round % 2 == 0 ? .required : Strength(900))
            try solver.add(link)
            try solver.add(height)
            if round % 350 == 0 {
                let values = solution(solver, cell.variables + [extra])
                #expect(values[extra] == 73)
                #expect(values[cell.title.height] == Double(20 + round % 7))
            }
            try solver.remove(height)
            try solver.remove(link)
        }
        // Each round numbers three or four symbols: without compaction they would pass 4,900.
        #expect(solver._symbolNumbers <= 2_000, "\(solver._symbolNumbers)")
        let after = solution(solver, cell.variables)
        for variable in cell.variables {
            #expect(abs(after[variable, default: .nan] - before[variable, default: 0]) < 1e-9, "\(variable)")
        }
    }
}
