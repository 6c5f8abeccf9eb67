import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// What a ``HookedCell`` does when it is configured: the test's code, run from inside the cell's `configure`.
@MainActor
final class ConfigureHook {
    var onConfigure: (HookedItem) -> Void = { _ in }
}

/// A model that carries the hook its cell calls from `configure`; identity and content are `id` and `content`.
struct HookedItem: Hashable, Sendable {
    var id: Int
    var content: Int = 0
    let hook: ConfigureHook

    static func == (lhs: HookedItem, rhs: HookedItem) -> Bool {
        lhs.id == rhs.id && lhs.content == rhs.content
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// A cell whose `configure` runs the model's hook: code that applies from inside a layout pass.
final class HookedCell: UITableViewCell, ConfigurableCell {
    private(set) var item: HookedItem?

    func configure(with model: HookedItem) {
        item = model
        model.hook.onConfigure(model)
    }
}
