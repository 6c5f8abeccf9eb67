#if !canImport(UIKit)
import Foundation
import HeadlessUIKit
import Testing

// Background configurations and header-footer views' configurations, from Apple's documentation:
// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct (the list factories, and
// `updated(for:)`: "Returns a copy of the configuration updated for the specified state"),
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration and
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/configurationupdatehandler-swift.property.
// The colours are HeadlessUIKit's stated choices (UIBackgroundConfiguration's notes): UIKit documents none.
@MainActor
@Suite("Background configurations and header-footer configurations", .timeLimit(.minutes(10)))
struct BackgroundAndHeaderConfigurationTests {
    @Test("Each list background rests in its colour and lights up for a selected or highlighted cell as UIKit's")
    func listBackgroundsFollowTheCellState() {
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        var highlighted = UICellConfigurationState(traitCollection: UITraitCollection())
        highlighted.isHighlighted = true
        let resting = UICellConfigurationState(traitCollection: UITraitCollection())
        let cases: [(UIBackgroundConfiguration, UIColor?, UIColor?)] = [
            (.listPlainCell(), .systemBackground, .systemGray4),
            (.listGroupedCell(), .secondarySystemGroupedBackground, .systemGray4),
            (.listSidebarCell(), .clear, .systemBlue),
            (.listAccompaniedSidebarCell(), .clear, .systemBlue),
            (.listPlainHeaderFooter(), .clear, .clear),
            (.listGroupedHeaderFooter(), .clear, .clear),
            (.listSidebarHeader(), .clear, .clear),
            (.clear(), .clear, .clear),
        ]
        for (configuration, rest, lit) in cases {
            #expect(configuration.backgroundColor == rest)
            #expect(configuration.updated(for: selected).backgroundColor == lit)
            #expect(configuration.updated(for: highlighted).backgroundColor == lit)
            #expect(configuration.updated(for: selected).updated(for: resting).backgroundColor == rest)
        }
    }

    @Test("A colour the app sets is kept in every state, and the resolved colours go through the transformers")
    func appColoursAreKept() {
        var configuration = UIBackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = .systemRed
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(configuration.updated(for: selected).backgroundColor == .systemRed)

        var tinted = UIBackgroundConfiguration.clear()
        tinted.backgroundColor = nil
        #expect(tinted.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)
        tinted.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .systemOrange }
        #expect(tinted.resolvedBackgroundColor(for: .systemGreen) == .systemOrange)
        #expect(tinted.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
        tinted.strokeColor = .systemPurple
        #expect(tinted.resolvedStrokeColor(for: .systemGreen) == .systemPurple)
    }

    @Test("A header-footer view shows its content configuration, keeps its background, and runs its update handler")
    func headerFooterConfiguration() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = header.defaultContentConfiguration()
        #expect(content == UIListContentConfiguration.plainHeader())
        content.text = "Favourites"
        header.contentConfiguration = content
        let shown = try #require(header.contentView as? UIListContentView)
        #expect((shown.configuration as? UIListContentConfiguration)?.text == "Favourites")
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Favourites")

        header.backgroundConfiguration = .listGroupedHeaderFooter()
        #expect(header.backgroundConfiguration?.backgroundColor == .clear)

        var states: [UIViewConfigurationState] = []
        header.configurationUpdateHandler = { _, state in states.append(state) }
        #expect(header.configurationUpdateHandler != nil)
        header.layoutIfNeeded()
        #expect(states.count == 1)
        header.layoutIfNeeded()
        #expect(states.count == 1)
        header.setNeedsUpdateConfiguration()
        header.layoutIfNeeded()
        #expect(states.count == 2)

        header.contentConfiguration = nil
        #expect(!(header.contentView is UIListContentView))
    }

    @Test("In a grouped table a header's default content configuration is the grouped header's")
    func groupedHeaderDefault() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        table.addSubview(header)
        #expect(header.defaultContentConfiguration() == UIListContentConfiguration.groupedHeader())
    }

    @Test("A selected table cell's list background lights up and its update handler sees the selection")
    func tableCellBackgroundFollowsSelection() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.backgroundConfiguration = .listPlainCell()
        var selections: [Bool] = []
        cell.configurationUpdateHandler = { _, state in selections.append(state.isSelected) }
        cell.layoutIfNeeded()
        #expect(selections == [false])
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(selections == [false, true])
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        #expect(cell.configurationUpdateHandler != nil)
    }
}
#endif
