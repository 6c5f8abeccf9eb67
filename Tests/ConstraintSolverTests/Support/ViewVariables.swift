import ConstraintSolver

/// The variables of one view along one axis, as HeadlessUIKit's anchors will be: leading, width, trailing.
struct ViewVariables {
    let leading: Variable
    let width: Variable
    let trailing: Variable

    init(_ name: String) {
        leading = Variable("\(name).leading")
        width = Variable("\(name).width")
        trailing = Variable("\(name).trailing")
    }
}
