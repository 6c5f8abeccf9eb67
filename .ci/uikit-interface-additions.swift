// UIKit declarations that `.ci/uikit_signatures.py` compares HeadlessUIKit with besides UIKit's iOS 14.2 interface
// (../shared/reference/uikit-ios14.2-interface): what that copy of the interface leaves out, what the UIKit Swift
// overlay and Foundation add, and what later SDKs add. Written as Swift imports them (one declaration a line, the
// interface's syntax), each from the page of Apple's documentation named in the comment above it.
// Not compiled: the signature check reads it.

// Isolation in today's SDK (Apple's documentation shows `@MainActor` on UIKit's views, controllers and their
// protocols, and none on these; UIColor, UIFont and UIImage are `Sendable`):
// https://developer.apple.com/documentation/uikit/uicolor
// https://developer.apple.com/documentation/uikit/uifont
// https://developer.apple.com/documentation/uikit/uiimage
// https://developer.apple.com/documentation/uikit/uitraitcollection
// isolation: nonisolated UIColor, UIFont, UIImage, UITraitCollection

// Foundation: every UIKit class is an NSObject and inherits its initializer.
// https://developer.apple.com/documentation/objectivec/nsobject/init()
extension NSObject {
  init()
}
// Foundation: the archiving protocol that gives UIView, UIViewController and the others their `init?(coder:)`.
// https://developer.apple.com/documentation/foundation/nscoding
protocol NSCoding {
  init?(coder: NSCoder)
  func encode(with coder: NSCoder)
}
// https://developer.apple.com/documentation/foundation/nssecurecoding
protocol NSSecureCoding : NSCoding {
}

// The UIKit overlay's IndexPath additions (the interface has only NSIndexPath's).
// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
// https://developer.apple.com/documentation/foundation/indexpath/row
extension IndexPath {
  init(row: Int, section: Int)
  init(item: Int, section: Int)
  var section: Int
  var row: Int
  var item: Int
}
// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
extension UIEdgeInsets {
  static let zero: UIEdgeInsets
}

// UIView's geometry (UIView.h's UIViewGeometry category, left out of the interface copy).
// https://developer.apple.com/documentation/uikit/uiview/frame
// https://developer.apple.com/documentation/uikit/uiview/bounds
// https://developer.apple.com/documentation/uikit/uiview/center
extension UIView {
  var frame: CGRect
  var bounds: CGRect
  var center: CGPoint
}
// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
extension UIScrollView {
  var contentOffset: CGPoint
  var contentSize: CGSize
}
// The table and collection views redeclare `delegate` with their own protocol types (UITableView.h,
// UICollectionView.h); today's documentation shows them.
// https://developer.apple.com/documentation/uikit/uitableview/delegate
extension UITableView {
  weak var delegate: UITableViewDelegate?
}
// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
extension UICollectionView {
  weak var delegate: UICollectionViewDelegate?
}

// UIAction's title and image (UIAction.h; the interface copy lists only the properties UIAction adds to
// UIMenuElement's).
// https://developer.apple.com/documentation/uikit/uiaction/title
// https://developer.apple.com/documentation/uikit/uiaction/image
extension UIAction {
  var title: String
  var image: UIImage?
}

// UIFont's weights and text styles (UIFontDescriptor.h).
// https://developer.apple.com/documentation/uikit/uifont/weight
extension UIFont {
  struct Weight : Hashable, Equatable, RawRepresentable {
    init(_ rawValue: CGFloat)
    init(rawValue: CGFloat)
    var rawValue: CGFloat
  }
}
// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight (and the other weights)
extension UIFont.Weight {
  @available(iOS 8.2, *)
  static let ultraLight: UIFont.Weight
  @available(iOS 8.2, *)
  static let thin: UIFont.Weight
  @available(iOS 8.2, *)
  static let light: UIFont.Weight
  @available(iOS 8.2, *)
  static let regular: UIFont.Weight
  @available(iOS 8.2, *)
  static let medium: UIFont.Weight
  @available(iOS 8.2, *)
  static let semibold: UIFont.Weight
  @available(iOS 8.2, *)
  static let bold: UIFont.Weight
  @available(iOS 8.2, *)
  static let heavy: UIFont.Weight
  @available(iOS 8.2, *)
  static let black: UIFont.Weight
}
// https://developer.apple.com/documentation/uikit/uifont/textstyle
extension UIFont {
  struct TextStyle : Hashable, Equatable, RawRepresentable {
    init(_ rawValue: String)
    init(rawValue: String)
    var rawValue: String { get }
  }
}
// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle (and the other styles)
extension UIFont.TextStyle {
  @available(iOS 11.0, *)
  static let largeTitle: UIFont.TextStyle
  @available(iOS 9.0, *)
  static let title1: UIFont.TextStyle
  @available(iOS 9.0, *)
  static let title2: UIFont.TextStyle
  @available(iOS 9.0, *)
  static let title3: UIFont.TextStyle
  @available(iOS 7.0, *)
  static let headline: UIFont.TextStyle
  @available(iOS 7.0, *)
  static let subheadline: UIFont.TextStyle
  @available(iOS 7.0, *)
  static let body: UIFont.TextStyle
  @available(iOS 9.0, *)
  static let callout: UIFont.TextStyle
  @available(iOS 7.0, *)
  static let footnote: UIFont.TextStyle
  @available(iOS 7.0, *)
  static let caption1: UIFont.TextStyle
  @available(iOS 7.0, *)
  static let caption2: UIFont.TextStyle
}

