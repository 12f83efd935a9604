import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on loopback whose every answer the test scripts: each request goes to
/// `respond`, and the answer is sent after its `delay` (or once its `gate` opens), then the
/// connection closes.
final class ScriptedServer: @unchecked Sendable {
    struct Request: Sendable {
        var path: String
        /// Header values by lowercased name.
        var headers: [String: String]
    }

    struct Response: Sendable {
        var status: Int
        var headers: [String: String] = [:]
        var body = Data()
        var delay: TimeInterval = 0
        /// A gate the answer waits for, when the test decides when the server has been slow enough.
        var gate: Gate? = nil
        /// The `Content-Length` sent (the body's own when `nil`); with `sendsLength` false, none.
        var contentLength: Int? = nil
        var sendsLength = true
        /// How many times the body is sent, one copy after the other, or until the client hangs up.
        var repeats = 1
    }

    /// What answers wait for until the test opens it.
    final class Gate: @unchecked Sendable {
        private let opened = NSCondition()
        private var isOpen = false

        func open() {
            opened.withLock { isOpen = true; opened.broadcast() }
        }

        func wait() {
            opened.withLock { while !isOpen { opened.wait() } }
        }
    }

    /// A client that hung up is an error for `send`, not a SIGPIPE for the test process.
    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif

    private(set) var port: UInt16 = 0
    private let listener: Int32
    private let lock = NSLock()
    private var script: @Sendable (Request) -> Response
    private var received: [Request] = []

    /// Every request so far, in order.
    var requests: [Request] { lock.withLock { received } }

    init(_ respond: @escaping @Sendable (Request) -> Response) throws {
        script = respond
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Changes the script for the requests to come.
    func respond(_ respond: @escaping @Sendable (Request) -> Response) {
        lock.withLock { script = respond }
    }

    /// Shuts the listening socket: later connections are refused, as by a server that is down.
    /// The accept loop closes it, so its number is not handed to another server's socket while
    /// this server's loop (perhaps not yet started) could still accept on it.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
    }

    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let client = accept(listener, nil, nil)
            // A signal or a client that gave up before it was accepted is no reason to stop serving.
            if client < 0 && (errno == EINTR || errno == ECONNABORTED) { continue }
            guard client >= 0 else { return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !bytes.suffix(4).elementsEqual("\r\n\r\n".utf8) {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            bytes += buffer[0..<count]
        }
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let path = lines[0].split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let request = Request(path: path, headers: headers)
        let response = lock.withLock { received.append(request); return script }(request)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        response.gate?.wait()
        var head = "HTTP/1.1 \(response.status) Scripted\r\nConnection: close\r\n"
        if response.sendsLength { head += "Content-Length: \(response.contentLength ?? response.body.count * response.repeats)\r\n" }
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        guard sendAll(Array((head + "\r\n").utf8), to: client) else { return }
        for _ in 0..<response.repeats {
            guard sendAll(Array(response.body), to: client) else { return }
        }
    }

    private func sendAll(_ message: [UInt8], to client: Int32) -> Bool {
        var sent = 0
        while sent < message.count {
            let count = message[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Self.noSignal) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
