import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One loader's requests, through one `URLSession` (the app's session's configuration, its whole
/// answer bounded in time): each body is read to at most its limit, a redirect stays in its scheme,
/// and a request whose task is cancelled stops at once. An endless body stops at the limit, a
/// `Content-Length` over it is refused before a byte is read, and a redirect from `https:` to
/// `http:` (or the other way) is not followed.
final class LimitedTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// What a request came to.
    struct Answer: Sendable {
        var data = Data()
        var response: HTTPURLResponse?
        var error: Error?
        /// The body was longer than the limit (and is not in `data`).
        var isOverLimit = false
        /// Where a redirect to another scheme would have led.
        var refusedRedirect: URL?
    }

    /// One request under way: its limit, what came so far, and who waits for it.
    private struct Transfer {
        var limit: Int
        var answer = Answer()
        var finish: (Answer) -> Void
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    private var session: URLSession?
    private let configuration: URLSessionConfiguration

    /// Requests with `configuration` (the app's session's).
    init(configuration: URLSessionConfiguration) {
        // The request's own timeout waits for each byte; this bounds the whole answer, so a server
        // that trickles cannot keep a fetch (which later loads join) alive for ever.
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? .ephemeral
        configuration.timeoutIntervalForResource = min(configuration.timeoutIntervalForResource, 120)
        self.configuration = configuration
    }

    /// Sends `request`, reading at most `limit` bytes; the calling task's cancellation cancels it.
    func answer(to request: URLRequest, limit: Int) async -> Answer {
        let task = lock.withLock { () -> URLSessionDataTask in
            // Made on first use: a URLSession keeps its delegate until it is invalidated.
            let session = self.session ?? URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
            self.session = session
            return session.dataTask(with: request)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.withLock { transfers[task.taskIdentifier] = Transfer(limit: limit) { continuation.resume(returning: $0) } }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Lets requests under way finish, then releases the session (and the session this).
    func invalidate() {
        lock.withLock { session }?.finishTasksAndInvalidate()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let from = task.originalRequest?.url?.scheme?.lowercased()
        guard request.url?.scheme?.lowercased() == from else {
            lock.withLock { transfers[task.taskIdentifier]?.answer.refusedRedirect = request.url }
            return completionHandler(nil)
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let isOverLimit = lock.withLock { () -> Bool in
            guard let limit = transfers[dataTask.taskIdentifier]?.limit, response.expectedContentLength > Int64(limit) else { return false }
            transfers[dataTask.taskIdentifier]?.answer.isOverLimit = true
            return true
        }
        completionHandler(isOverLimit ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive received: Data) {
        let over = lock.withLock { () -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier] else { return true }
            if !transfer.answer.isOverLimit { transfer.answer.data.append(received) }
            if transfer.answer.data.count > transfer.limit { transfer.answer.isOverLimit = true; transfer.answer.data = Data() }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.answer.isOverLimit
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard var transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.answer.response = task.response as? HTTPURLResponse
        transfer.answer.error = error
        transfer.finish(transfer.answer)
    }
}
