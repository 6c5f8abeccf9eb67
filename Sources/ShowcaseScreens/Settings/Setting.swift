/// A setting that is on or off, shown with a switch.
struct Setting: Identifiable, Hashable, Sendable {
    let id: String
    let title: String
    var isOn: Bool
}

/// A line of text the user edits, shown in full however many lines it takes (the signature).
struct Note: Identifiable, Hashable, Sendable {
    let id: String
    let title: String
    var text: String
}