// Added in iOS 15.
// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
// https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled
extension UITableView {
  @available(iOS 15.0, *)
  func reconfigureRows(at indexPaths: [IndexPath])
  @available(iOS 15.0, *)
  var isPrefetchingEnabled: Bool
}
// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
extension UICollectionView {
  @available(iOS 15.0, *)
  func reconfigureItems(at indexPaths: [IndexPath])
}

// Added in iOS 16: the context menu of the items a press acts on, which UIKit asks instead of the iOS 13 method
// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (deprecated in iOS 16, its page says "iOS 13.0–16.0").
// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)
extension UICollectionViewDelegate {
  @available(iOS 16.0, *)
  optional func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration?
}

// UIMenuElement, the superclass of UIAction and UIMenu (UIMenuElement.h): the interface copy names it (UIAction's
// and UIMenu's superclass, UIContextMenuActionProvider) but leaves its file out.
// https://developer.apple.com/documentation/uikit/uimenuelement
// https://developer.apple.com/documentation/uikit/uimenuelement/title
// https://developer.apple.com/documentation/uikit/uimenuelement/image
@available(iOS 13.0, *)
class UIMenuElement : NSObject, NSCopying, NSSecureCoding {
  var title: String { get }
  var image: UIImage? { get }
}
// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden
// https://developer.apple.com/documentation/uikit/uimenuelement/state
extension UIMenuElement {
  @available(iOS 13.0, *)
  struct Attributes : OptionSet {
    init(rawValue: UInt)
    let rawValue: UInt
    static var disabled: UIMenuElement.Attributes { get }
    static var destructive: UIMenuElement.Attributes { get }
    static var hidden: UIMenuElement.Attributes { get }
  }
  @available(iOS 13.0, *)
  enum State : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case off
    case on
    case mixed
  }
}

// The animator the table and collection delegates' context-menu methods get (UIContextMenuInteraction.h, left out of
// the interface copy, which names the protocol in UITableViewDelegate and UICollectionViewDelegate).
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating/previewviewcontroller
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating/addanimations(_:)
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating/addcompletion(_:)
@available(iOS 13.0, *)
protocol UIContextMenuInteractionAnimating : NSObjectProtocol {
  var previewViewController: UIViewController? { get }
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping () -> Void)
}

// Text alignment and line breaking (NSText.h and NSParagraphStyle.h, which UIKit's module exports; left out of the
// interface copy, which names both types in UILabel and UITextField).
// https://developer.apple.com/documentation/uikit/nstextalignment
enum NSTextAlignment : Int {
  init?(rawValue: Int)
  var rawValue: Int { get }
  case left
  case center
  case right
  case justified
  case natural
}
// https://developer.apple.com/documentation/uikit/nslinebreakmode
enum NSLineBreakMode : Int {
  init?(rawValue: Int)
  var rawValue: Int { get }
  case byWordWrapping
  case byCharWrapping
  case byClipping
  case byTruncatingHead
  case byTruncatingTail
  case byTruncatingMiddle
}

// The event hit-testing takes (UIEvent.h; the interface copy names the class in UIView's and UIControl's methods).
// https://developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, *)
class UIEvent : NSObject {
}

// The dynamic item protocol (UIDynamicBehavior.h, left out of the interface copy, which names it among the
// conformances of UIView and UICollectionViewLayoutAttributes): where their `center` comes from.
// https://developer.apple.com/documentation/uikit/uidynamicitem
// https://developer.apple.com/documentation/uikit/uidynamicitem/center
@available(iOS 7.0, *)
protocol UIDynamicItem : NSObjectProtocol {
  var center: CGPoint { get set }
  var bounds: CGRect { get }
}

// The protocol of UILabel's and UITextField's `adjustsFontForContentSizeCategory` (iOS 10), which the interface's
// UILabel and UITextField adopt but which is declared in a header the copy leaves out.
// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
@available(iOS 10.0, *)
protocol UIContentSizeCategoryAdjusting : NSObjectProtocol {
  var adjustsFontForContentSizeCategory: Bool { get set }
}

