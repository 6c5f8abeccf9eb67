#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

/// A data source of many rows that counts its calls without logging (for the large tables).
@MainActor
final class CountingTableDataSource: NSObject, UITableViewDataSource {
    let rowCount: Int
    var requests: [Int]
    var countQueries = 0

    init(rows: Int) {
        rowCount = rows
        requests = Array(repeating: 0, count: rows)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        countQueries += 1
        return rowCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        requests[indexPath.row] += 1
        return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}
#endif
