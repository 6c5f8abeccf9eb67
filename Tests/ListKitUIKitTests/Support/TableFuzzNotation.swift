import Foundation
import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// The rows and the one-line notation of the table fuzz (AdapterFuzzTests) and of the regressions it found
// (TableViewAdapterFuzzRegressionTests): four standard cell types, each showing its model in `textLabel`, so that
// automatic heights are measured from real content.
//
// Notation: a snapshot is its sections separated by ", ", each `S<id>` with `("title")` for a header title, then
// `[rows]`; a row is `<cell type><id>.<content>`, with `@<points>` for a fixed height (none: automatic). For example
// `S2("H2")[B9.2, T11.0@90], S4[S3.2@60]`.

/// A standard cell that shows a `TestItem` in its `textLabel`, which wraps: the fuzz's cells size themselves from that
/// text, one line for most models (44 points) and two to four for a content of 3 modulo 4.
class FuzzLabelCell: UITableViewCell {
    private(set) var item: TestItem?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `model` as `id.content`, followed by words that wrap when `content % 4 == 3`.
    func show(_ model: TestItem) {
        item = model
        var text = "\(model.id).\(model.content)"
        if model.content % 4 == 3 {
            text += String(repeating: " abcde", count: 6 * (1 + model.id % 3))
        }
        textLabel?.text = text
    }
}

/// The fuzz's cell type `T`.
final class FuzzCellT: FuzzLabelCell, ConfigurableCell {
    func configure(with model: TestItem) { show(model) }
}

/// The fuzz's cell type `B`.
final class FuzzCellB: FuzzLabelCell, ConfigurableCell {
    func configure(with model: TestItem) { show(model) }
}

/// The fuzz's cell type `S`.
final class FuzzCellS: FuzzLabelCell, ConfigurableCell {
    func configure(with model: TestItem) { show(model) }
}

/// The fuzz's cell type `L`.
final class FuzzCellL: FuzzLabelCell, ConfigurableCell {
    func configure(with model: TestItem) { show(model) }
}

/// The fuzz's four cell types and their letters in the notation.
enum FuzzCellKind: Int, CaseIterable {
    case t, b, s, l

    /// The kind's letter.
    var letter: Character {
        switch self {
        case .t: "T"
        case .b: "B"
        case .s: "S"
        case .l: "L"
        }
    }

    /// The kind of a row's cell type, `nil` for a type not of the fuzz.
    init?(cellType: AnyClass) {
        let type = ObjectIdentifier(cellType)
        guard let kind = Self.allCases.first(where: { ObjectIdentifier($0.cellType) == type }) else { return nil }
        self = kind
    }

    /// The kind written `letter`.
    init?(letter: Character) {
        guard let kind = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = kind
    }

    /// The cell type.
    var cellType: AnyClass {
        switch self {
        case .t: FuzzCellT.self
        case .b: FuzzCellB.self
        case .s: FuzzCellS.self
        case .l: FuzzCellL.self
        }
    }

    /// The row of `item` in this kind's cell, with a fixed `height` or (`nil`) an automatic one.
    func row(_ item: TestItem, height: CGFloat?) -> AnyRow {
        switch (self, height) {
        case (.t, nil): AnyRow(Row<FuzzCellT>(item))
        case (.b, nil): AnyRow(Row<FuzzCellB>(item))
        case (.s, nil): AnyRow(Row<FuzzCellS>(item))
        case (.l, nil): AnyRow(Row<FuzzCellL>(item))
        case (.t, let points?): AnyRow(Row<FuzzCellT>(item).height(points))
        case (.b, let points?): AnyRow(Row<FuzzCellB>(item).height(points))
        case (.s, let points?): AnyRow(Row<FuzzCellS>(item).height(points))
        case (.l, let points?): AnyRow(Row<FuzzCellL>(item).height(points))
        }
    }
}

/// The snapshot written in the fuzz's notation (see the top of this file); a malformed text records an issue.
func fuzzSnapshot(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ListSnapshot {
    var sections: [Section] = []
    var rest = Substring(text)
    func fail(_ why: String) -> ListSnapshot {
        Issue.record("Bad snapshot notation (\(why)) at: \(rest)", sourceLocation: sourceLocation)
        return ListSnapshot(sections: sections)
    }
    while true {
        rest = rest.drop { $0 == " " || $0 == "," }
        guard !rest.isEmpty else { break }
        guard rest.first == "S", let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]") else {
            return fail("a section is S<id>[rows]")
        }
        var head = rest[rest.index(after: rest.startIndex)..<open]
        var header: String?
        if let quote = head.firstIndex(of: "(") {
            header = head[quote...].trimmingCharacters(in: CharacterSet(charactersIn: "()\""))
            head = head[..<quote]
        }
        guard let id = Int(head) else { return fail("section id") }
        var rows: [AnyRow] = []
        for token in rest[rest.index(after: open)..<close].split(separator: ",") {
            let token = token.trimmingCharacters(in: .whitespaces)
            guard let letter = token.first, let kind = FuzzCellKind(letter: letter) else { return fail("cell type") }
            let parts = token.dropFirst().split(separator: "@")
            let numbers = parts.first?.split(separator: ".") ?? []
            guard numbers.count == 2, let rowID = Int(numbers[0]), let content = Int(numbers[1]) else {
                return fail("row \(token)")
            }
            var height: CGFloat?
            if parts.count == 2 {
                guard let points = Double(parts[1]) else { return fail("height of \(token)") }
                height = CGFloat(points)
            }
            rows.append(kind.row(TestItem(id: rowID, content: content), height: height))
        }
        sections.append(Section(id, header: header, rows: rows))
        rest = rest[rest.index(after: close)...]
    }
    return ListSnapshot(sections: sections)
}

/// The snapshot in the fuzz's notation, every section (empty ones too) included.
func fuzzNotation(_ snapshot: ListSnapshot) -> String {
    snapshot.allSections.map { section in
        let rows = section.rows.map { row in
            let kind = FuzzCellKind(cellType: row.cellType).map { String($0.letter) } ?? "\(row.cellType)"
            let item = row.model(as: TestItem.self).map { "\($0.id).\($0.content)" } ?? "?"
            let height = row.height.map { "@\(fuzzNumber($0.points(atWidth: 320)))" } ?? ""
            return kind + item + height
        }
        let header = section.header.map { "(\"\($0)\")" } ?? ""
        return "S\(section.id)\(header)[\(rows.joined(separator: ", "))]"
    }.joined(separator: ", ")
}

/// A number without a fraction when it has none.
private func fuzzNumber(_ value: CGFloat) -> String {
    value == value.rounded() ? "\(Int(value))" : "\(value)"
}
