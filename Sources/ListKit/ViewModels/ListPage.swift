/// One page of a list that loads in pages: its items, the cursor that loads the page after it and, for a list that
/// also grows at the top, the cursor that loads the page before it.
///
/// A ``PagedListViewModel``'s loader returns one for each cursor it is given: `nil` for the first page, then each
/// page's ``nextCursor`` (as the user nears the end) or ``previousCursor`` (as the user nears the start). The cursor is
/// whatever the server pages by: a page number, an offset, a token.
///
/// ```swift
/// loadPage: { cursor in
///     let response = try await client.get(ContactsPage.self, from: "contacts?page=\(cursor ?? 1)")
///     return ListPage(items: response.contacts, nextCursor: response.hasMore ? (cursor ?? 1) + 1 : nil)
/// }
/// ```
public struct ListPage<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
    /// The page's items, in the order they are shown after those of the pages before.
    public var items: [Item]

    /// The cursor of the next page, or `nil` when this is the last page.
    public var nextCursor: Cursor?

    /// The cursor of the page before this one (older messages in a chat), or `nil` when none comes before it. Read for
    /// the first page and for the pages loaded before it; a page loaded after the first has its place already.
    public var previousCursor: Cursor?

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - items: The page's items.
    ///   - nextCursor: The cursor of the next page, or `nil` for the last page.
    ///   - previousCursor: The cursor of the page before it, or `nil` (the default) when none comes before it.
    public init(items: [Item], nextCursor: Cursor?, previousCursor: Cursor? = nil) {
        self.items = items
        self.nextCursor = nextCursor
        self.previousCursor = previousCursor
    }
}

/// The content of a ``PagedListViewModel``: the items of the pages loaded so far, and where the next page starts.
struct PagedContent<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
    /// The items of every page loaded, in order.
    var items: [Item]
    /// The cursor of the next page, or `nil` once the last page is loaded.
    var nextCursor: Cursor?
    /// The cursor of the page before the first one loaded, or `nil` once none comes before.
    var previousCursor: Cursor?
    /// The cursors of the pages other than the first that were loaded, either way: a cursor among them would load a
    /// page twice.
    var loadedCursors: Set<Cursor> = []

    /// The content of the first page alone.
    init(firstPage: ListPage<Item, Cursor>) {
        items = firstPage.items
        nextCursor = firstPage.nextCursor
        previousCursor = firstPage.previousCursor
    }

    /// Puts `page`, loaded with `cursor`, before the items.
    ///
    /// - Complexity: O(`items.count` + `page.items.count`).
    mutating func prepend(_ page: ListPage<Item, Cursor>, loadedWith cursor: Cursor) {
        items = page.items + items
        previousCursor = page.previousCursor
        loadedCursors.insert(cursor)
    }

    /// Appends `page`, loaded with `cursor`.
    ///
    /// - Complexity: O(`page.items.count`), amortized.
    mutating func append(_ page: ListPage<Item, Cursor>, loadedWith cursor: Cursor) {
        items += page.items
        nextCursor = page.nextCursor
        loadedCursors.insert(cursor)
    }
}
