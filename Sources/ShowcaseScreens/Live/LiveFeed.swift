/// The live screen's data: a market board that changes on every tick, made by a seeded generator so that a seed gives
/// the same boards in the same order.
///
/// Each ``advance()`` reprices two or three quotes (which moves them within their section, or across sections when
/// the sign of their change flips, and changes their content), and may list a new symbol (an insert) and delist one
/// (a delete). The board keeps between ``minimumCount`` and ``maximumCount`` quotes.
struct LiveFeed: Equatable, Sendable {
    /// The symbols that can be listed, in the order they are first listed.
    static let symbols = [
        "ACME", "BOLT", "CRUX", "DYNA", "EMBR", "FLUX", "GRID", "HALO", "IONS", "JADE", "KILN", "LUMA", "MESA",
        "NOVA", "ORBT", "PYRE", "QUIL", "RIFT",
    ]
    /// The fewest quotes on the board.
    static let minimumCount = 7
    /// The most quotes on the board.
    static let maximumCount = 11

    /// The quotes listed, in the order they were listed.
    private(set) var quotes: [Quote] = []
    /// How many ticks the board has made.
    private(set) var tick = 0
    private var random: LiveRandom
    /// Where ``list()`` looks for the next symbol in ``symbols``.
    private var nextSymbol = 0

    /// Creates the board of `seed` with nine quotes.
    init(seed: UInt64) {
        random = LiveRandom(seed: seed)
        for _ in 0..<9 { list() }
    }

    /// The quotes by trend, in the order the board shows them: rising (largest gain first), unchanged (by symbol),
    /// falling (largest loss first). A trend with no quote has an empty list.
    ///
    /// - Complexity: O(n log n), n the quotes.
    var sections: [(trend: Quote.Trend, quotes: [Quote])] {
        Quote.Trend.allCases.map { trend in
            let quotes = self.quotes.filter { $0.trend == trend }.sorted { left, right in
                abs(left.change) != abs(right.change) ? abs(left.change) > abs(right.change) : left.id < right.id
            }
            return (trend, quotes)
        }
    }

    /// Makes one tick: reprices two or three quotes, and maybe lists one and delists one.
    mutating func advance() {
        tick += 1
        let repriced = Int.random(in: 2...3, using: &random)
        for index in quotes.indices.shuffled(using: &random).prefix(repriced) {
            var step = 0
            while step == 0 { step = Int.random(in: -4...4, using: &random) }
            quotes[index].change = max(-900, min(900, quotes[index].change + step * 25))
        }
        // Listing first: a symbol delisted now cannot come back in the same tick (that would be an update).
        let lists = quotes.count < Self.maximumCount && Int.random(in: 0..<10, using: &random) < 4
        if lists { list() }
        if quotes.count > Self.minimumCount, Int.random(in: 0..<10, using: &random) < 4 {
            // Not the quote just listed.
            quotes.remove(at: Int.random(in: 0..<(quotes.count - (lists ? 1 : 0)), using: &random))
        }
    }

    /// Lists the next symbol not on the board, going round ``symbols``, at a random change.
    private mutating func list() {
        let listed = Set(quotes.map(\.id))
        let order = Self.symbols[nextSymbol...] + Self.symbols[..<nextSymbol]
        guard let symbol = order.first(where: { !listed.contains($0) }),
            let position = Self.symbols.firstIndex(of: symbol)
        else { return }
        nextSymbol = (position + 1) % Self.symbols.count
        let open = Int.random(in: 1_500...40_000, using: &random)
        let change = Int.random(in: -8...8, using: &random) * 25
        quotes.append(Quote(id: symbol, openingPrice: open, change: change))
    }
}
