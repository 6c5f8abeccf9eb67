import ConstraintSolver
import Testing

@Suite("Solver: a self-sizing cell", .timeLimit(.minutes(10)))
struct SolverCellTests {
    @Test("The cell's frames at a width of 375, worked out by hand")
    func cellFrames() throws {
        let cell = CellSystem()
        let solver = try cell.solver()
        let values = solution(solver, cell.variables)
        func frame(_ frame: CellSystem.Frame) -> [Double] {
            [frame.x, frame.y, frame.width, frame.height].map { values[$0, default: .nan] }
        }
        #expect(frame(cell.image) == [16, 12, 40, 40])
        // Title: after the image and 12 points; its trailing 8 points before the button (at 375 - 16 - 60 = 299).
        #expect(frame(cell.title) == [68, 12, 223, 20.5])
        #expect(frame(cell.subtitle) == [68, 36.5, 223, 18])
        // The height hugs the lower of the image (52) and the subtitle (54.5), plus 12; the button is centred in it.
        #expect(values[cell.height] == 66.5)
        #expect(frame(cell.button) == [299, 18.25, 60, 30])
        for variable in cell.variables {
            #expect(!solver.isAmbiguous(variable), "\(variable)")
        }
    }

    @Test("A two-line title grows the cell: the height follows the compression-resistant intrinsic height")
    func cellGrowsWithText() throws {
        let cell = CellSystem(titleHeight: 41)
        let solver = try cell.solver()
        let values = solution(solver, cell.variables)
        #expect(values[cell.title.height] == 41)
        #expect(values[cell.subtitle.y] == 57)
        #expect(values[cell.height] == 87)
    }
}
