import Foundation

/// File fingerprints as text: `size modified path` lines, sorted by path.
enum FingerprintTable {
    static func text(_ table: [String: ContentFile.Fingerprint]) -> String {
        table.sorted { $0.key < $1.key }.map { "\($0.value.size) \($0.value.modified) \($0.key)" }.joined(separator: "\n")
    }

    static func table(_ text: String) throws -> [String: ContentFile.Fingerprint] {
        var table: [String: ContentFile.Fingerprint] = [:]
        for line in text.utf8.split(separator: 0x0A) {
            let parts = line.split(separator: 0x20, maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let size = Int(Substring(parts[0])), let modified = Int64(Substring(parts[1])),
                  let path = String(parts[2]) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "malformed fingerprint line"))
            }
            table[path] = ContentFile.Fingerprint(size: size, modified: modified)
        }
        return table
    }

    /// A digest of the whole table that changes when any path or fingerprint does (see `Digest`).
    static func digest<Table: Sequence>(_ table: Table) -> String where Table.Element == (key: String, value: ContentFile.Fingerprint) {
        var digest = Digest()
        for (path, fingerprint) in table { digest.add(path, fingerprint) }
        return digest.text
    }

    /// A digest of a table built up an entry at a time: two 64-bit FNV-1a hashes of every entry,
    /// summed, so the order of entries does not matter and the digests of two halves of a table
    /// add up to the whole's. It detects changes; it is not meant to resist forged collisions.
    struct Digest: Equatable {
        private var first: UInt64 = 0, second: UInt64 = 0, count: UInt64 = 0

        mutating func add(_ path: String, _ fingerprint: ContentFile.Fingerprint) {
            var path = path
            let (a, b) = path.withUTF8 { bytes -> (UInt64, UInt64) in
                var a: UInt64 = 0xcbf29ce484222325, b: UInt64 = 0x84222325cbf29ce4
                for byte in bytes {
                    a = (a ^ UInt64(byte)) &* 0x100000001b3
                    b = ((b ^ UInt64(byte)) &* 0x100000001b3) ^ (b >> 29)
                }
                for word in [UInt64(bitPattern: Int64(fingerprint.size)), UInt64(bitPattern: fingerprint.modified)] {
                    a = (a ^ word) &* 0x100000001b3
                    b = ((b ^ word) &* 0x100000001b3) ^ (b >> 29)
                }
                return (a, b)
            }
            first &+= a
            second &+= b
            count += 1
        }

        static func += (sum: inout Digest, part: Digest) {
            sum.first &+= part.first
            sum.second &+= part.second
            sum.count += part.count
        }

        /// The digest of the tables that `parts` are the digests of, together.
        static func combining<Parts: Sequence>(_ parts: Parts) -> Digest where Parts.Element == Digest {
            parts.reduce(into: Digest()) { $0 += $1 }
        }

        var text: String { [first, second, count].map { String($0, radix: 16) }.joined(separator: "-") }
    }
}
