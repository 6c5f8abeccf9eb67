// Article 000: the cell protocols, the three cell models and the three cells (each from a nib). Every `//@block`
// line is replaced by the article's code, in the article's order.
import UIKit

//@block cellModelProtocol
//@block cellProtocol
//@block labelModel
//@block labelCell
//@block labelCellPopulate
//@block imageModel
//@block imageCell
//@block imageCellPopulate
//@block expandableModel
//@block expandableCell
//@block expandableCellPopulate
