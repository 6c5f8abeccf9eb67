#if !canImport(UIKit)
import ConstraintSolver

/// The solver scenarios' names of what is timed.
extension Library {
    static let solverFromScratch = "ConstraintSolver"
    static let constraintsMade = "floor: constraints made"
    static let solverConstant = "setConstant"
    static let solverTextChange = "2 x setConstant"
}

/// The solver scenarios: `solver/cell-24` (a self-sizing cell solved from scratch, beside the making of its
/// constraints) and `solver/cell-24-change` (one constant changed and re-solved, and a text change: two constants).
func solverScenarios() -> [Scenario] {
    [
        Scenario(name: "solver/cell-24") { name, runs in await solverFromScratch(name: name, runs: runs) },
        Scenario(name: "solver/cell-24-change") { name, runs in await solverChange(name: name, runs: runs) },
    ]
}

/// The constraints of a typical self-sizing cell at a width of 375, as `systemLayoutSizeFitting` would give the
/// engine: an image of 40 × 40 pinned to the leading and top margins, a stack of two labels after it (title and
/// subtitle, their intrinsic heights held by compression resistance at 750 and hugging at 250), a button pinned to
/// the trailing margin and centred vertically (its intrinsic size likewise), and the content height pulled down at
/// the fitting priority (50) while it stays below the image and the labels: 24 constraints over 17 variables.
private struct BenchCell {
    let variables = (0..<17).map { Variable("v\($0)") }
    let constraints: [Constraint]
    /// The image's leading constraint (`x == 16`).
    let leading: Constraint
    /// The title's compression resistance and hugging (`height >= 20.5`, `height <= 20.5`).
    let titleHeight: [Constraint]
    /// The content height.
    var height: Variable { variables[16] }

    init() {
        let v = variables
        // Frames (x, y, width, height): the image 0-3, the title 4-7, the subtitle 8-11, the button 12-15.
        let (image, title, subtitle, button) = (0, 4, 8, 12)
        let compression = Strength(750)
        let hugging = Strength(250)
        leading = Constraint(v[image], .equal, 16)
        titleHeight = [
            Constraint(v[title + 3], .greaterThanOrEqual, 20.5, strength: compression),
            Constraint(v[title + 3], .lessThanOrEqual, 20.5, strength: hugging),
        ]
        constraints =
            [
                leading,
                Constraint(v[image + 2], .equal, 40),
                Constraint(v[image + 3], .equal, 40),
                Constraint(v[image + 1], .equal, 12),
                Constraint(v[title], .equal, v[image] + v[image + 2] + 12),
                Constraint(v[title + 1], .equal, 12),
                Constraint(v[title] + v[title + 2] + 8, .equal, v[button]),
                Constraint(v[subtitle], .equal, v[title]),
                Constraint(v[subtitle + 2], .equal, v[title + 2]),
                Constraint(v[subtitle + 1], .equal, v[title + 1] + v[title + 3] + 4),
                Constraint(v[button] + v[button + 2], .equal, 375 - 16),
                Constraint(v[button + 1] + 0.5 * v[button + 3], .equal, 0.5 * v[16]),
                Constraint(v[16], .greaterThanOrEqual, v[image + 1] + v[image + 3] + 12),
                Constraint(v[16], .greaterThanOrEqual, v[subtitle + 1] + v[subtitle + 3] + 12),
            ] + titleHeight + [
                Constraint(v[subtitle + 3], .greaterThanOrEqual, 18, strength: compression),
                Constraint(v[subtitle + 3], .lessThanOrEqual, 18, strength: hugging),
                Constraint(v[button + 2], .greaterThanOrEqual, 60, strength: compression),
                Constraint(v[button + 2], .lessThanOrEqual, 60, strength: hugging),
                Constraint(v[button + 3], .greaterThanOrEqual, 30, strength: compression),
                Constraint(v[button + 3], .lessThanOrEqual, 30, strength: hugging),
                Constraint(v[16], .equal, 0, strength: Strength(50)),
                Constraint(v[title + 2], .greaterThanOrEqual, 0),
            ]
    }

    /// A solver with every constraint added, its solution copied into the variables.
    func solved() -> Solver {
        let solver = Solver()
        for constraint in constraints {
            do {
                try solver.add(constraint)
            } catch {
                fatalError("The bench cell's constraint \(constraint) was refused: \(error)")
            }
        }
        solver.updateVariables()
        return solver
    }
}

/// `solver/cell-24`: a new solver, the cell's 24 constraints added one by one, the solution copied into the
/// variables, the solver released; beside the making of the same 17 variables and 24 constraints with the
/// expression operators, which any engine is given (the floor).
@MainActor
private func solverFromScratch(name: String, runs: Int) async -> [Measurement] {
    let cell = BenchCell()
    let pivots = cell.solved()._pivotCount
    var measured = await measureInterleaved(
        scenario: name, runs: runs,
        [
            TimedBody(library: Library.solverFromScratch, note: "24 constraints, 17 variables") {
                timed { Int(cell.solved()._pivotCount) &+ Int(cell.height.value) }
            },
            TimedBody(library: Library.constraintsMade, note: "the same constraints made, not solved") {
                timed { BenchCell().constraints.count }
            },
        ])
    measured[0].operations = pivots
    measured[0].ratioToFloor = ratio(measured[0], measured[1])
    measured[0].note = String(
        format: "%.1f us per solve from scratch; %d pivots; %@", (measured[0].medianSeconds ?? 0) * 1e6, pivots,
        measured[0].note ?? "")
    return measured
}

/// `solver/cell-24-change`: in the solved cell, the image's leading margin moved (16 and 20 in turn) and re-solved
/// incrementally, and a text change (the title's two intrinsic-height constraints, 20.5 and 41 in turn); each run
/// ends with the solution copied into the variables.
@MainActor
private func solverChange(name: String, runs: Int) async -> [Measurement] {
    let cell = BenchCell()
    let solver = cell.solved()
    var wide = false
    var tall = false
    func changed(_ constraints: [Constraint], to constant: Double) -> Int {
        let pivots = solver._pivotCount
        for constraint in constraints {
            do {
                try solver.setConstant(constant, of: constraint)
            } catch {
                fatalError("The bench cell refused the constant \(constant) of \(constraint): \(error)")
            }
        }
        solver.updateVariables()
        return solver._pivotCount - pivots
    }
    var measured = await measureInterleaved(
        scenario: name, runs: runs,
        [
            TimedBody(library: Library.solverConstant, note: "image leading 16 <-> 20") {
                wide.toggle()
                return timed { changed([cell.leading], to: wide ? -20 : -16) }
            },
            TimedBody(library: Library.solverTextChange, note: "title height 20.5 <-> 41") {
                tall.toggle()
                return timed { changed(cell.titleHeight, to: tall ? -41 : -20.5) }
            },
        ])
    for index in measured.indices {
        measured[index].note = String(
            format: "%.2f us per change; %d pivots; %@", (measured[index].medianSeconds ?? 0) * 1e6,
            measured[index].operations ?? 0, measured[index].note ?? "")
    }
    return measured
}

/// The issue's goal for the solver: a cell of about 20 constraints solves in at most 50 µs.
func solverGoalChecks(_ measurements: [Measurement]) -> [GoalCheck] {
    measurements.filter { $0.library == Library.solverFromScratch }.compactMap { measurement in
        guard let seconds = measurement.medianSeconds else { return nil }
        return GoalCheck(
            goal: "\(measurement.scenario): a 24-constraint cell solves from scratch in at most 50 us",
            measured: String(format: "%.1f us", seconds * 1e6), holds: seconds <= 50e-6)
    }
}
#endif
