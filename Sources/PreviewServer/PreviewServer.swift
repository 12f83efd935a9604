import Foundation

/// A preview server for the built site on loopback: GET and HEAD of static files, with live
/// reload over Server-Sent Events. Written on POSIX sockets; not for production.
public final class PreviewServer: @unchecked Sendable {
    /// The folder served; nothing outside it is reachable, whatever the request.
    public let root: URL
    /// The port bound (the one asked for, or the one the system picked for port 0).
    public private(set) var port: UInt16 = 0
    private var listener: Int32 = -1
    private var eventClients: [Int32] = []
    /// The message shown in every open page while the last build failed; `nil` when it passed.
    private var failure: String?
    /// Extra pages served under a path (`/_storyboard/`), generated on request.
    private let generatedPages: [String: @Sendable () -> String]
    private let lock = NSLock()

    public init(root: URL, generatedPages: [String: @Sendable () -> String] = [:]) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
        self.generatedPages = generatedPages
    }

    /// Binds `host:port` and serves on background threads until `stop()`.
    public func start(host: String = "127.0.0.1", port requested: UInt16) throws {
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw ServerError(reason: String(cString: strerror(errno))) }
        // Programs the rebuilds start (the image encoder) must not keep the port open.
        _ = fcntl(listener, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requested.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw ServerError(reason: "'\(host)' is not an IPv4 address") }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(listener)
            throw ServerError(reason: "cannot listen on \(host):\(requested): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        let listening = listener
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(listening, nil, nil)
                if client < 0 {
                    if errno == EINTR { continue }
                    return
                }
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                Thread.detachNewThread { self.handle(client) }
            }
        }
    }

    /// Stops accepting and closes every event stream.
    public func stop() {
        lock.withLock {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            eventClients.forEach { close($0) }
            eventClients.removeAll()
        }
    }

    /// Tells every open page to reload (after a successful build).
    public func reload() {
        lock.withLock { failure = nil }
        broadcast(event: "reload", data: "{}")
    }

    /// Shows `message` (the build's errors) over every open page, until the next `reload()`.
    public func showFailure(_ message: String) {
        lock.withLock { failure = message }
        broadcast(event: "failure", data: Self.json(message))
    }

    private func broadcast(event: String, data: String) {
        let message = Array("event: \(event)\ndata: \(data)\n\n".utf8)
        lock.withLock {
            eventClients = eventClients.filter { client in
                let sent = message.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent < 0 { close(client) }
                return sent >= 0
            }
        }
    }

    // MARK: Requests

    private func handle(_ client: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.ends(with: [13, 10, 13, 10]) && !head.containsSubsequence([13, 10, 13, 10]) {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0, head.count < 16 * 1024 else { close(client); return }
            head += buffer[0..<count]
        }
        guard let request = HTTPRequest(head: String(decoding: head, as: UTF8.self)) else {
            return respond(client, status: "400 Bad Request", body: Data("Bad request\n".utf8))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return respond(client, status: "405 Method Not Allowed", headers: ["Allow": "GET, HEAD"], body: Data("Only GET and HEAD\n".utf8))
        }
        let isHead = request.method == "HEAD"
        if request.target == "/_build-site/events" { return openEventStream(client) }
        if request.target == "/_build-site/live-reload.js" {
            return respond(client, status: "200 OK", type: "text/javascript; charset=utf-8", body: Data(LiveReload.script.utf8), headOnly: isHead)
        }
        if let generator = generatedPages[request.target] {
            return respond(client, status: "200 OK", type: "text/html; charset=utf-8", body: Data(LiveReload.inject(into: generator()).utf8), headOnly: isHead)
        }
        guard let segments = request.segments else {
            return respond(client, status: "400 Bad Request", body: Data("Bad path\n".utf8))
        }
        guard let file = resolve(segments) else {
            return respond(client, status: "404 Not Found", type: "text/html; charset=utf-8",
                           body: Data(LiveReload.inject(into: "<!doctype html><title>Not found</title><h1>Not found</h1><p>No file at this address in the output.</p>").utf8), headOnly: isHead)
        }
        guard var body = FileManager.default.contents(atPath: file.path) else {
            return respond(client, status: "404 Not Found", body: Data("Not found\n".utf8), headOnly: isHead)
        }
        let type = Self.contentType(of: file.pathExtension)
        if file.pathExtension == "html" { body = Data(LiveReload.inject(into: String(decoding: body, as: UTF8.self)).utf8) }
        respond(client, status: "200 OK", type: type, body: body, headOnly: isHead)
    }

    /// The file for a path: folders serve their index.html; symbolic links leading outside the
    /// root, and missing files, give `nil`.
    private func resolve(_ segments: [String]) -> URL? {
        var url = segments.reduce(root) { $0.appendingPathComponent($1) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { url.appendPathComponent("index.html") }
        let real = url.resolvingSymlinksInPath().path
        guard real.hasPrefix(root.path + "/"), FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return URL(fileURLWithPath: real)
    }

    private func openEventStream(_ client: Int32) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: keep-alive\r\n\r\nretry: 500\n\n"
        // The head and the joining at once: a client that has the head hears every reload after it.
        let current = lock.withLock { () -> String? in
            _ = Array(head.utf8).withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            eventClients.append(client)
            return failure
        }
        if let current { broadcast(event: "failure", data: Self.json(current)) }
    }

    private func respond(_ client: Int32, status: String, type: String = "text/plain; charset=utf-8", headers: [String: String] = [:],
                         body: Data, headOnly: Bool = false) {
        var head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        var bytes = Data((head + "\r\n").utf8)
        if !headOnly { bytes.append(body) }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(client, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { break }
                offset += sent
            }
        }
        close(client)
    }

    static func contentType(of fileExtension: String) -> String {
        switch fileExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "avif": return "image/avif"
        default: return "application/octet-stream"
        }
    }

    static func json(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}

/// Why the server could not start.
public struct ServerError: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
    func containsSubsequence(_ needle: [UInt8]) -> Bool {
        guard count >= needle.count else { return false }
        return (0...(count - needle.count)).contains { Array(self[$0..<($0 + needle.count)]) == needle }
    }
}
