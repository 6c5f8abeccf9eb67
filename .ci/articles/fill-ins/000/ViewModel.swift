// Article 000: the screen's view model, put together as the article builds it up: the output closure, the items with
// their accessors and the tap (shown outside the struct), `viewModelDidLoad()` as the article finally writes it, and
// the `Output` enum. Every `//@block` line is replaced by the article's code.
import UIKit

//@block viewModelHead
//@block items
//@block numberOfItems
//@block getItem
//@block didTapItem
//@block viewModelDidLoad
//@block outputEnum
}
