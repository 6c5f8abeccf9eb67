import Foundation
import ListKitNetworking
import ShowcaseFeed

/// The feed document the showcase loads by default: `Feed.sampleJSON`, written to a file in a temporary directory
/// so that `swift run showcase` works from a clean clone without bundle resources.
public enum SampleFeedFile {
    /// Writes the sample feed to `directory` (a fresh temporary directory by default) and returns its `file://` URL.
    ///
    /// - Parameter directory: Where to write `feed.json`.
    /// - Returns: The file's URL.
    /// - Throws: The file system's error when the file cannot be written.
    public static func write(
        in directory: URL = FileManager.default.temporaryDirectory
            .appendingPathComponent("listkit-showcase-\(ProcessInfo.processInfo.processIdentifier)")
    ) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("feed.json")
        try Data(Feed.sampleJSON.utf8).write(to: url)
        return url
    }
}
