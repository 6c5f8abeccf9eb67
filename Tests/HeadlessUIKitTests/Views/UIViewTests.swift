#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite("UIView, UILabel, UIImageView, UIImage and UINib", .timeLimit(.minutes(10)))
struct UIViewTests {
    @Test("addSubview moves a view from its old superview; removeFromSuperview detaches it")
    func viewTree() {
        let a = UIView()
        let b = UIView()
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        a.addSubview(child)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(child.superview === b)
        #expect(child.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
        child.removeFromSuperview()
        #expect(b.subviews.isEmpty && child.superview == nil)
    }

    @Test("viewWithTag finds the view itself or a descendant")
    func viewWithTag() {
        let root = UIView()
        let label = UILabel()
        label.tag = 7
        let container = UIView()
        container.addSubview(label)
        root.addSubview(container)
        #expect(root.viewWithTag(7) === label)
        #expect(root.viewWithTag(8) == nil)
    }

    @Test("A label keeps its text and number of lines (UIKit's default is one line)")
    func label() {
        let label = UILabel()
        #expect(label.numberOfLines == 1)
        label.text = "Hello"
        label.numberOfLines = 0
        #expect(label.text == "Hello" && label.numberOfLines == 0)
    }

    @Test("UIImage(named:) loads any name on Linux and keeps it for tests; an image view shows it")
    func images() {
        let image = UIImage(named: "star")
        #expect(image?.name == "star")
        let view = UIImageView(image: image)
        #expect(view.image?.name == "star")
        #expect(UIImage(systemName: "heart")?.name == "heart")
    }

    @Test("A registered nib instantiates a new view each time")
    func nibInstantiation() {
        Headless.registerNib(named: "Badge") { UILabel() }
        defer { Headless.unregisterNib(named: "Badge") }
        let nib = UINib(nibName: "Badge", bundle: nil)
        let first = nib.instantiate(withOwner: nil, options: nil).first as? UILabel
        let second = nib.instantiate(withOwner: nil, options: nil).first as? UILabel
        #expect(first != nil && second != nil)
        #expect(first !== second)
    }

    @Test("A header-footer view has a content view and labels, and a reuse identifier")
    func headerFooterView() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "H")
        #expect(view.reuseIdentifier == "H")
        #expect(view.contentView.superview === view)
        #expect(view.textLabel != nil)
    }
}
#endif
