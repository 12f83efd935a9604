import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request whose body is read to at most `limit` bytes and whose redirects stay in their
/// scheme: an endless body stops at the limit, a `Content-Length` over it is refused before a byte
/// is read, and a redirect from `https:` to `http:` (or the other way) is not followed.
final class LimitedTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// What the request came to.
    struct Answer: Sendable {
        var data: Data
        var response: HTTPURLResponse?
        var error: Error?
        /// The body was longer than the limit (and is not in `data`).
        var isOverLimit: Bool
        /// Where a redirect to another scheme would have led.
        var refusedRedirect: URL?
    }

    private let limit: Int
    private let lock = NSLock()
    private var data = Data()
    private var isOverLimit = false
    private var refusedRedirect: URL?
    private var finish: ((Answer) -> Void)?

    private init(limit: Int) {
        self.limit = limit
    }

    /// Sends `request` with `configuration` (the app's session's), reading at most `limit` bytes.
    static func answer(to request: URLRequest, configuration: URLSessionConfiguration, limit: Int) async -> Answer {
        let transfer = LimitedTransfer(limit: limit)
        // The request's own timeout waits for each byte; this bounds the whole answer, so a server
        // that trickles cannot keep a fetch (which later loads join) alive for ever.
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? .ephemeral
        configuration.timeoutIntervalForResource = min(configuration.timeoutIntervalForResource, 120)
        return await withCheckedContinuation { continuation in
            transfer.finish = { continuation.resume(returning: $0) }
            let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
            session.dataTask(with: request).resume()
            session.finishTasksAndInvalidate()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let from = task.originalRequest?.url?.scheme?.lowercased()
        guard request.url?.scheme?.lowercased() == from else {
            lock.withLock { refusedRedirect = request.url }
            return completionHandler(nil)
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard response.expectedContentLength <= Int64(limit) else {
            lock.withLock { isOverLimit = true }
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive received: Data) {
        let over = lock.withLock {
            if !isOverLimit { data.append(received) }
            if data.count > limit { isOverLimit = true; data = Data() }
            return isOverLimit
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let answer = lock.withLock {
            Answer(data: data, response: task.response as? HTTPURLResponse, error: error, isOverLimit: isOverLimit, refusedRedirect: refusedRedirect)
        }
        let finish = lock.withLock { defer { self.finish = nil }; return self.finish }
        finish?(answer)
    }
}
