#if !canImport(UIKit)
import Foundation
import HeadlessUIKit

/// A table data source over rows of strings that lets the test configure each cell.
@MainActor
final class ConfiguringTableDataSource: NSObject, UITableViewDataSource {
    var rows: [String]
    var configure: (UITableViewCell, String) -> Void
    var cellType: UITableViewCell.Type = UITableViewCell.self

    init(rows: [String], configure: @escaping (UITableViewCell, String) -> Void) {
        self.rows = rows
        self.configure = configure
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        configure(cell, rows[indexPath.row])
        return cell
    }
}

/// A table of 320 by 480 points with the data source's rows, self-sizing, laid out.
@MainActor
func configuredTable(
    _ dataSource: ConfiguringTableDataSource, cellClass: AnyClass = UITableViewCell.self
) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(cellClass, forCellReuseIdentifier: "Cell")
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    table.dataSource = dataSource
    table.layoutIfNeeded()
    return table
}

/// A collection data source over one section of strings that lets the test configure each cell.
@MainActor
final class ConfiguringCollectionDataSource: NSObject, UICollectionViewDataSource {
    var items: [String]
    var cell: (UICollectionView, IndexPath, String) -> UICollectionViewCell

    init(items: [String], cell: @escaping (UICollectionView, IndexPath, String) -> UICollectionViewCell) {
        self.items = items
        self.cell = cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        cell(collectionView, indexPath, items[indexPath.item])
    }
}

/// A collection view of 320 by 480 points with a flow layout of full-width 44-point rows.
@MainActor
func listLikeCollectionView(_ dataSource: ConfiguringCollectionDataSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collection.dataSource = dataSource
    return collection
}
#endif
