#if !canImport(UIKit)
import Foundation

/// Checks a batch update against the counts before and after it, as UIKit's `_endCellAnimationsWithContext:`
/// does, and returns the plan or the first message UIKit would raise.
///
/// Where the messages come from:
/// - UIKIT.md: the two "Invalid update" count messages, "attempt to delete row … before the update", "attempt to
///   insert row … after the update".
/// - Public crash reports: "attempt to delete section S, but there are only N sections before the update"
///   (Shopify/FunctionalTableData#130), "attempt to insert section S but there are only N sections after the update",
///   "attempt to delete and reload the same index path (…)" (xmartlabs/XLData#14), "attempt to perform a delete and
///   a move from the same index path (…)" (TextureGroup/Texture#507; openradar 33662307 shows UIKit gives the same
///   message for a reload and a move of one row, so HeadlessUIKit does too, and for a reconfigure and a move),
///   "attempt to perform an insert and a move to the same index path (…)" (osteslag/Changeset#11),
///   "attempt to move both row at index path … and … to …" (pujiaxin33/JXMovableCellTableView#4),
///   "cannot move a row into a newly inserted section (S)" (SwiftKickMobile/TLIndexPathTools#13),
///   "attempt to move index path (…) that does not exist - there are only N rows in section S before the update"
///   (RxSwiftCommunity/RxDataSources#35), "attempt to move index path (…) to index path (…) that does not exist -
///   there are only N rows in section S after the update" (DeclarativeHub/Bond#593). A reload out of range gives
///   the delete message, since UIKit reloads by deleting and inserting (forkingdog/UITableView-FDTemplateLayoutCell#366).
/// - HeadlessUIKit's own wording, in UIKit's style, where no UIKit text was found: moving a row out of a deleted
///   section, moving one row to two places, reconfiguring out of range, and the section conflicts.
///
/// Index paths print as `<NSIndexPath> {length = 2, path = S - R}`: UIKit prints the object's address too.
struct BatchUpdateValidator {
    /// The words of the messages.
    let vocabulary: BatchUpdateVocabulary
    /// The number of rows in each section before the update.
    let oldCounts: [Int]
    /// The number of rows in each section after the update, as the data source now reports.
    let newCounts: [Int]

    /// The outcome of a validation.
    enum Outcome {
        /// The update is valid; the plan maps rows before it to rows after it.
        case valid(BatchUpdatePlan)
        /// The update is invalid: UIKit's message.
        case invalid(String)
    }

    /// Validates the record.
    /// - Complexity: O(c log c + s), c the recorded changes, s the sections before and after the update.
    func validate(_ record: BatchUpdateRecord) -> Outcome {
        do {
            let sectionMap = try validateSections(record)
            return .valid(try validateRows(record, sectionMap: sectionMap))
        } catch {
            return .invalid(error.message)
        }
    }

    /// A rejected update and UIKit's message.
    struct Rejection: Error {
        let message: String
    }

    private var element: String { vocabulary.element }

