import ConstraintSolver
import SeededRandom
import Testing

/// Random changes to random systems; after each, the incremental solver is compared with a solver built from
/// scratch: every required constraint holds within 1e-6, each priority's total violation is the same, the same
/// variables are ambiguous, and the others have the same values. Small integer coefficients and constants make many
/// systems degenerate (several constraints through one point), which is where simplex implementations go wrong.
@Suite("Solver: random systems, incremental against fresh", .timeLimit(.minutes(10)))
struct SolverFuzzTests {
    private static let priorities: [Float] = [100, 250, 500, 750, 999]
    private static let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2, 3]

    @Test("After every change, the incremental solution agrees with a fresh solve", arguments: 0..<8)
    func incrementalAgreesWithFresh(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed &* 7919 &+ 1)
        for _ in 0..<40 {
            try runSystem(&generator)
        }
    }

    private func randomConstraint(_ variables: [Variable], _ generator: inout SplitMix64) -> Constraint {
        let count = Int.random(in: 1...min(3, variables.count), using: &generator)
        let chosen = variables.shuffled(using: &generator).prefix(count)
        let terms = chosen.map { Term($0, Self.coefficients.randomElement(using: &generator) ?? 1) }
        let constant = Double(Int.random(in: -20...20, using: &generator))
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)
        let strength =
            Int.random(in: 0..<100, using: &generator) < 45
            ? Strength.required : Strength(Self.priorities.randomElement(using: &generator) ?? 500)
        return Constraint(LinearExpression(terms, constant: constant), relation ?? .equal, strength: strength)
    }

    private func runSystem(_ generator: inout SplitMix64) throws {
        let variables = (0..<Int.random(in: 2...5, using: &generator)).map { Variable("v\($0)") }
        let solver = Solver()
        var edits: [Variable: Edit] = [:]
        var log: [String] = []
        func outcome() -> Outcome {
            Outcome(solver, constraints: solver.constraints, edits: Array(edits.values), variables: variables)
        }
        for _ in 0..<20 {
            let before = outcome()
            let roll = Int.random(in: 0..<100, using: &generator)
            if roll < 50 || solver.constraints.isEmpty {
                let constraint = randomConstraint(variables, &generator)
                log.append("add \(constraint)")
                do {
                    try solver.add(constraint)
                } catch {
                    #expect(error.kind == .unsatisfiable && constraint.strength.isRequired, "\(log)")
                    #expect(outcome().values == before.values, "a refused add changes nothing: \(log)")
                    #expect(!solver.contains(constraint))
                    #expect(throws: SolverError.self) {
                        try freshSolver(solver.constraints + [constraint], edits: Array(edits.values))
                    }
                }
            } else if roll < 65 {
                let constraint = solver.constraints[Int.random(in: 0..<solver.constraints.count, using: &generator)]
                log.append("remove \(constraint)")
                try solver.remove(constraint)
            } else if roll < 80 {
                let constraint = solver.constraints[Int.random(in: 0..<solver.constraints.count, using: &generator)]
                let constant = Double(Int.random(in: -20...20, using: &generator))
                log.append("setConstant \(constant) of \(constraint)")
                do {
                    try solver.setConstant(constant, of: constraint)
                } catch {
                    #expect(error.kind == .unsatisfiable && constraint.strength.isRequired, "\(log)")
                    #expect(outcome().values == before.values, "a refused constant changes nothing: \(log)")
                    let changed = Constraint(LinearExpression(constraint.expression.terms, constant: constant), .equal)
                    let moved = Constraint(changed.expression, constraint.relation)
                    let others = solver.constraints.filter { $0 !== constraint }
                    #expect(throws: SolverError.self) {
                        try freshSolver(others + [moved], edits: Array(edits.values))
                    }
                }
            } else if roll < 85 {
                let optional = solver.constraints.filter { !$0.strength.isRequired }
                guard let constraint = optional.randomElement(using: &generator) else { continue }
                let strength = Strength(Self.priorities.randomElement(using: &generator) ?? 500)
                log.append("setStrength \(strength) of \(constraint)")
                try solver.setStrength(strength, of: constraint)
            } else {
                let variable = variables[Int.random(in: 0..<variables.count, using: &generator)]
                if var edit = edits[variable] {
                    if Int.random(in: 0..<4, using: &generator) == 0 {
                        log.append("removeEditVariable \(variable)")
                        try solver.removeEditVariable(variable)
                        edits[variable] = nil
                    } else {
                        edit.value = Double(Int.random(in: -30...30, using: &generator))
                        log.append("suggestValue \(edit.value) for \(variable)")
                        try solver.suggestValue(edit.value, for: variable)
                        edits[variable] = edit
                    }
                } else {
                    let strength = Strength(Self.priorities.randomElement(using: &generator) ?? 500)
                    log.append("addEditVariable \(variable) \(strength)")
                    try solver.addEditVariable(variable, strength: strength)
                    // The edit starts at the variable's value in the solution before it.
                    edits[variable] = Edit(variable: variable, strength: strength, value: before.values[variable] ?? 0)
                }
            }
            let incremental = outcome()
            let fresh = Outcome(
                try freshSolver(solver.constraints, edits: Array(edits.values)), constraints: solver.constraints,
                edits: Array(edits.values), variables: variables)
            let broken = incremental.broken(solver.constraints)
            #expect(broken.isEmpty, "required constraints broken: \(broken) after \(log)")
            let differences = incremental.differences(from: fresh)
            #expect(differences.isEmpty, "\(differences) after \(log)")
            #expect(incremental.values.values.allSatisfy { $0.isFinite })
            if !broken.isEmpty || !differences.isEmpty { return }
        }
    }
}
