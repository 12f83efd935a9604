import Foundation

/// Writes all of `buffer` to `descriptor`, again after an interrupted call: 0, or the `errno`
/// of the write that failed.
package func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        if written == 0 { return EIO }
        offset += written
    }
    return 0
}

/// Writes beside `url` under a temporary name, then renames: a killed build leaves the old file
/// or the new one, and a temporary file, which the cache that holds it removes after the next
/// build that succeeds.
package func writeAtomically(_ data: Data, to url: URL) {
    writeAtomically([data], to: url)
}

/// `writeAtomically` of `chunks` one after the other.
package func writeAtomically(_ chunks: [Data], to url: URL) {
    let temporary = url.path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    var complete = true
    for chunk in chunks where complete {
        complete = chunk.withUnsafeBytes { writeAll($0, to: descriptor) } == 0
    }
    if close(descriptor) != 0 { complete = false }
    if !complete || rename(temporary, url.path) != 0 { unlink(temporary) }
}

/// Reads exactly `length` bytes from `descriptor`, waiting at most until `deadline` for each
/// part; `nil` at the end of the input, on an error, or past the deadline.
package func readExactly(_ length: Int, from descriptor: Int32, before deadline: DispatchTime = .distantFuture) -> Data? {
    var data = Data(count: length)
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
        var offset = 0
        while offset < length {
            guard waitForInput(on: descriptor, until: deadline) else { return false }
            let count = read(descriptor, buffer.baseAddress! + offset, length - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
    return complete ? data : nil
}

/// Reads one line from `descriptor` (without its newline), as `readExactly` does.
package func readLine(from descriptor: Int32, before deadline: DispatchTime = .distantFuture) -> String? {
    var line: [UInt8] = []
    while let byte = readExactly(1, from: descriptor, before: deadline)?.first {
        if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
        line.append(byte)
    }
    return nil
}

/// Everything left on `descriptor` up to its end.
package func readAll(from descriptor: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return data }
        data.append(contentsOf: buffer[0..<count])
    }
}

/// Everything left on `descriptor` up to its end, or `nil` when it has not ended by `deadline`.
package func readAll(from descriptor: Int32, before deadline: DispatchTime) -> Data? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while waitForInput(on: descriptor, until: deadline) {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return data }
        data.append(contentsOf: buffer[0..<count])
    }
    return nil
}

/// True when `descriptor` has something to read (or its end) before `deadline`.
private func waitForInput(on descriptor: Int32, until deadline: DispatchTime) -> Bool {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline == .distantFuture || now < deadline.uptimeNanoseconds else { return false }
        let timeout = deadline == .distantFuture ? -1 : Int32(min(Int(Int32.max), Int((deadline.uptimeNanoseconds - now) / 1_000_000) + 1))
        let ready = poll(&waiting, 1, timeout)
        if ready < 0 && errno == EINTR { continue }
        return ready > 0
    }
}

/// The bytes of the file at `path`, mapped read-only rather than read: they stay in the page
/// cache, and are copied only when written out. Only for files that are replaced by renaming,
/// never rewritten in place (the build cache's entries); `nil` when the file cannot be read.
package func mappedBytes(of path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    guard size > 0 else { return Data() }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
    return Data(bytesNoCopy: address, count: size, deallocator: .custom { address, size in munmap(address, size) })
}
