import ListKit
import ListKitTestSupport
import ListKitUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// Transitions the table fuzz (AdapterFuzzTests) found wrong, each kept as it was reduced, in the fuzz's notation
/// (TableFuzzNotation.swift): a fresh plain table with a ``TableViewAdapter`` applies `from`, is scrolled, and applies
/// `to`; then it must show `to`, with a cell for exactly the rows whose frames meet its bounds.
@MainActor
@Suite("TableViewAdapter fuzz regressions", .timeLimit(.minutes(10)))
struct TableViewAdapterFuzzRegressionTests {
    init() { failOnInconsistency() }

    /// Issue 27. Scrolled to 322 points, the table shows S5's rows from T8.2@60 on; B16.1@90, above it, is off
    /// screen. The update moves T8.2 before B16.1, which now has an automatic height and keeps its 90 points (a moved
    /// row keeps its height) until it is measured: it starts at 310, above the top, and its cell measures 44 points.
    /// The offset moves up by the 46 points it lost, so that what is on screen stays where it is, and T8.2 (250..<310)
    /// comes back into the bounds, above the row where the layout had started: it had no cell, and the invariant
    /// check stopped a debug build.
    @Test("Issue 27: a row above the top measured shorter brings the row before it on screen, and it gets its cell")
    func measuredRowAboveTheTopRevealsTheRowBefore() async {
        await expectTransitionShowsTarget(
            from: """
                S2("H2")[B9.2, T11.0@90], S5("H0")[B16.1@90, T8.2@60, S26.2@90, T6.2, L3.1, S22.1@90, B8.0@44, \
                S6.1], S4[S3.2@60], S7("H0")[], S6("H2")[L11.0, T4.0@30, L13.0, L5.0@30]
                """,
            scrolledTo: 322,
            to: """
                S2("H2")[S3.2@60, B9.2, T11.0@90], S5("H0")[T8.2@60, B16.1, B2.0@30, L26.2@90, T6.2, L3.1, \
                S22.1@90, B8.0@44, T12.2@30, L24.1], S4[S15.1, B14.2], S6("H2")[L11.0, S7.0@44, T4.0@30, L13.0, \
                L5.0@30], S0[L27.1@90, S6.1]
                """)
    }

    /// Found by the widened fuzz (seed 1001, step 207). Measuring the first row, above the top, moved the offset to
    /// 95.33333333333334; the layout moved its bottom by the same change, to 495.3333333333333, where the offset plus
    /// the height is 495.33333333333337: the row starting at 495.3333333333333 was in the bounds but got no cell.
    @Test("Seed 1001 step 207: after a measurement moves the offset, the row starting right above the bottom is shown")
    func seed1001RowRightAboveTheBottomIsShown() async {
        await expectTransitionShowsTarget(
            from: """
                S1114("Header 0")[L35.2@90, T43.0@60, T23.1@90, T13.0], S1113("Header 2")[T4.1, T1.2@44, S28.0, \
                T44.0@30], S1111[T2.2, B4.3, T5.2@30]
                """,
            scrolledTo: 56,
            to: """
                S1114("Header 0")[B4.5, T43.0@60, L35.2@90, S42.1@30, T13.0], S1113("Header 2")[T4.1, T40.1, \
                T1.2@44, S28.1@30, T5.0@44], S1111[T2.2, T5.2@30]
                """)
    }

    /// Found by the widened fuzz (seed 1065, step 109). Scrolled to 513.3333333333333, the frame of S1066's row 1 ends
    /// at 513.3333333333333 too, so it does not intersect the bounds; but the search for the first row on screen works
    /// in RowHeightBlocks' exact units, where the row ends at 513⅓, below the top: the row got a cell, and
    /// `indexPathsForVisibleRows` disagreed with `rectForRow(at:)`.
    @Test("Seed 1065 step 109: a row whose frame ends exactly at the top is not shown")
    func seed1065RowEndingAtTheTopIsNotShown() async {
        await expectTransitionShowsTarget(
            from: """
                S1071[L3.1, T32.0@90, L48.1@60], S1070[T5.1, L3.0, L15.0@44], S1066("Header 2")[B16.2, L37.2, \
                L33.3@90, B4.1, T29.2@44, B40.1, S21.3], S1068[S0.1, S0.1@30, L25.3, L5.4, T13.0]
                """,
            scrolledTo: 513.3333333333333,
            to: """
                S1067[B4.2@60, B6.4], S1071[L15.1, L25.3, L3.1, T32.0@90, L48.1@60], S1066[B16.2, L37.2, B12.2@30, \
                L5.4, L29.4@30, L24.2, B40.1, T37.1@90, S21.3], S1068[S0.1, S0.1@30]
                """)
    }
}

/// Applies `from` to a fresh 320 × 400 plain table through a ``TableViewAdapter`` (``FuzzedHeaderTable``, the fuzz's
/// table), scrolls it to `offset` and lays it out, applies `to`, and checks that the table shows `to` as the fuzz checks
/// it (``FuzzedTable/mismatch(_:)``): its counts, a cell of the right type and model for every visible row, and a cell
/// for exactly the rows whose frames intersect the bounds.
@MainActor
func expectTransitionShowsTarget(
    from: String, scrolledTo offset: CGFloat, to: String, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let table = FuzzedHeaderTable(backgroundDiffs: false)
    table.apply(fuzzSnapshot(from, sourceLocation: sourceLocation))
    await table.settled()
    table.scroll(toOffset: offset)
    let target = fuzzSnapshot(to, sourceLocation: sourceLocation)
    table.apply(target)
    await table.settled()
    if let problem = table.mismatch(target) {
        Issue.record("\(problem)", sourceLocation: sourceLocation)
    }
}