    private func validateSections(_ record: BatchUpdateRecord) throws(Rejection) -> [Int?] {
        let oldCount = oldCounts.count
        let newCount = newCounts.count
        for section in record.deletedSections where section < 0 || section >= oldCount {
            throw Rejection(
                message:
                    "attempt to delete section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in record.reloadedSections where section < 0 || section >= oldCount {
            throw Rejection(
                message:
                    "attempt to reload section \(section), but there are only \(oldCount) sections before the update")
        }
        for move in record.movedSections {
            if move.from < 0 || move.from >= oldCount {
                throw Rejection(
                    message:
                        "attempt to move section \(move.from), but there are only \(oldCount) sections before the update"
                )
            }
            if move.to < 0 || move.to >= newCount {
                throw Rejection(
                    message: "attempt to move section \(move.from) to section \(move.to), "
                        + "but there are only \(newCount) sections after the update")
            }
        }
        for section in record.insertedSections where section < 0 || section >= newCount {
            throw Rejection(
                message: "attempt to insert section \(section) but there are only \(newCount) sections after the update"
            )
        }
        let deleted = Set(record.deletedSections)
        let inserted = Set(record.insertedSections)
        let reloaded = Set(record.reloadedSections)
        var movedFrom: Set<Int> = []
        var movedTo: Set<Int> = []
        for move in record.movedSections {
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                throw Rejection(message: "attempt to delete and move the same section (\(move.from))")
            }
            if inserted.contains(move.to) {
                throw Rejection(message: "attempt to insert and move to the same section (\(move.to))")
            }
            if !movedFrom.insert(move.from).inserted {
                throw Rejection(message: "attempt to move section \(move.from) twice")
            }
            if !movedTo.insert(move.to).inserted {
                throw Rejection(message: "attempt to move two sections to section \(move.to)")
            }
        }
        for section in record.reloadedSections where deleted.contains(section) {
            throw Rejection(message: "attempt to delete and reload the same section (\(section))")
        }
        if newCount != oldCount - deleted.count + inserted.count {
            throw Rejection(
                message: "Invalid update: invalid number of sections. The number of sections contained in the "
                    + "\(vocabulary.view) after the update (\(newCount)) must be equal to the number of sections "
                    + "contained in the \(vocabulary.view) before the update (\(oldCount)), plus or minus the number "
                    + "of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted).")
        }
        // Sections that stay fill, in order, the positions no insert or move takes.
        var map = [Int?](repeating: nil, count: oldCount)
        var taken = [Bool](repeating: false, count: newCount)
        for section in inserted { taken[section] = true }
        for move in record.movedSections {
            taken[move.to] = true
            map[move.from] = move.to
        }
        var next = 0
        for section in 0..<oldCount where !deleted.contains(section) && !movedFrom.contains(section) {
            while next < newCount && taken[next] { next += 1 }
            map[section] = next
            next += 1
        }
        return map
    }

    private func checkBefore(_ indexPath: IndexPath, verb: String) throws(Rejection) {
        let (section, row) = (indexPath.section, indexPath.row)
        if section < 0 || section >= oldCounts.count {
            throw Rejection(
                message: "attempt to \(verb) \(element) \(row) from section \(section), "
                    + "but there are only \(oldCounts.count) sections before the update")
        }
        if row < 0 || row >= oldCounts[section] {
            throw Rejection(
                message: "attempt to \(verb) \(element) \(row) from section \(section) which only contains "
                    + "\(oldCounts[section]) \(element)s before the update")
        }
    }

    private func checkAfter(_ indexPath: IndexPath) throws(Rejection) {
        let (section, row) = (indexPath.section, indexPath.row)
        if section < 0 || section >= newCounts.count {
            throw Rejection(
                message: "attempt to insert \(element) \(row) into section \(section), "
                    + "but there are only \(newCounts.count) sections after the update")
        }
        if row < 0 || row >= newCounts[section] {
            throw Rejection(
                message: "attempt to insert \(element) \(row) into section \(section), but there are only "
                    + "\(newCounts[section]) \(element)s in section \(section) after the update")
        }
    }

    private func checkMove(from: IndexPath, to: IndexPath) throws(Rejection) {
        if from.section < 0 || from.section >= oldCounts.count || from.row < 0
            || from.row >= oldCounts[from.section]
        {
            let limit =
                from.section >= 0 && from.section < oldCounts.count
                ? "\(oldCounts[from.section]) \(element)s in section \(from.section)"
                : "\(oldCounts.count) sections"
            throw Rejection(
                message: "attempt to move index path (\(from.uikitDescription)) that does not exist - "
                    + "there are only \(limit) before the update")
        }
        if to.section < 0 || to.section >= newCounts.count || to.row < 0 || to.row >= newCounts[to.section] {
            let limit =
                to.section >= 0 && to.section < newCounts.count
                ? "\(newCounts[to.section]) \(element)s in section \(to.section)"
                : "\(newCounts.count) sections"
            throw Rejection(
                message: "attempt to move index path (\(from.uikitDescription)) to index path "
                    + "(\(to.uikitDescription)) that does not exist - there are only \(limit) after the update")
        }
    }

