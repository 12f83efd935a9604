/// Splits source text into lines of Unicode scalars: drops a leading byte order mark
/// and accepts `\n`, `\r\n` and lone `\r` line endings.
func sourceLines(_ text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = []
    var current: [Unicode.Scalar] = []
    var previousWasCarriageReturn = false
    var isFirst = true
    for scalar in text.unicodeScalars {
        defer { isFirst = false }
        if isFirst && scalar == "\u{FEFF}" { continue }
        if scalar == "\n" {
            if !previousWasCarriageReturn { lines.append(current); current = [] }
            previousWasCarriageReturn = false
        } else if scalar == "\r" {
            lines.append(current); current = []
            previousWasCarriageReturn = true
        } else {
            current.append(scalar)
            previousWasCarriageReturn = false
        }
    }
    lines.append(current)
    return lines
}

extension String {
    init<S: Sequence>(scalars: S) where S.Element == Unicode.Scalar {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars { bytes.append(contentsOf: scalar.utf8) }
        self.init(decoding: bytes, as: UTF8.self)
    }
}
