#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// The value on the pixel grid (a third of a point), counted in whole pixels as frames are.
func onGrid(_ value: CGFloat) -> CGFloat {
    (value * 3).rounded() / 3
}

@MainActor
@Suite("Margins, guides and systemLayoutSizeFitting", .timeLimit(.minutes(10)))
struct SelfSizingTests {
    /// Twenty four-letter words: at 33 columns a line (284 points of 8.5), six words fit on a line.
    let twentyWords = Array(repeating: "word", count: 20).joined(separator: " ")

    /// A container 300 points wide whose height follows a multi-line label pinned to its margins.
    func container(text: String) -> (root: UIView, container: UIView, label: UILabel) {
        let root = rootView(width: 390, height: 844)
        let container = constrainedView(UIView(), in: root)
        let label = constrainedView(UILabel(), in: container)
        label.numberOfLines = 0
        label.text = text
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return (root, container, label)
    }

    @Test("Views have 8-point margins unless set; the margins guide is the bounds inset by them")
    func defaultMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 34))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.safeAreaInsets == .zero)
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
    }

    @Test("A view controller's root view has at least the system minimum margins: 16 points leading and trailing")
    func rootViewMargins() {
        let controller = UIViewController()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets.top == 44)
        #expect(controller.view.layoutMargins.top == 52)
    }

    @Test("A view that preserves its superview's margins keeps clear of them where it reaches into them")
    func preservedMargins() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let inner = UIView(frame: CGRect(x: 5, y: 0, width: 190, height: 100))
        outer.addSubview(inner)
        #expect(inner.layoutMargins.left == 8)
        inner.preservesSuperviewLayoutMargins = true
        #expect(inner.layoutMargins == UIEdgeInsets(top: 20, left: 15, bottom: 8, right: 15))
    }

    @Test(
        "A multi-line label pinned to a container's margins wraps at the container's width; its height follows the text"
    )
    func labelInMargins() {
        let (root, container, label) = container(text: twentyWords)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 284, height: textHeight(lines: 4)))
        #expect(container.frame == CGRect(x: 0, y: 0, width: 300, height: onGrid(textHeight(lines: 4) + 16)))
        #expect(Headless.displayedText(of: label).lines.count == 4)
        label.text = "word word"
        root.layoutIfNeeded()
        #expect(label.frame.height == textHeight(lines: 1))
        #expect(container.frame.height == onGrid(textHeight(lines: 1) + 16))
    }

    @Test("systemLayoutSizeFitting of the container agrees with the frame its layout gives it")
    func fittingAgreesWithLayout() {
        let (root, container, _) = container(text: twentyWords)
        let fitted = container.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        root.layoutIfNeeded()
        #expect(fitted == container.frame.size)
        let narrower = container.systemLayoutSizeFitting(
            CGSize(width: 150, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 134 points: 15 columns, three words a line, seven lines.
        #expect(narrower == CGSize(width: 150, height: onGrid(textHeight(lines: 7) + 16)))
        #expect(container.frame.size == fitted)
        let compressed = UILabel()
        compressed.text = "Hello"
        #expect(
            compressed.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == compressed.intrinsicContentSize)
    }

    @Test("A cell's content view sizes itself in its own engine: the fitting size is the height a layout at it gives")
    func contentViewFitting() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = constrainedView(UILabel(), in: cell.contentView)
        label.numberOfLines = 0
        label.text = twentyWords
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // A cell's content margins: 11 points above and below, 16 at the sides (268 points: 31 columns, six words).
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(size == CGSize(width: 300, height: onGrid(textHeight(lines: 4) + 22)))
        let messages = layoutMessages {
            cell.frame = CGRect(x: 0, y: 0, width: 300, height: size.height)
            cell.contentView.frame = cell.bounds
            cell.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(label.frame == CGRect(x: 16, y: 11, width: 268, height: textHeight(lines: 4)))
    }

    @Test("A cell too short for required heights: UIKit's conflict with the encapsulated height, one constraint broken")
    func encapsulatedHeightConflict() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = constrainedView(UIView(), in: cell.contentView)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        let height = box.heightAnchor.constraint(equalToConstant: 100)
        let messages = layoutMessages {
            height.isActive = true
            cell.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'UIView-Encapsulated-Layout-Height' UIView:0x") == true)
        #expect(messages.first?.contains(".height == 44   (active)>") == true)
        #expect(box.frame.height == 44)
        #expect(height.isActive)
    }

    @Test("The readable content guide is the margins guide, at most 672 points wide and centred")
    func readableGuide() {
        let root = rootView(width: 1024, height: 400)
        let narrowRoot = rootView(width: 390, height: 400)
        for (view, width) in [(root, CGFloat(672)), (narrowRoot, 374)] {
            let box = constrainedView(UIView(), in: view)
            let guide = view.readableContentGuide
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                box.topAnchor.constraint(equalTo: guide.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            view.layoutIfNeeded()
            #expect(box.frame == CGRect(x: (view.bounds.width - width) / 2, y: 8, width: width, height: 10))
            #expect(guide.layoutFrame == CGRect(x: (view.bounds.width - width) / 2, y: 8, width: width, height: 384))
        }
    }

    @Test("A layout guide of the app's spaces views; its frame is solved with them")
    func customGuide() {
        let root = rootView(width: 300, height: 100)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        let a = constrainedView(UIView(), in: root)
        let b = constrainedView(UIView(), in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 80)
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 30, height: 1))
        #expect(root.layoutGuides.count == 1 && spacer.owningView === root)
        root.removeLayoutGuide(spacer)
        #expect(spacer.owningView == nil && !b.leadingAnchor.constraint(equalTo: a.trailingAnchor).isActive)
    }
}
#endif
