#if !canImport(UIKit)
import Foundation

extension BatchValidation {
    /// The words UIKit uses in its batch-update messages, which differ between the table view ("row", "table view") and
    /// the collection view ("item", "collection view") and are otherwise the same sentences.
    ///
    /// Sources for the sentences (UIKit's own wording, as it appears in crash reports and in reimplementations that
    /// follow UIKit's assertions):
    /// - GitHub issues quoting `NSInternalInconsistencyException` reasons, e.g. CatchChat/Yep#687 and
    ///   mikaoj/BSImagePicker#329 (invalid number of items), onmyway133/DeepDiff#56 (invalid number of sections in the
    ///   collection view), onmyway133/DeepDiff#54 and ChatSecure/ChatSecure-iOS#347 (delete out of range),
    ///   TextureGroup/Texture#507 (delete and move from the same index path), RxSwiftCommunity/RxDataSources#321
    ///   (insert and move to the same index path), xmartlabs/XLData#15 (delete and reload the same index path),
    ///   SwiftKickMobile/TLIndexPathTools#13 and #20 (moves into inserted and out of deleted sections),
    ///   RxSwiftCommunity/RxDataSources#35 (move out of range), openradar 33662307 (a reload and a move of the same row
    ///   reports the delete-and-move message, because UIKit splits a reload into a delete and an insert).
    /// - Reports of the same sentences from table views (collected for the table's former validator):
    ///   Shopify/FunctionalTableData#130 (delete section out of range), xmartlabs/XLData#14 (delete and reload),
    ///   osteslag/Changeset#11 (insert and move to the same index path), pujiaxin33/JXMovableCellTableView#4 (move
    ///   both rows to one index path), DeclarativeHub/Bond#593 (move to an index path that does not exist).
    /// - OpenUXKit/OpenUXKit (`UXCollectionView.m` and its decompilation notes of Apple's UXKit, the macOS port of
    ///   `UICollectionView`): the full list of assertions of `_endItemAnimations`, in the order UIKit checks them —
    ///   reloads, deletes, inserts, moves, then the counts.
    ///
    /// UIKit writes two spaces after the first sentence of the two "Invalid update" messages ("section 0.  The number");
    /// HeadlessUIKit writes one, as `UIKIT.md` specifies.
    struct Words: Sendable {
        /// The element in the singular: "row" or "item".
        var element: String
        /// The element with its indefinite article: "a row" or "an item".
        var elementWithArticle: String
        /// The element in the plural: "rows" or "items".
        var elements: String
        /// The view: "table view" or "collection view".
        var view: String

        /// The words of `UICollectionView`.
        static let collectionView = Words(
            element: "item",
            elementWithArticle: "an item",
            elements: "items",
            view: "collection view"
        )

        /// The words of `UITableView`.
        static let tableView = Words(
            element: "row",
            elementWithArticle: "a row",
            elements: "rows",
            view: "table view"
        )
    }
}
#endif
