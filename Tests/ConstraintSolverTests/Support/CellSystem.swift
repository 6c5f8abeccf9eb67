import ConstraintSolver

/// The constraints of a typical self-sizing cell, as UIKit would make them for `systemLayoutSizeFitting` at a width
/// of 375: an image of fixed size pinned to the leading and top margins, a stack of two labels (title and subtitle)
/// after it, a button pinned to the trailing margin and centred vertically, the labels' and the button's intrinsic
/// sizes held by hugging (250) and compression resistance (750), and the height pulled down at the fitting priority
/// (50) while staying below the image and the labels: 24 constraints over 17 variables.
struct CellSystem {
    /// A view's frame variables.
    struct Frame {
        let x: Variable
        let y: Variable
        let width: Variable
        let height: Variable

        init(_ name: String) {
            x = Variable("\(name).x")
            y = Variable("\(name).y")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }

        var trailing: LinearExpression { x + width }
        var bottom: LinearExpression { y + height }
    }

    let image = Frame("image")
    let title = Frame("title")
    let subtitle = Frame("subtitle")
    let button = Frame("button")
    let height = Variable("content.height")
    /// The content view's width.
    let width: Double
    /// Constraints whose constant a test may change, by name.
    private(set) var named: [String: Constraint] = [:]
    private(set) var constraints: [Constraint] = []

    init(width: Double = 375, titleHeight: Double = 20.5, subtitleHeight: Double = 18) {
        self.width = width
        let compression = Strength(750)
        let hugging = Strength(250)
        func add(_ name: String?, _ constraint: Constraint) {
            constraints.append(constraint)
            if let name { named[name] = constraint }
        }
        add("image.leading", Constraint(image.x, .equal, 16))
        add(nil, Constraint(image.width, .equal, 40))
        add(nil, Constraint(image.height, .equal, 40))
        add("image.top", Constraint(image.y, .equal, 12))
        add("title.leading", Constraint(title.x, .equal, image.trailing + 12))
        add(nil, Constraint(title.y, .equal, 12))
        add(nil, Constraint(title.trailing + 8, .equal, button.x))
        add(nil, Constraint(subtitle.x, .equal, title.x))
        add(nil, Constraint(subtitle.width, .equal, title.width))
        add("spacing", Constraint(subtitle.y, .equal, title.bottom + 4))
        add("button.trailing", Constraint(button.trailing, .equal, width - 16))
        add(nil, Constraint(button.y + 0.5 * button.height, .equal, 0.5 * height))
        add(nil, Constraint(height, .greaterThanOrEqual, image.bottom + 12))
        add(nil, Constraint(height, .greaterThanOrEqual, subtitle.bottom + 12))
        add("title.compression", Constraint(title.height, .greaterThanOrEqual, titleHeight, strength: compression))
        add("title.hugging", Constraint(title.height, .lessThanOrEqual, titleHeight, strength: hugging))
        add(
            "subtitle.compression",
            Constraint(subtitle.height, .greaterThanOrEqual, subtitleHeight, strength: compression))
        add("subtitle.hugging", Constraint(subtitle.height, .lessThanOrEqual, subtitleHeight, strength: hugging))
        add(nil, Constraint(button.width, .greaterThanOrEqual, 60, strength: compression))
        add(nil, Constraint(button.width, .lessThanOrEqual, 60, strength: hugging))
        add(nil, Constraint(button.height, .greaterThanOrEqual, 30, strength: compression))
        add(nil, Constraint(button.height, .lessThanOrEqual, 30, strength: hugging))
        add("fitting", Constraint(height, .equal, 0, strength: Strength(50)))
        add(nil, Constraint(title.width, .greaterThanOrEqual, 0))
    }

    var variables: [Variable] {
        [image, title, subtitle, button].flatMap { [$0.x, $0.y, $0.width, $0.height] } + [height]
    }

    /// A solver with every constraint added.
    func solver() throws -> Solver {
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        return solver
    }
}
