extension ListSnapshot {
    /// Checks that ``sections`` is exactly ``allSections`` less the hidden empty ones. Compiled only with
    /// `LISTKIT_INTERNAL_CHECKS` (debug builds; see Package.swift), so it costs nothing in release.
    func _checkInvariants() {
        #if LISTKIT_INTERNAL_CHECKS
        let expected = hidesEmptySections ? allSections.filter { !$0.rows.isEmpty } : allSections
        precondition(
            expected.map(\.id) == sections.map(\.id),
            "Visible sections \(sections.map(\.id)) do not match the sections \(expected.map(\.id))"
        )
        #endif
    }
}
