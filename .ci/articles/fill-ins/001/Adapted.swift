// Article 001 (also 003, a copy of it): `AdaptedTableView`, a table view that is its own data source and gets its
// cells from a factory of cell types. Every `//@block` line is replaced by the article's code; the order is the
// article's.
import UIKit

//@block cellViewModelProtocol
//@block sectionViewModelProtocol
//@block viewModelInputProtocol
//@block tableView
//@block dataSource
//@block cellProtocol
//@block cellProtocolDefaults
//@block factoryProtocol
//@block textCellInput
//@block textCellType
//@block textCellViewModel
//@block textCell
//@block sectionViewModel
//@block factory
//@block mainViewModel
//@block controller