// The diffable data sources as the UIKit Swift overlay declares them (the interface copy has only the Objective-C
// reference types); today's documentation, which shows the identifier types `Hashable` and `Sendable`:
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcetransaction
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectiontransaction
// The providers' closure parameters are named in the documentation (`_ collectionView:` ...); names in a function
// type are documentation only, and the symbol graph leaves them out, so they are left out here.
// isolation: nonisolated NSDiffableDataSourceSnapshot, NSDiffableDataSourceSectionSnapshot, NSDiffableDataSourceTransaction, NSDiffableDataSourceSectionTransaction
@available(iOS 13.0, *)
struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
  init()
  var numberOfItems: Int { get }
  var numberOfSections: Int { get }
  var sectionIdentifiers: [SectionIdentifierType] { get }
  var itemIdentifiers: [ItemIdentifierType] { get }
  @available(iOS 15.0, *)
  var reloadedSectionIdentifiers: [SectionIdentifierType] { get }
  @available(iOS 15.0, *)
  var reloadedItemIdentifiers: [ItemIdentifierType] { get }
  @available(iOS 15.0, *)
  var reconfiguredItemIdentifiers: [ItemIdentifierType] { get }
  func numberOfItems(inSection identifier: SectionIdentifierType) -> Int
  func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]
  func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType?
  func indexOfItem(_ identifier: ItemIdentifierType) -> Int?
  func indexOfSection(_ identifier: SectionIdentifierType) -> Int?
  mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil)
  mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
  mutating func deleteItems(_ identifiers: [ItemIdentifierType])
  mutating func deleteAllItems()
  mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType)
  mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType)
  mutating func reloadItems(_ identifiers: [ItemIdentifierType])
  @available(iOS 15.0, *)
  mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])
  mutating func appendSections(_ identifiers: [SectionIdentifierType])
  mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType)
  mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType)
  mutating func deleteSections(_ identifiers: [SectionIdentifierType])
  mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType)
  mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType)
  mutating func reloadSections(_ identifiers: [SectionIdentifierType])
}
@available(iOS 14.0, *)
struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> where ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
  init()
  mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil)
  mutating func insert(_ items: [ItemIdentifierType], before nextItem: ItemIdentifierType)
  mutating func insert(_ items: [ItemIdentifierType], after previousItem: ItemIdentifierType)
  mutating func delete(_ items: [ItemIdentifierType])
  mutating func deleteAll()
  mutating func expand(_ items: [ItemIdentifierType])
  mutating func collapse(_ items: [ItemIdentifierType])
  mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
  mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType)
  mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType)
  func isExpanded(_ item: ItemIdentifierType) -> Bool
  func isVisible(_ item: ItemIdentifierType) -> Bool
  func contains(_ item: ItemIdentifierType) -> Bool
  func level(of item: ItemIdentifierType) -> Int
  func index(of item: ItemIdentifierType) -> Int?
  func parent(of child: ItemIdentifierType) -> ItemIdentifierType?
  func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  var items: [ItemIdentifierType] { get }
  var rootItems: [ItemIdentifierType] { get }
  var visibleItems: [ItemIdentifierType] { get }
  func visualDescription() -> String
}
@available(iOS 14.0, *)
struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
  var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { get }
  var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { get }
  var difference: CollectionDifference<ItemIdentifierType> { get }
  var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] { get }
}
@available(iOS 14.0, *)
struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
  var sectionIdentifier: SectionIdentifierType { get }
  var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { get }
  var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> { get }
  var difference: CollectionDifference<ItemIdentifierType> { get }
}
@available(iOS 13.0, *)
class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> : NSObject, UICollectionViewDataSource where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
  typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  init(collectionView: UICollectionView, cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)
  var supplementaryViewProvider: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SupplementaryViewProvider?
  func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  @available(iOS 15.0, *)
  func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil)
  @available(iOS 15.0, *)
  func sectionIdentifier(for index: Int) -> SectionIdentifierType?
  @available(iOS 15.0, *)
  func index(for sectionIdentifier: SectionIdentifierType) -> Int?
  func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?
  func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  @available(iOS 14.0, *)
  func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  @available(iOS 14.0, *)
  func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  @available(iOS 14.0, *)
  var reorderingHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers
  @available(iOS 14.0, *)
  var sectionSnapshotHandlers: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers<ItemIdentifierType>
}
extension UICollectionViewDiffableDataSource {
  @available(iOS 14.0, *)
  struct ReorderingHandlers {
    var canReorderItem: ((ItemIdentifierType) -> Bool)?
    var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    init()
  }
  @available(iOS 14.0, *)
  struct SectionSnapshotHandlers<ItemIdentifierType> where ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
    var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    var willExpandItem: ((ItemIdentifierType) -> Void)?
    var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    var willCollapseItem: ((ItemIdentifierType) -> Void)?
    var snapshotForExpandingParent: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
    init()
  }
}
@available(iOS 13.0, *)
class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> : NSObject, UITableViewDataSource where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType : Hashable, ItemIdentifierType : Sendable {
  typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider)
  func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  @available(iOS 15.0, *)
  func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil)
  @available(iOS 15.0, *)
  func sectionIdentifier(for index: Int) -> SectionIdentifierType?
  @available(iOS 15.0, *)
  func index(for sectionIdentifier: SectionIdentifierType) -> Int?
  func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType?
  func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath?
  var defaultRowAnimation: UITableView.RowAnimation
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}
