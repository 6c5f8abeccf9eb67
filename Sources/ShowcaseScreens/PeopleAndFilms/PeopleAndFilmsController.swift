import ListKitUIKit

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The third article's screen: people and films, each a one-line `GenericTableViewController`, in a tab bar.
/// Tapping a row says whom or what in the status line.
final class PeopleAndFilmsController: UITabBarController {
    let status = StatusLine()
    private(set) lazy var people = GenericTableViewController(
        items: Person.all,
        configure: { (cell: SubtitleCell, person: Person) in
            cell.textLabel?.text = person.name
            cell.detailTextLabel?.text = person.city
        },
        select: { [status] person in status.text = "Person: \(person.name)" }
    )
    private(set) lazy var films = GenericTableViewController(
        items: Film.all,
        configure: { (cell: SubtitleCell, film: Film) in
            cell.textLabel?.text = film.title
            cell.detailTextLabel?.text = String(film.year)
        },
        select: { [status] film in status.text = "Film: \(film.title) (\(film.year))" }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        people.title = "People"
        films.title = "Films"
        setViewControllers([people, films], animated: false)
    }
}
