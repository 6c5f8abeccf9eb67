#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// Layout guides' less common anchors and queries, and a view's older constraint API (`addConstraint`,
/// `removeConstraint`).
@MainActor
@Suite("Auto Layout: layout guides and a view's constraint list", .timeLimit(.minutes(10)))
struct LayoutGuideAnchorsTests {
    @Test("A guide placed by its left, right and centre anchors has the frame they give; a view centres on it")
    func guideLeftRightCentres() {
        let root = rootView()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            guide.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            guide.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            guide.heightAnchor.constraint(equalToConstant: 100),
            box.centerXAnchor.constraint(equalTo: guide.centerXAnchor, constant: 5),
            box.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 190, width: 300, height: 100))
        #expect(box.frame == CGRect(x: 155, y: 230, width: 20, height: 20))
        #expect(!guide.hasAmbiguousLayout)
    }

    @Test("A guide with a width but no horizontal position has an ambiguous layout")
    func guideAmbiguous() {
        let root = rootView()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.widthAnchor.constraint(equalToConstant: 50), guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(guide.hasAmbiguousLayout)
    }

    @Test("A view's margins guide follows the view's margins, so it is never ambiguous")
    func marginsGuideNeverAmbiguous() {
        let root = rootView()
        #expect(!root.layoutMarginsGuide.hasAmbiguousLayout)
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    @Test("A guide's constraints affecting its horizontal layout include its horizontal constraints, no vertical one")
    func guideConstraintsAffectingLayout() {
        let root = rootView()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = guide.widthAnchor.constraint(equalToConstant: 40)
        let top = guide.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([leading, width, top, guide.heightAnchor.constraint(equalToConstant: 40)])
        let horizontal = guide.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
        #expect(guide.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }

    @Test("A guide's description names the class and its identifier")
    func guideDescription() {
        let root = rootView()
        let description = root.layoutMarginsGuide.description
        #expect(description.hasPrefix("<UILayoutGuide: 0x"))
        #expect(description.contains("UIViewLayoutMarginsGuide"))
        let custom = UILayoutGuide()
        custom.identifier = "header"
        #expect(custom.description.contains("header"))
    }

    @Test("addConstraint activates a constraint and installs it on the view that is the items' common ancestor")
    func addConstraint() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7)
        root.addConstraint(leading)
        root.addConstraints([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 3),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(leading.isActive && root.constraints.contains { $0 === leading })
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 7, y: 3, width: 10, height: 10))
    }

    @Test("removeConstraint removes only a constraint installed on the receiver; others stay active")
    func removeConstraint() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([leading, width])
        box.removeConstraint(leading)
        #expect(leading.isActive)
        root.removeConstraint(width)
        #expect(width.isActive)
        root.removeConstraints([leading, width])
        #expect(!leading.isActive && width.isActive)
        #expect(root.constraints.isEmpty && box.constraints.count == 1)
    }

    @Test("A view's constraints affecting its vertical layout include its vertical constraints, no horizontal one")
    func viewConstraintsAffectingLayout() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([top, leading])
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.contains { $0 === top } && !vertical.contains { $0 === leading })
    }

    @Test("exerciseAmbiguityInLayout leaves a view whose layout is not ambiguous where it is")
    func exerciseAmbiguity() {
        let root = rootView()
        let box = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        box.exerciseAmbiguityInLayout()
        root.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == CGRect(x: 4, y: 4, width: 10, height: 10))
    }
}
#endif
