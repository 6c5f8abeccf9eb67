extension Feed {
    /// A complete feed document: every section has content.
    public static let sampleJSON = """
        {
          "name": "Tram Ho",
          "about": "iOS developer in Hanoi. Writes about table views, MVVM and clean architecture.",
          "friends": [
            { "id": 1, "name": "Lan Nguyen", "imageName": "friend-lan" },
            { "id": 2, "name": "Minh Tran", "imageName": "friend-minh" },
            { "id": 3, "name": "Hoa Pham", "imageName": "friend-hoa" }
          ],
          "attributes": [
            { "key": "Location", "value": "Hanoi, Vietnam" },
            { "key": "Job", "value": "iOS Engineer" },
            { "key": "Joined", "value": "March 2021" }
          ],
          "email": "tram.ho@example.com",
          "bio": "Lorem Ipsum is simply dummy text of the printing and typesetting industry. Lorem Ipsum has been the \
        industry's standard dummy text ever since the 1500s, when an unknown printer took a galley of type and \
        scrambled it to make a type specimen book. It has survived not only five centuries, but also the leap into \
        electronic typesetting, remaining essentially unchanged."
        }
        """

    /// A feed document whose optional parts are empty or missing: no friends, no attributes, no email. A screen
    /// shows only the sections that have rows.
    public static let sparseSampleJSON = """
        {
          "name": "New User",
          "about": "Just joined.",
          "friends": [],
          "attributes": [],
          "bio": "Nothing to tell yet."
        }
        """
}
