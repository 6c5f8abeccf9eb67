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

// Core Graphics' affine transform, which UIKit re-exports (UIView.transform) and Foundation on Linux lacks.
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// https://developer.apple.com/documentation/uikit/uiview/transform
// isolation: nonisolated CGAffineTransform, CALayer, CATransaction, NSItemProvider
struct CGAffineTransform : Equatable, Hashable {
  init()
  init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
  var a: CGFloat
  var b: CGFloat
  var c: CGFloat
  var d: CGFloat
  var tx: CGFloat
  var ty: CGFloat
  init(translationX tx: CGFloat, y ty: CGFloat)
  init(scaleX sx: CGFloat, y sy: CGFloat)
  init(rotationAngle angle: CGFloat)
  static let identity: CGAffineTransform
  var isIdentity: Bool { get }
  func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform
  func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform
  func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform
  func rotated(by angle: CGFloat) -> CGAffineTransform
  func inverted() -> CGAffineTransform
}
extension UIView {
  var transform: CGAffineTransform
}

// Core Animation's layer and transactions, which UIKit re-exports (UIView.layer).
// https://developer.apple.com/documentation/quartzcore/calayer
// https://developer.apple.com/documentation/quartzcore/catransaction
// https://developer.apple.com/documentation/corefoundation/cftimeinterval
typealias CFTimeInterval = Double
class CALayer : NSObject, NSSecureCoding {
  init()
  init(layer: Any)
  var bounds: CGRect
  var position: CGPoint
  var frame: CGRect
  var cornerRadius: CGFloat
  var masksToBounds: Bool
  var borderWidth: CGFloat
  var opacity: Float
  var isHidden: Bool
  var shadowOpacity: Float
  var shadowRadius: CGFloat
  var shadowOffset: CGSize
  var zPosition: CGFloat
  var name: String?
  var sublayers: [CALayer]?
  var superlayer: CALayer? { get }
  func addSublayer(_ layer: CALayer)
  func removeFromSuperlayer()
}
class CATransaction : NSObject {
  class func begin()
  class func commit()
  class func flush()
  class func animationDuration() -> CFTimeInterval
  class func setAnimationDuration(_ dur: CFTimeInterval)
  class func disableActions() -> Bool
  class func setDisableActions(_ flag: Bool)
  class func completionBlock() -> (() -> Void)?
  class func setCompletionBlock(_ block: (() -> Void)?)
}

// Bar button items (UIBarItem.h, UIBarButtonItem.h; left out of the interface copy, which names them in
// UINavigationItem and UIViewController). The target–action initializers take a `Selector` (Objective-C only).
// https://developer.apple.com/documentation/uikit/uibaritem
// https://developer.apple.com/documentation/uikit/uibarbuttonitem
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(primaryaction:)
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace(_:)
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/flexiblespace()
@available(iOS 2.0, *)
class UIBarItem : NSObject, NSCoding {
  init()
  init?(coder: NSCoder)
  var isEnabled: Bool
  var title: String?
  var image: UIImage?
  var tag: Int
}
extension UIBarButtonItem {
  enum Style : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case plain
    case done
  }
  enum SystemItem : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case done
    case cancel
    case edit
    case save
    case add
    case flexibleSpace
    case fixedSpace
    case compose
    case reply
    case action
    case organize
    case bookmarks
    case search
    case refresh
    case stop
    case camera
    case trash
    case play
    case pause
    case rewind
    case fastForward
    case undo
    case redo
    @available(iOS 13.0, *)
    case close
  }
}
@available(iOS 2.0, *)
class UIBarButtonItem : UIBarItem, NSCoding {
  init()
  init?(coder: NSCoder)
  convenience init(customView: UIView)
  @available(iOS 14.0, *)
  convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
  @available(iOS 14.0, *)
  convenience init(primaryAction: UIAction?)
  @available(iOS 14.0, *)
  convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil)
  @available(iOS 14.0, *)
  class func fixedSpace(_ width: CGFloat) -> Self
  @available(iOS 14.0, *)
  class func flexibleSpace() -> Self
  var style: UIBarButtonItem.Style
  var width: CGFloat
  var customView: UIView?
  @available(iOS 14.0, *)
  var primaryAction: UIAction?
  @available(iOS 14.0, *)
  var menu: UIMenu?
}

