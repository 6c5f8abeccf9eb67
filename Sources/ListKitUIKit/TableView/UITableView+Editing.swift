#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// A table's editing mode and its drag and drop, as the adapter core asks for them (``EditableListView``).
extension UITableView: EditableListView {
    func setEditingRows(_ editing: Bool, animated: Bool) {
        setEditing(editing, animated: animated)
    }

    var reorderingAdapter: ListViewAdapter? {
        dragInteractionEnabled ? (dragDelegate as? ReorderDragAndDrop)?.adapter : nil
    }

    func reorderByDragAndDrop(through reordering: ReorderDragAndDrop?) {
        (dragDelegate, dropDelegate, dragInteractionEnabled) = (reordering, reordering, reordering != nil)
    }
}
