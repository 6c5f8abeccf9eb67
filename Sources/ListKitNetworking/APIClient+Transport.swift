import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// A body and what the response said about it.
    struct Body: Sendable {
        /// The bytes.
        var data: Data
        /// The response's `Content-Type`; `nil` for a file, or when the server sent none.
        var contentType: String?
        /// Whether the body came from a file.
        var isFile = false

        /// `The body (Content-Type: text/html, 1,234 bytes): <!DOCTYPE html>…`, or `The body is empty (…).`: for a
        /// decoding error at the top level.
        var notJSONSentence: String {
            let type =
                isFile
                ? "a file"
                : contentType.map { "Content-Type: " + String(BodyText.printable($0).prefix(100)) } ?? "no Content-Type"
            if data.isEmpty {
                return "The body is empty (\(type))."
            }
            return "The body (\(type), \(BodyText.count(data.count)) bytes): "
                + BodyText.snippet(of: data)
        }
    }

    /// Loads `url`: reads a file URL directly, requests anything else and checks the status.
    ///
    /// - Parameters:
    ///   - url: The URL, made from `path` by ``url(for:)``.
    ///   - path: The path `url` was made from, for a rejection.
    /// - Returns: The body, with its content type.
    /// - Throws: An ``APIError`` other than ``APIError/decoding(codingPath:description:url:)``.
    func body(from url: URL, path: String) async throws(APIError) -> Body {
        if Task.isCancelled {
            throw .cancelled(url: url)
        }
        if url.isFileURL {
            return try readFile(at: url, path: path)
        }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let idleTimeout = session.configuration.timeoutIntervalForRequest
        request.timeoutInterval = idleTimeout
        let limits = ExchangeLimits(maximumBodySize: maximumBodySize.map { max(0, $0) }, overallTimeout: overallTimeout)
        switch await exchanges.run(request, limits: limits) {
        case .response(let head, let data, let isCut):
            if let code = head.statusCode, head.isError {
                throw .httpStatus(code: code, url: url, bodySnippet: BodyText.snippet(of: data, isCut: isCut))
            }
            return Body(data: data, contentType: head.contentType)
        case .failed(let error as URLError, let progress) where error.code == .timedOut:
            throw .timedOut(.idle(seconds: idleTimeout), url: url, progress: progress)
        case .failed(let error as URLError, _) where error.code == .cancelled:
            throw .cancelled(url: url)
        case .failed(let error, let progress):
            throw .transport(underlying: error, url: url, progress: progress)
        case .tooLarge(let progress):
            throw .bodyTooLarge(limit: limits.maximumBodySize ?? 0, url: url, progress: progress)
        case .overallTimeout(let progress):
            throw .timedOut(.overall(seconds: overallTimeout ?? 0), url: url, progress: progress)
        case .cancelled:
            throw .cancelled(url: url)
        }
    }

    /// The size of one read from a file.
    private static let fileChunkSize = 64 * 1024

    /// Reads a file URL (URLSession on Linux does not load them), in chunks, up to the size limit; a file reached
    /// through a symbolic link that leads out of the base directory is rejected.
    private func readFile(at url: URL, path: String) throws(APIError) -> Body {
        guard isInsideBaseDirectory(url) else {
            throw .invalidURL(
                path: path, baseURL: baseURL,
                reason: "it leads through a symbolic link out of the base directory \(baseURL.path)")
        }
        let limit = maximumBodySize.map { max(0, $0) }
        let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize
        if let limit, let size, size > limit {
            throw .bodyTooLarge(limit: limit, url: url, progress: APIError.ResponseProgress(expectedBodyBytes: size))
        }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw .transport(underlying: error, url: url, progress: APIError.ResponseProgress())
        }
        defer { try? handle.close() }
        var data = Data()
        while true {
            let chunk: Data
            do {
                chunk = try Self.readChunk(from: handle)
            } catch {
                throw .transport(underlying: error, url: url, progress: APIError.ResponseProgress())
            }
            if chunk.isEmpty { break }
            if let limit, data.count + chunk.count > limit {
                throw .bodyTooLarge(
                    limit: limit, url: url,
                    progress: APIError.ResponseProgress(receivedBodyBytes: data.count + chunk.count))
            }
            data.append(chunk)
        }
        return Body(data: data, contentType: nil, isFile: true)
    }

    private static func readChunk(from handle: FileHandle) throws -> Data {
        if #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) {
            return try handle.read(upToCount: fileChunkSize) ?? Data()
        }
        return handle.readData(ofLength: fileChunkSize)
    }

    /// Whether `url`, with every symbolic link resolved, is inside the base directory (resolved too).
    private func isInsideBaseDirectory(_ url: URL) -> Bool {
        let directory = baseURL.resolvingSymlinksInPath().standardizedFileURL.path
        let target = url.resolvingSymlinksInPath().standardizedFileURL.path
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return target == directory || target.hasPrefix(prefix)
    }
}

extension DecodingError {
    /// Whether decoding failed on the data as a whole: not JSON at all, or malformed.
    var isTopLevelCorruption: Bool {
        if case .dataCorrupted(let context) = self { return context.codingPath.isEmpty }
        return false
    }
}
