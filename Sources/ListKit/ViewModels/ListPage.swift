/// One page of a list that loads in pages: its items, and the cursor that loads the page after it.
///
/// A ``PagedListViewModel``'s loader returns one for each cursor it is given: `nil` for the first page, then each
/// page's ``nextCursor``. The cursor is whatever the server pages by: a page number, an offset, a token.
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

    /// Creates a page.
    ///
    /// - Parameters:
    ///   - items: The page's items.
    ///   - nextCursor: The cursor of the next page, or `nil` for the last page.
    public init(items: [Item], nextCursor: Cursor?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

/// The content of a ``PagedListViewModel``: the items of the pages loaded so far, and where the next page starts.
struct PagedContent<Item: Sendable, Cursor: Hashable & Sendable>: Sendable {
    /// The items of every page loaded, in order.
    var items: [Item]
    /// The cursor of the next page, or `nil` once the last page is loaded.
    var nextCursor: Cursor?
    /// The cursors of the pages after the first that were loaded: a next cursor among them would load a page twice.
    var loadedCursors: Set<Cursor> = []

    /// The content of the first page alone.
    init(firstPage: ListPage<Item, Cursor>) {
        items = firstPage.items
        nextCursor = firstPage.nextCursor
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