// Drag and drop (UIDragItem.h, UIDragSession.h, UIDropInteraction.h, UIViewAnimating.h, NSItemProvider.h; left out of
// the interface copy, which names these types in UITableView's and UICollectionView's drag and drop protocols).
// https://developer.apple.com/documentation/foundation/nsitemprovider
// https://developer.apple.com/documentation/uikit/uidragitem
// https://developer.apple.com/documentation/uikit/uidragdropsession
// https://developer.apple.com/documentation/uikit/uidragsession
// https://developer.apple.com/documentation/uikit/uidropsession
// https://developer.apple.com/documentation/uikit/uidropoperation
// https://developer.apple.com/documentation/uikit/uidropproposal
// https://developer.apple.com/documentation/uikit/uidraganimating
// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
class NSItemProvider : NSObject, NSCopying {
  init()
  convenience init(item: NSSecureCoding?, typeIdentifier: String?)
  var registeredTypeIdentifiers: [String] { get }
  var suggestedName: String?
  func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool
}
@available(iOS 11.0, *)
class UIDragItem : NSObject {
  init(itemProvider: NSItemProvider)
  var itemProvider: NSItemProvider { get }
  var localObject: Any?
}
@available(iOS 11.0, *)
protocol UIDragDropSession : NSObjectProtocol {
  var items: [UIDragItem] { get }
  func location(in view: UIView) -> CGPoint
  var allowsMoveOperation: Bool { get }
  var isRestrictedToDraggingApplication: Bool { get }
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
}
@available(iOS 11.0, *)
protocol UIDragSession : UIDragDropSession {
  var localContext: Any? { get set }
}
@available(iOS 11.0, *)
protocol UIDropSession : UIDragDropSession, NSProgressReporting {
  var localDragSession: UIDragSession? { get }
}
@available(iOS 11.0, *)
enum UIDropOperation : UInt {
  init?(rawValue: UInt)
  var rawValue: UInt { get }
  case cancel
  case forbidden
  case copy
  case move
}
@available(iOS 11.0, *)
class UIDropProposal : NSObject, NSCopying {
  init(operation: UIDropOperation)
  var operation: UIDropOperation { get }
  var isPrecise: Bool
  var prefersFullSizePreview: Bool
}
@available(iOS 10.0, *)
enum UIViewAnimatingPosition : Int {
  init?(rawValue: Int)
  var rawValue: Int { get }
  case end
  case start
  case current
}
@available(iOS 11.0, *)
protocol UIDragAnimating : NSObjectProtocol {
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

// The localized index collation (UILocalizedIndexedCollation.h, left out of the interface copy). Its two methods that
// take a `Selector` need the Objective-C runtime and are not declared by HeadlessUIKit.
// https://developer.apple.com/documentation/uikit/uilocalizedindexedcollation
@available(iOS 3.0, *)
class UILocalizedIndexedCollation : NSObject {
  class func current() -> Self
  var sectionTitles: [String] { get }
  var sectionIndexTitles: [String] { get }
  func section(forSectionIndexTitle indexTitleIndex: Int) -> Int
}

// Content configurations, list cells and their accessories (iOS 14, the UIKit Swift overlay: the interface copy has
// only the Objective-C classes, `__UIListContentConfiguration` and the others). From the pages named above each
// type; the iOS 15 and 16 additions with their own availability.
// isolation: nonisolated UIContentConfiguration, UIConfigurationState
// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct
@available(iOS 14.0, *)
struct UIBackgroundConfiguration {
  var backgroundColor: UIColor?
  var backgroundColorTransformer: UIConfigurationColorTransformer?
  var backgroundInsets: NSDirectionalEdgeInsets
  static func clear() -> UIBackgroundConfiguration
  var cornerRadius: CGFloat
  var customView: UIView?
  var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge
  static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration
  static func listGroupedCell() -> UIBackgroundConfiguration
  static func listGroupedHeaderFooter() -> UIBackgroundConfiguration
  static func listPlainCell() -> UIBackgroundConfiguration
  static func listPlainHeaderFooter() -> UIBackgroundConfiguration
  static func listSidebarCell() -> UIBackgroundConfiguration
  static func listSidebarHeader() -> UIBackgroundConfiguration
  func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor
  func resolvedStrokeColor(for tintColor: UIColor) -> UIColor
  var strokeColor: UIColor?
  var strokeColorTransformer: UIConfigurationColorTransformer?
  var strokeOutset: CGFloat
  var strokeWidth: CGFloat
  func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct
@available(iOS 14.0, *)
struct UICellAccessory {
  typealias ActionHandler = () -> Void
  static func checkmark(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory
  static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory
  static func delete(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.DeleteOptions = DeleteOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory
  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:)
  @available(iOS 15.4, *)
  static func detail(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.DetailOptions = DetailOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory
  static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory
  static func insert(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.InsertOptions = InsertOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory
  static func label(text: String, displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.LabelOptions = LabelOptions()) -> UICellAccessory
  static func multiselect(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.MultiselectOptions = MultiselectOptions()) -> UICellAccessory
  static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always, options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(), actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory
  static func reorder(displayed: UICellAccessory.DisplayedState = .whenEditing, options: UICellAccessory.ReorderOptions = ReorderOptions()) -> UICellAccessory
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct CheckmarkOptions {
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct CustomViewConfiguration {
    let customView: UIView
    init(customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil)
    var isHidden: Bool
    var maintainsFixedSize: Bool
    var placement: UICellAccessory.Placement
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct DeleteOptions {
    var backgroundColor: UIColor?
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions
extension UICellAccessory {
  @available(iOS 15.4, *)
  struct DetailOptions {
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct DisclosureIndicatorOptions {
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
extension UICellAccessory {
  @available(iOS 14.0, *)
  enum DisplayedState {
    case always
    case whenEditing
    case whenNotEditing
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct InsertOptions {
    var backgroundColor: UIColor?
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct LabelOptions {
    var adjustsFontForContentSizeCategory: Bool
    var font: UIFont?
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension
extension UICellAccessory {
  @available(iOS 14.0, *)
  enum LayoutDimension {
    case actual
    case custom(CGFloat)
    case standard
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct MultiselectOptions {
    var backgroundColor: UIColor?
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct OutlineDisclosureOptions {
    init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var style: UICellAccessory.OutlineDisclosureOptions.Style
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style
extension UICellAccessory.OutlineDisclosureOptions {
  @available(iOS 14.0, *)
  enum Style {
    case automatic
    case cell
    case header
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement
extension UICellAccessory {
  @available(iOS 14.0, *)
  enum Placement {
    typealias Position = ([UICellAccessory]) -> Int
    case leading(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })
    case trailing(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
  }
}
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
extension UICellAccessory {
  @available(iOS 14.0, *)
  struct ReorderOptions {
    init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true)
    var isHidden: Bool
    var reservedLayoutWidth: UICellAccessory.LayoutDimension
    var showsVerticalSeparator: Bool
    var tintColor: UIColor?
  }
}
// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct
@available(iOS 14.0, *)
struct UICellConfigurationState {
  var cellDragState: UICellConfigurationState.DragState
  var cellDropState: UICellConfigurationState.DropState
  init(traitCollection: UITraitCollection)
  var isDisabled: Bool
  var isEditing: Bool
  var isExpanded: Bool
  var isFocused: Bool
  var isHighlighted: Bool
  var isReordering: Bool
  var isSelected: Bool
  var isSwiped: Bool
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
  var traitCollection: UITraitCollection
}
// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct/dragstate
extension UICellConfigurationState {
  @available(iOS 14.0, *)
  enum DragState {
    case dragging
    case lifting
    case none
  }
}
// https://developer.apple.com/documentation/uikit/uicellconfigurationstate-swift.struct/dropstate
extension UICellConfigurationState {
  @available(iOS 14.0, *)
  enum DropState {
    case none
    case notTargeted
    case targeted
  }
}
// https://developer.apple.com/documentation/uikit/uiconfigurationcolortransformer-swift.struct
@available(iOS 14.0, *)
struct UIConfigurationColorTransformer {
  func callAsFunction(_ input: UIColor) -> UIColor
  static var grayscale: UIConfigurationColorTransformer { get }
  init(_ transform: @escaping (UIColor) -> UIColor)
  static var monochromeTint: UIConfigurationColorTransformer { get }
  static var preferredTint: UIConfigurationColorTransformer { get }
  let transform: (UIColor) -> UIColor
}
// https://developer.apple.com/documentation/uikit/uiconfigurationstate
@available(iOS 14.0, *)
protocol UIConfigurationState {
  init(traitCollection: UITraitCollection)
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
  var traitCollection: UITraitCollection { get set }
}
// https://developer.apple.com/documentation/uikit/uiconfigurationstatecustomkey
@available(iOS 14.0, *)
struct UIConfigurationStateCustomKey {
  init(_ rawValue: String)
  init(rawValue: String)
  let rawValue: String
}
// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, *)
protocol UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> Self
}
// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@available(iOS 14.0, *)
protocol UIContentView : NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
  @available(iOS 16.0, *)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, *)
struct UIListContentConfiguration {
  static func accompaniedSidebarCell() -> UIListContentConfiguration
  static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration
  var attributedText: NSAttributedString? { get set }
  var axesPreservingSuperviewLayoutMargins: UIAxis
  static func cell() -> UIListContentConfiguration
  var directionalLayoutMargins: NSDirectionalEdgeInsets
  @available(iOS 15.0, *)
  static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration
  static func groupedFooter() -> UIListContentConfiguration
  static func groupedHeader() -> UIListContentConfiguration
  var image: UIImage?
  var imageProperties: UIListContentConfiguration.ImageProperties
  var imageToTextPadding: CGFloat
  func makeContentView() -> any UIView & UIContentView
  static func plainFooter() -> UIListContentConfiguration
  static func plainHeader() -> UIListContentConfiguration
  var prefersSideBySideTextAndSecondaryText: Bool
  @available(iOS 15.0, *)
  static func prominentInsetGroupedHeader() -> UIListContentConfiguration
  var secondaryAttributedText: NSAttributedString? { get set }
  var secondaryText: String? { get set }
  var secondaryTextProperties: UIListContentConfiguration.TextProperties
  static func sidebarCell() -> UIListContentConfiguration
  static func sidebarHeader() -> UIListContentConfiguration
  static func sidebarSubtitleCell() -> UIListContentConfiguration
  static func subtitleCell() -> UIListContentConfiguration
  var text: String? { get set }
  var textProperties: UIListContentConfiguration.TextProperties
  var textToSecondaryTextHorizontalPadding: CGFloat
  var textToSecondaryTextVerticalPadding: CGFloat
  func updated(for state: any UIConfigurationState) -> UIListContentConfiguration
  static func valueCell() -> UIListContentConfiguration
}
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties
extension UIListContentConfiguration {
  @available(iOS 14.0, *)
  struct ImageProperties {
    var accessibilityIgnoresInvertColors: Bool
    var cornerRadius: CGFloat
    var maximumSize: CGSize
    var reservedLayoutSize: CGSize
    func resolvedTintColor(for tintColor: UIColor) -> UIColor
    static let standardDimension: CGFloat
    var tintColor: UIColor?
    var tintColorTransformer: UIConfigurationColorTransformer?
  }
}
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties
extension UIListContentConfiguration {
  @available(iOS 14.0, *)
  struct TextProperties {
    var adjustsFontForContentSizeCategory: Bool
    var adjustsFontSizeToFitWidth: Bool
    var alignment: UIListContentConfiguration.TextProperties.TextAlignment
    var allowsDefaultTighteningForTruncation: Bool
    var color: UIColor
    var colorTransformer: UIConfigurationColorTransformer?
    var font: UIFont
    var lineBreakMode: NSLineBreakMode
    var minimumScaleFactor: CGFloat
    var numberOfLines: Int
    func resolvedColor() -> UIColor
    var showsExpansionTextWhenTruncated: Bool
    var transform: UIListContentConfiguration.TextProperties.TextTransform
  }
}
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties/textalignment
extension UIListContentConfiguration.TextProperties {
  @available(iOS 14.0, *)
  enum TextAlignment {
    case center
    case justified
    case natural
  }
}
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties/texttransform
extension UIListContentConfiguration.TextProperties {
  @available(iOS 14.0, *)
  enum TextTransform {
    case capitalized
    case lowercase
    case none
    case uppercase
  }
}
// https://developer.apple.com/documentation/uikit/uiviewconfigurationstate-swift.struct
@available(iOS 14.0, *)
struct UIViewConfigurationState {
  init(traitCollection: UITraitCollection)
  var isDisabled: Bool
  var isFocused: Bool
  var isHighlighted: Bool
  var isSelected: Bool
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
  var traitCollection: UITraitCollection
}
// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu
// https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-swift.typealias
// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationupdatehandler-2rdkg
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationupdatehandler-8mi6f
extension UICollectionViewCell {
  @available(iOS 15.0, *)
  typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
  @available(iOS 15.0, *)
  var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? { get set }
}
extension UITableViewCell {
  @available(iOS 15.0, *)
  typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
  @available(iOS 15.0, *)
  var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? { get set }
}
extension UITableViewHeaderFooterView {
  @available(iOS 15.0, *)
  typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void
  @available(iOS 15.0, *)
  var configurationUpdateHandler: UITableViewHeaderFooterView.ConfigurationUpdateHandler? { get set }
}
// The Swift overlay's side of UIListContentView (the interface copy has `__configuration`).
// https://developer.apple.com/documentation/uikit/uilistcontentview/configuration
// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
extension UIListContentView {
  var configuration: any UIContentConfiguration { get set }
  @available(iOS 16.0, *)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

// The list configuration of compositional layouts (iOS 14), a Swift struct of the UIKit overlay that the interface
// copy leaves out.
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/headermode-swift.enum
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/footermode-swift.enum
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/swipeactionsconfigurationprovider
@available(iOS 14.0, *)
struct UICollectionLayoutListConfiguration {
  init(appearance: UICollectionLayoutListConfiguration.Appearance)
  var appearance: UICollectionLayoutListConfiguration.Appearance { get }
  var showsSeparators: Bool
  var backgroundColor: UIColor?
  var headerMode: UICollectionLayoutListConfiguration.HeaderMode
  var footerMode: UICollectionLayoutListConfiguration.FooterMode
  typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
  var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  enum Appearance : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
  }
  enum HeaderMode : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case none
    case supplementary
    case firstItemInSection
  }
  enum FooterMode : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case none
    case supplementary
  }
}

// List separators (iOS 14.5), Swift structs of the UIKit overlay.
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.property
// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.typealias
extension UICollectionLayoutListConfiguration {
  @available(iOS 14.5, *)
  var separatorConfiguration: UIListSeparatorConfiguration
  @available(iOS 14.5, *)
  var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler?
  @available(iOS 14.5, *)
  typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
}
// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct
// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/init(listappearance:)
// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorvisibility
// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorvisibility
// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorinsets
// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/automaticinsets
@available(iOS 14.5, *)
struct UIListSeparatorConfiguration : Hashable {
  init(listAppearance: UICollectionLayoutListConfiguration.Appearance)
  var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility
  var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility
  var topSeparatorInsets: NSDirectionalEdgeInsets
  var bottomSeparatorInsets: NSDirectionalEdgeInsets
  var color: UIColor
  var multipleSelectionColor: UIColor
  static let automaticInsets: NSDirectionalEdgeInsets
  enum Visibility : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case automatic
    case visible
    case hidden
  }
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

// layouts30: the dynamic item's transform (iOS 9), which a compositional section's visible items carry, and the
// layout attributes' bounds and transform, which UICollectionViewLayout.h redeclares read-write.
// https://developer.apple.com/documentation/uikit/uidynamicitem/transform
// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/bounds
// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform
extension UIDynamicItem {
  @available(iOS 9.0, *)
  var transform: CGAffineTransform { get set }
}
extension UICollectionViewLayoutAttributes {
  var bounds: CGRect
  var transform: CGAffineTransform
}

// The diffable data sources' `async` applies (iOS 15, the UIKit Swift overlay):
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:)
// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:)
// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/applysnapshotusingreloaddata(_:)
extension UICollectionViewDiffableDataSource {
  @available(iOS 15.0, *)
  func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async
  @available(iOS 15.0, *)
  func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async
  @available(iOS 15.0, *)
  func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true) async
}
extension UITableViewDiffableDataSource {
  @available(iOS 15.0, *)
  func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async
  @available(iOS 15.0, *)
  func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async
}

// Content-unavailable configurations and views (iOS 17; the UIKit Swift overlay's struct and the view controller's
// members). The text, image and button appearance properties are not in HeadlessUIKit yet, so they are not listed
// here.
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/button
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.property
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/secondarybuttonproperties
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct/primaryaction
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct/isenabled
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/empty()
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/loading()
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/search()
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate-swift.struct
// https://developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate-swift.struct/searchtext
// https://developer.apple.com/documentation/uikit/uicontentunavailableview
// https://developer.apple.com/documentation/uikit/uicontentunavailableview/init(configuration:)
// https://developer.apple.com/documentation/uikit/uicontentunavailableview/isscrollenabled
// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration-4b95e
// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfigurationstate-7sczw
// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdatecontentunavailableconfiguration()
// https://developer.apple.com/documentation/uikit/uiviewcontroller/updatecontentunavailableconfiguration(using:)
@available(iOS 17.0, *)
struct UIContentUnavailableConfiguration {
  enum Alignment : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case center
    case natural
  }
  static func empty() -> UIContentUnavailableConfiguration
  static func loading() -> UIContentUnavailableConfiguration
  static func search() -> UIContentUnavailableConfiguration
  var image: UIImage?
  var text: String?
  var secondaryText: String?
  var imageToTextPadding: CGFloat
  var textToSecondaryTextPadding: CGFloat
  var directionalLayoutMargins: NSDirectionalEdgeInsets
  var alignment: UIContentUnavailableConfiguration.Alignment
  var background: UIBackgroundConfiguration
  var attributedText: NSAttributedString?
  var secondaryAttributedText: NSAttributedString?
  var button: UIButton.Configuration
  var buttonProperties: UIContentUnavailableConfiguration.ButtonProperties
  var secondaryButton: UIButton.Configuration
  var secondaryButtonProperties: UIContentUnavailableConfiguration.ButtonProperties
  var textToButtonPadding: CGFloat
  var buttonToSecondaryButtonPadding: CGFloat
  struct ButtonProperties : Hashable {
    var primaryAction: UIAction?
    var menu: UIMenu?
    var isEnabled: Bool
    var role: UIButton.Role
  }
  func makeContentView() -> any UIView & UIContentView
  func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration
}
@available(iOS 17.0, *)
struct UIContentUnavailableConfigurationState {
  init(traitCollection: UITraitCollection)
  var traitCollection: UITraitCollection
  var searchText: String?
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
@available(iOS 17.0, *)
class UIContentUnavailableView : UIView, UIContentView {
  convenience init(configuration: UIContentUnavailableConfiguration)
  init?(coder: NSCoder)
  var configuration: any UIContentConfiguration { get set }
  func supports(_ configuration: any UIContentConfiguration) -> Bool
  var isScrollEnabled: Bool { get set }
}
extension UIViewController {
  @available(iOS 17.0, *)
  var contentUnavailableConfiguration: (any UIContentConfiguration)? { get set }
  @available(iOS 17.0, *)
  var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { get }
  @available(iOS 17.0, *)
  func setNeedsUpdateContentUnavailableConfiguration()
  @available(iOS 17.0, *)
  func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState)
}

// Targeted previews and their paths (UITargetedPreview.h, UIPreviewParameters.h, UIBezierPath.h and
// UIContextMenuInteraction.h, left out of the interface copy). UIBezierPath is the part previews use; its
// drawing (CGPath, stroke, fill) is not in HeadlessUIKit. UIPreviewParameters' `init(textLineRects:)` is left out
// (NSValue of CGRect is UIKit's). NSCopying conformances are left out as for UICollectionViewLayoutAttributes.
// https://developer.apple.com/documentation/uikit/uibezierpath
// https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)
// https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)
// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
// https://developer.apple.com/documentation/uikit/uibezierpath/bounds
// https://developer.apple.com/documentation/uikit/uibezierpath/isempty
// https://developer.apple.com/documentation/uikit/uibezierpath/contains(_:)
@available(iOS 3.2, *)
class UIBezierPath : NSObject {
  convenience init(rect: CGRect)
  convenience init(ovalIn rect: CGRect)
  convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat)
  var bounds: CGRect { get }
  var isEmpty: Bool { get }
  func contains(_ point: CGPoint) -> Bool
}
// https://developer.apple.com/documentation/uikit/uipreviewparameters
// https://developer.apple.com/documentation/uikit/uipreviewparameters/visiblepath
// https://developer.apple.com/documentation/uikit/uipreviewparameters/shadowpath
// https://developer.apple.com/documentation/uikit/uipreviewparameters/backgroundcolor
@available(iOS 13.0, *)
class UIPreviewParameters : NSObject {
  init()
  @NSCopying var visiblePath: UIBezierPath?
  @available(iOS 14.0, *)
  @NSCopying var shadowPath: UIBezierPath?
  var backgroundColor: UIColor!
}
// https://developer.apple.com/documentation/uikit/uipreviewtarget
// https://developer.apple.com/documentation/uikit/uipreviewtarget/init(container:center:transform:)
// https://developer.apple.com/documentation/uikit/uipreviewtarget/init(container:center:)
@available(iOS 13.0, *)
class UIPreviewTarget : NSObject {
  init(container: UIView, center: CGPoint, transform: CGAffineTransform)
  convenience init(container: UIView, center: CGPoint)
  var container: UIView { get }
  var center: CGPoint { get }
  var transform: CGAffineTransform { get }
}
// https://developer.apple.com/documentation/uikit/uitargetedpreview
// https://developer.apple.com/documentation/uikit/uitargetedpreview/init(view:parameters:target:)
// https://developer.apple.com/documentation/uikit/uitargetedpreview/init(view:parameters:)
// https://developer.apple.com/documentation/uikit/uitargetedpreview/init(view:)
// https://developer.apple.com/documentation/uikit/uitargetedpreview/retargetedpreview(with:)
@available(iOS 13.0, *)
class UITargetedPreview : NSObject {
  init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget)
  convenience init(view: UIView, parameters: UIPreviewParameters)
  convenience init(view: UIView)
  var target: UIPreviewTarget { get }
  var view: UIView { get }
  @NSCopying var parameters: UIPreviewParameters { get }
  var size: CGSize { get }
  func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview
}
// https://developer.apple.com/documentation/uikit/uidragpreviewparameters
// https://developer.apple.com/documentation/uikit/uidragpreviewtarget
@available(iOS 11.0, *)
class UIDragPreviewParameters : UIPreviewParameters {
  init()
}
@available(iOS 11.0, *)
class UIDragPreviewTarget : UIPreviewTarget {
  init(container: UIView, center: CGPoint, transform: CGAffineTransform)
}
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitstyle
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating/preferredcommitstyle
@available(iOS 13.0, *)
enum UIContextMenuInteractionCommitStyle : Int {
  init?(rawValue: Int)
  var rawValue: Int { get }
  case dismiss
  case pop
}
@available(iOS 13.0, *)
protocol UIContextMenuInteractionCommitAnimating : UIContextMenuInteractionAnimating {
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

// UIButton.Configuration (iOS 15, a struct of UIKit's Swift overlay) and UIButton.Role (iOS 14): the styles'
// factories and the content; colours, fonts, insets and the button's own `configuration` are not in HeadlessUIKit.
// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
// https://developer.apple.com/documentation/uikit/uibutton/role-swift.enum
extension UIButton {
  @available(iOS 15.0, *)
  struct Configuration : Hashable {
    static func plain() -> UIButton.Configuration
    static func tinted() -> UIButton.Configuration
    static func gray() -> UIButton.Configuration
    static func filled() -> UIButton.Configuration
    static func borderless() -> UIButton.Configuration
    static func bordered() -> UIButton.Configuration
    static func borderedTinted() -> UIButton.Configuration
    static func borderedProminent() -> UIButton.Configuration
    var title: String?
    var subtitle: String?
    var image: UIImage?
  }
  @available(iOS 14.0, *)
  enum Role : Int {
    init?(rawValue: Int)
    var rawValue: Int { get }
    case normal
    case primary
    case cancel
    case destructive
  }
}

// Focus (UIFocus.h, UIFocusAnimationCoordinator.h; left out of the interface copy, which names UIFocusUpdateContext as
// the superclass of the table and collection view focus contexts and UIFocusAnimationCoordinator in their delegates).
// https://developer.apple.com/documentation/uikit/uifocusupdatecontext
// https://developer.apple.com/documentation/uikit/uifocusupdatecontext/previouslyfocusedview
// https://developer.apple.com/documentation/uikit/uifocusupdatecontext/nextfocusedview
// https://developer.apple.com/documentation/uikit/uifocusupdatecontext/focusheading
@available(iOS 9.0, *)
class UIFocusUpdateContext : NSObject {
  weak var previouslyFocusedView: UIView? { get }
  weak var nextFocusedView: UIView? { get }
  var focusHeading: UIFocusHeading { get }
}
// https://developer.apple.com/documentation/uikit/uifocusheading
@available(iOS 9.0, *)
struct UIFocusHeading : OptionSet {
  init(rawValue: UInt)
  let rawValue: UInt
  static var up: UIFocusHeading { get }
  static var down: UIFocusHeading { get }
  static var left: UIFocusHeading { get }
  static var right: UIFocusHeading { get }
  static var next: UIFocusHeading { get }
  static var previous: UIFocusHeading { get }
}
// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator
// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator/addcoordinatedanimations(_:completion:)
@available(iOS 9.0, *)
class UIFocusAnimationCoordinator : NSObject {
  func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil)
}

// Spring loading (UISpringLoadedInteraction.h; the interface copy names UISpringLoadedInteractionContext in the table
// and collection view delegates).
// https://developer.apple.com/documentation/uikit/uispringloadedinteractioncontext
// https://developer.apple.com/documentation/uikit/uispringloadedinteractioneffectstate
@available(iOS 11.0, *)
protocol UISpringLoadedInteractionContext : NSObjectProtocol {
  var state: UISpringLoadedInteractionEffectState { get }
  var targetView: UIView? { get set }
  var targetItem: Any? { get set }
  func location(in view: UIView?) -> CGPoint
}
@available(iOS 11.0, *)
enum UISpringLoadedInteractionEffectState : Int {
  init?(rawValue: Int)
  var rawValue: Int { get }
  case inactive
  case possible
  case activating
  case activated
}

// The interactive layout transition's layout (UICollectionViewTransitionLayout.h, left out of the interface copy,
// which names it in UICollectionView's startInteractiveTransition(to:completion:)).
// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout
// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/init(currentlayout:nextlayout:)
// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/transitionprogress
// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/updatevalue(_:foranimatedkey:)
// https://developer.apple.com/documentation/uikit/uicollectionviewtransitionlayout/value(foranimatedkey:)
@available(iOS 7.0, *)
class UICollectionViewTransitionLayout : UICollectionViewLayout {
  var transitionProgress: CGFloat
  var currentLayout: UICollectionViewLayout { get }
  var nextLayout: UICollectionViewLayout { get }
  init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout)
  init?(coder: NSCoder)
  func updateValue(_ value: CGFloat, forAnimatedKey key: String)
  func value(forAnimatedKey key: String) -> CGFloat
}

// The identifier UI tests find views by (UIAccessibilityIdentification.h, left out of the interface copy).
// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
@available(iOS 5.0, *)
protocol UIAccessibilityIdentification : NSObjectProtocol {
  var accessibilityIdentifier: String? { get set }
}
extension UIView : UIAccessibilityIdentification {
  var accessibilityIdentifier: String?
}
