/// A stock on the live screen's board: its symbol (its identity), its opening price and how far it moved since.
struct Quote: Identifiable, Hashable, Sendable {
    /// Which section a quote is in: by the sign of its change.
    enum Trend: String, CaseIterable, Sendable {
        case rising = "Rising"
        case unchanged = "Unchanged"
        case falling = "Falling"
    }

    /// The ticker symbol.
    let id: String
    /// The opening price, in cents.
    let openingPrice: Int
    /// The change since the open, in hundredths of a percent (basis points).
    var change: Int

    /// The price now, in cents.
    var price: Int {
        openingPrice * (10_000 + change) / 10_000
    }

    /// The section the quote belongs in.
    var trend: Trend {
        change > 0 ? .rising : change < 0 ? .falling : .unchanged
    }

    /// The price as text: `102.40`.
    var priceText: String {
        "\(price / 100)." + twoDigits(price % 100)
    }

    /// The change as text with its sign: `+1.25%`, `-0.50%`, `0.00%`.
    var changeText: String {
        let sign = change > 0 ? "+" : change < 0 ? "-" : ""
        let size = abs(change)
        return sign + "\(size / 100)." + twoDigits(size % 100) + "%"
    }

    private func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
