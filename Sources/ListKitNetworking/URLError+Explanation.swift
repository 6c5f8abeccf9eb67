import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLError {
    /// What went wrong, in words, with the code: `could not connect to the server (URLError -1004)`.
    ///
    /// Linux's Foundation describes most codes only as `The operation could not be completed. (NSURLErrorDomain
    /// error -1004.)`, so the common codes have words of their own here; any other code keeps the system's text.
    /// `progress` tells a body cut short from other failures.
    func explanation(progress: APIError.ResponseProgress, redaction: Redaction) -> String {
        let words: String? =
            switch code {
            case .cannotConnectToHost: "could not connect to the server"
            case .cannotFindHost: "could not find the server's host name"
            case .dnsLookupFailed: "the host name lookup failed"
            case .notConnectedToInternet: "the device is not connected to a network"
            case .networkConnectionLost: "the connection was lost"
            case .timedOut: "no data arrived in time"
            case .badServerResponse:
                progress.headersArrived
                    ? "the server's response is not valid HTTP"
                    : "the server closed the connection without sending a valid HTTP response"
            case .cannotParseResponse: "the response could not be parsed"
            case .zeroByteResource: "the response has no body"
            case .cannotDecodeRawData, .cannotDecodeContentData: "the body's content encoding could not be decoded"
            case .secureConnectionFailed: "the secure connection (TLS) failed"
            case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
                .serverCertificateNotYetValid:
                "the server's TLS certificate is not trusted"
            case .clientCertificateRejected, .clientCertificateRequired:
                "the server asked for a client certificate it did not accept"
            case .httpTooManyRedirects: "the server redirected too many times"
            case .redirectToNonExistentLocation: "the server redirected to a location that does not exist"
            case .userAuthenticationRequired: "the server requires authentication"
            case .userCancelledAuthentication: "authentication was cancelled"
            case .unsupportedURL: "the URL's scheme is not supported"
            case .badURL: "the URL is not valid"
            case .resourceUnavailable: "the resource is not available"
            case .dataLengthExceedsMaximum: "the body is longer than the system allows"
            case .appTransportSecurityRequiresSecureConnection: "App Transport Security requires HTTPS for this host"
            case .dataNotAllowed, .internationalRoamingOff, .callIsActive:
                "the network cannot be used now (cellular data off, roaming, or a call)"
            default:
                if progress.headersArrived, let expected = progress.expectedBodyBytes,
                    progress.receivedBodyBytes < expected
                {
                    "the connection closed before the body was complete"
                } else {
                    nil
                }
            }
        let text = words ?? BodyText.printable(redaction.scrub(localizedDescription))
        return "\(text) (URLError \(code.rawValue))"
    }
}