    private func validateRows(_ record: BatchUpdateRecord, sectionMap: [Int?]) throws(Rejection) -> BatchUpdatePlan {
        for indexPath in record.deletedRows { try checkBefore(indexPath, verb: "delete") }
        for indexPath in record.reloadedRows { try checkBefore(indexPath, verb: "delete") }
        for indexPath in record.reconfiguredRows { try checkBefore(indexPath, verb: "reconfigure") }
        for move in record.movedRows { try checkMove(from: move.from, to: move.to) }
        for indexPath in record.insertedRows { try checkAfter(indexPath) }

        let deleted = Set(record.deletedRows)
        let reloaded = Set(record.reloadedRows)
        let reconfigured = Set(record.reconfiguredRows)
        let inserted = Set(record.insertedRows)
        let deletedSections = Set(record.deletedSections)
        let insertedSections = Set(record.insertedSections)
        for indexPath in record.reloadedRows where deleted.contains(indexPath) {
            throw Rejection(message: "attempt to delete and reload the same index path (\(indexPath.uikitDescription))")
        }
        var movesByOrigin: [IndexPath: IndexPath] = [:]
        var originsByDestination: [IndexPath: IndexPath] = [:]
        for move in record.movedRows {
            if deleted.contains(move.from) || reloaded.contains(move.from) || reconfigured.contains(move.from) {
                throw Rejection(
                    message: "attempt to perform a delete and a move from the same index path "
                        + "(\(move.from.uikitDescription))")
            }
            if inserted.contains(move.to) {
                throw Rejection(
                    message: "attempt to perform an insert and a move to the same index path "
                        + "(\(move.to.uikitDescription))")
            }
            if let other = originsByDestination[move.to] {
                throw Rejection(
                    message: "attempt to move both \(element) at index path \(other.uikitDescription) and "
                        + "\(move.from.uikitDescription) to \(move.to.uikitDescription)")
            }
            if let other = movesByOrigin[move.from] {
                throw Rejection(
                    message: "attempt to move \(element) at index path \(move.from.uikitDescription) to both "
                        + "\(other.uikitDescription) and \(move.to.uikitDescription)")
            }
            if deletedSections.contains(move.from.section) {
                throw Rejection(message: "cannot move a \(element) out of a deleted section (\(move.from.section))")
            }
            if insertedSections.contains(move.to.section) {
                throw Rejection(message: "cannot move a \(element) into a newly inserted section (\(move.to.section))")
            }
            movesByOrigin[move.from] = move.to
            originsByDestination[move.to] = move.from
        }

        // Counts per section: deletes and moves out in before-indices, inserts and moves in in after-indices.
        var deletedCount: [Int: Int] = [:]
        var insertedCount: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var removedRows: [Int: [Int]] = [:]
        var takenRows: [Int: [Int]] = [:]
        for indexPath in deleted {
            deletedCount[indexPath.section, default: 0] += 1
            removedRows[indexPath.section, default: []].append(indexPath.row)
        }
        for indexPath in inserted {
            insertedCount[indexPath.section, default: 0] += 1
            takenRows[indexPath.section, default: []].append(indexPath.row)
        }
        for (from, to) in movesByOrigin {
            removedRows[from.section, default: []].append(from.row)
            takenRows[to.section, default: []].append(to.row)
            if sectionMap[from.section] != to.section {
                movedOut[from.section, default: 0] += 1
                movedIn[to.section, default: 0] += 1
            }
        }
        let reloadedSections = Set(record.reloadedSections)
        for (oldSection, mapped) in sectionMap.enumerated() {
            guard let newSection = mapped, !reloadedSections.contains(oldSection) else { continue }
            let inCount = insertedCount[newSection] ?? 0
            let outCount = deletedCount[oldSection] ?? 0
            let inMoves = movedIn[newSection] ?? 0
            let outMoves = movedOut[oldSection] ?? 0
            let before = oldCounts[oldSection]
            let after = newCounts[newSection]
            if after != before + inCount - outCount + inMoves - outMoves {
                throw Rejection(
                    message: "Invalid update: invalid number of \(element)s in section \(newSection). The number of "
                        + "\(element)s contained in an existing section after the update (\(after)) must be equal "
                        + "to the number of \(element)s contained in that section before the update (\(before)), "
                        + "plus or minus the number of \(element)s inserted or deleted from that section "
                        + "(\(inCount) inserted, \(outCount) deleted) and plus or minus the number of \(element)s "
                        + "moved into or out of that section (\(inMoves) moved in, \(outMoves) moved out).")
            }
        }
        var seen: Set<IndexPath> = []
        return BatchUpdatePlan(
            sectionMap: sectionMap,
            reloadedSections: reloadedSections,
            deletedRows: deleted,
            reloadedRows: reloaded,
            reconfiguredRows: record.reconfiguredRows.filter { seen.insert($0).inserted },
            movesByOrigin: movesByOrigin,
            removedRows: removedRows.mapValues { $0.sorted() },
            takenRows: takenRows.mapValues { $0.sorted() })
    }
}
#endif
