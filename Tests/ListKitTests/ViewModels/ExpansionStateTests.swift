import ListKit
import Testing

@Suite("ExpansionState", .timeLimit(.minutes(10)))
struct ExpansionStateTests {
    @Test("toggle expands, then collapses; ids of different types do not collide")
    func toggleExpandsThenCollapses() {
        var state = ExpansionState()
        state.toggle("bio")
        state.toggle(1)
        #expect(state.isExpanded("bio"))
        #expect(state.isExpanded(1))
        #expect(!state.isExpanded("1"))
        #expect(state.count == 2)
        state.toggle("bio")
        #expect(!state.isExpanded("bio"))
        state.collapseAll()
        #expect(state.count == 0)
    }

    @Test("Without multiple expansion, expanding one row collapses the others")
    func whenSingleExpansionExpandCollapsesOthers() {
        var state = ExpansionState(allowsMultipleExpanded: false)
        state.expand(1)
        state.expand(2)
        #expect(!state.isExpanded(1))
        #expect(state.isExpanded(2))
        var expected = ExpansionState(allowsMultipleExpanded: false)
        expected.expand(2)
        #expect(state == expected)
    }
}
