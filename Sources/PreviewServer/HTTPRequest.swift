/// The request line and headers of an HTTP/1.1 request.
struct HTTPRequest: Equatable {
    var method: String
    /// The path as sent, percent-encoded, without the query.
    var target: String
    var headers: [String: String]

    /// Parses the head of a request (up to the blank line); `nil` when it is malformed.
    init?(head: String) {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        let full = String(parts[1])
        target = String(full.prefix { $0 != "?" && $0 != "#" })
        headers = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].drop(while: { $0 == " " }).description
        }
    }

    /// The decoded path segments, or `nil` when the path is malformed or tries to leave the
    /// root (`..`, encoded or not, a NUL, a backslash).
    var segments: [String]? {
        guard target.hasPrefix("/") else { return nil }
        var result: [String] = []
        for raw in target.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(raw).removingPercentEncodingStrictly,
                  segment != "..", segment != ".", !segment.contains("/"), !segment.contains("\\"), !segment.contains("\0") else { return nil }
            result.append(segment)
        }
        return result
    }
}

extension String {
    /// Percent-decoding that fails on malformed escapes or invalid UTF-8.
    var removingPercentEncodingStrictly: String? {
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                      let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
