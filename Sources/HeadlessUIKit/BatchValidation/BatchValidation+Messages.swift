#if !canImport(UIKit)
import Foundation

// UIKit's batch-update messages, word for word, with the element and view words of `Words`
// (sources listed there). Each function is one `NSInternalInconsistencyException` reason.
extension BatchValidation.Words {
    func deleteAndReload(_ indexPath: IndexPath) -> String {
        "attempt to delete and reload the same index path (\(indexPath.uikitDescription))"
    }

    func deleteSectionOutOfRange(_ section: Int, count: Int) -> String {
        "attempt to delete section \(section), but there are only \(count) sections before the update"
    }

    func deleteAndMoveSameSection(_ section: Int) -> String {
        "attempt to perform a delete and a move from the same section (\(section))"
    }

    func deleteAndMoveSameIndexPath(_ indexPath: IndexPath) -> String {
        "attempt to perform a delete and a move from the same index path (\(indexPath.uikitDescription))"
    }

    func moveFromDeletedSection(_ section: Int) -> String {
        "cannot move \(elementWithArticle) from a deleted section (\(section))"
    }

    func deleteFromMissingSection(_ indexPath: IndexPath, sectionCount: Int) -> String {
        "attempt to delete \(element) \(indexPath[1]) from section \(indexPath[0]), but there are only "
            + "\(sectionCount) sections before the update"
    }

    func deleteOutOfRange(_ indexPath: IndexPath, count: Int) -> String {
        "attempt to delete \(element) \(indexPath[1]) from section \(indexPath[0]) which only contains \(count) "
            + "\(elements) before the update"
    }

    func insertSectionOutOfRange(_ section: Int, count: Int) -> String {
        "attempt to insert section \(section) but there are only \(count) sections after the update"
    }

    func insertAndMoveSameSection(_ section: Int) -> String {
        "attempt to perform an insert and a move to the same section (\(section))"
    }

    func insertAndMoveSameIndexPath(_ indexPath: IndexPath) -> String {
        "attempt to perform an insert and a move to the same index path (\(indexPath.uikitDescription))"
    }

    func moveIntoInsertedSection(_ section: Int) -> String {
        "cannot move \(elementWithArticle) into a newly inserted section (\(section))"
    }

    func insertIntoMissingSection(_ indexPath: IndexPath, sectionCount: Int) -> String {
        "attempt to insert \(element) \(indexPath[1]) into section \(indexPath[0]), but there are only "
            + "\(sectionCount) sections after the update"
    }

    func insertOutOfRange(_ indexPath: IndexPath, count: Int) -> String {
        "attempt to insert \(element) \(indexPath[1]) into section \(indexPath[0]), but there are only \(count) "
            + "\(elements) in section \(indexPath[0]) after the update"
    }

    func moveSectionFromMissing(_ section: Int, count: Int) -> String {
        "attempt to move section \(section), but there are only \(count) sections before the update"
    }

    /// UIKit's own text has the doubled "to to".
    func moveSectionToMissing(_ move: BatchValidation.Move<Int>, count: Int) -> String {
        "attempt to to move section \(move.from) to section \(move.to), but there are only \(count) sections "
            + "after the update"
    }

    func moveFromMissingSection(_ move: BatchValidation.Move<IndexPath>, sectionCount: Int) -> String {
        "attempt to move index path (\(move.from.uikitDescription)) from a section that does not exist - "
            + "there are only \(sectionCount) sections before the update"
    }

    func moveFromMissingIndexPath(_ move: BatchValidation.Move<IndexPath>, count: Int) -> String {
        "attempt to move index path (\(move.from.uikitDescription)) that does not exist - there are only "
            + "\(count) \(elements) in section \(move.from[0]) before the update"
    }

    func moveToMissingSection(_ move: BatchValidation.Move<IndexPath>, sectionCount: Int) -> String {
        "attempt to move index path (\(move.from.uikitDescription)) to index path "
            + "(\(move.to.uikitDescription)) in section that does not exist - there are only \(sectionCount) "
            + "sections after the update"
    }

    func moveToMissingIndexPath(_ move: BatchValidation.Move<IndexPath>, count: Int) -> String {
        "attempt to move index path (\(move.from.uikitDescription)) to index path "
            + "(\(move.to.uikitDescription)) that does not exist - there are only \(count) \(elements) in "
            + "section \(move.to[0]) after the update"
    }

    func moveSectionToBoth(_ section: Int, _ first: Int, _ second: Int) -> String {
        "attempt to move section \(section) to both section \(first) and section \(second)"
    }

    func moveToBoth(_ indexPath: IndexPath, _ first: IndexPath, _ second: IndexPath) -> String {
        "attempt to move \(element) at index path \(indexPath.uikitDescription) to both "
            + "\(first.uikitDescription) and \(second.uikitDescription)"
    }

    func moveBothSections(_ first: Int, _ second: Int, to section: Int) -> String {
        "attempt to move both section \(first) and section \(second) to section \(section)"
    }

    func moveBoth(_ first: IndexPath, _ second: IndexPath, to indexPath: IndexPath) -> String {
        "attempt to move both \(element) at index path \(first.uikitDescription) and "
            + "\(second.uikitDescription) to \(indexPath.uikitDescription)"
    }

    /// Not UIKit's: HeadlessUIKit's refusal of a case Apple does not document (see `Validator`), in UIKit's manner.
    func reconfigureShifted(_ indexPath: IndexPath, to after: IndexPath?) -> String {
        let fate =
            after.map { "moves it to index path (\($0.uikitDescription))" } ?? "deletes or reloads it (or its section)"
        return "attempt to reconfigure \(element) at index path (\(indexPath.uikitDescription)) in a batch update "
            + "that \(fate): HeadlessUIKit refuses to reconfigure \(elementWithArticle) that an insert, delete or move "
            + "in the same batch shifts, because UIKit does not document which index path it would read; reconfigure "
            + "after the batch update, at the index path after it"
    }

    func invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
        "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the "
            + "update (\(after)) must be equal to the number of sections contained in the \(view) before the update "
            + "(\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, "
            + "\(deleted) deleted)."
    }

    func invalidNumberOfElements(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> String {
        "Invalid update: invalid number of \(elements) in section \(section). The number of \(elements) contained in "
            + "an existing section after the update (\(after)) must be equal to the number of \(elements) contained "
            + "in that section before the update (\(before)), plus or minus the number of \(elements) inserted or "
            + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
            + "\(elements) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
}
#endif
