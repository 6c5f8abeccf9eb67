// Article 002: `GenericTableViewController<T, Cell>`, its two uses (people and films) and the app delegate that puts
// them in a tab bar. Every `//@block` line is replaced by the article's code, in the article's order; the article's
// elisions are filled as the manifest says (the controller's methods, shown after it; the initializers UIKit requires).
import UIKit

//@block genericController
//@block person
//@block film
//@block subtitleCell
//@block appDelegate
