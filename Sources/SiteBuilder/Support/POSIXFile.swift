import Foundation

/// Writes all of `buffer` to `descriptor`, again after an interrupted call: 0, or the `errno`
/// of the write that failed.
func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
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
/// or the new one, and `OutputWriter` removes a leftover temporary file on the next build.
func writeAtomically(_ data: Data, to url: URL) {
    writeAtomically([data], to: url)
}

/// `writeAtomically` of `chunks` one after the other.
func writeAtomically(_ chunks: [Data], to url: URL) {
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
