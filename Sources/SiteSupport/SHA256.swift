import CSHA256

/// SHA-256 (FIPS 180-4), for content hashes in file names and the manifest version.
/// Foundation on Linux has no CryptoKit, and no package outside the toolchain is available.
/// Whole blocks go through the processor's SHA extensions where it has them (`CSHA256`).
package struct SHA256 {
    /// Whether this processor compresses blocks in hardware.
    package static let hasHardwareBlocks = sha256_has_hardware_blocks() != 0

    private static var roundConstants: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: sha256_round_constants(), count: 64) }

    /// The digest of `bytes` as lowercase hexadecimal.
    package static func hex<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        digest(bytes).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    package static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

    package static func digest<Bytes: Collection>(_ bytes: Bytes, inHardware: Bool = hasHardwareBlocks) -> [UInt8] where Bytes.Element == UInt8 {
        var state = State(inHardware: inHardware)
        let length = bytes.withContiguousStorageIfAvailable { state.absorb($0) } ?? Array(bytes).withUnsafeBufferPointer { state.absorb($0) }
        // Padding: 0x80, zeros, then the length in bits, to a whole number of blocks.
        var tail = [UInt8](state.pending)
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(length) * 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        state.pending = []
        tail.withUnsafeBufferPointer { _ = state.absorb($0) }
        return state.hash.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) } }
    }

    /// The running hash: whole 64-byte blocks are compressed as they come, the rest waits.
    private struct State {
        var hash: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var pending: ArraySlice<UInt8> = []
        let inHardware: Bool
        private var words = [UInt32](repeating: 0, count: 64)

        init(inHardware: Bool) {
            self.inHardware = inHardware
        }

        /// Compresses every whole block of `bytes`, keeps the remainder in `pending`; returns the count.
        mutating func absorb(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            precondition(pending.isEmpty)
            let whole = bytes.count - bytes.count % 64
            if inHardware && whole > 0 {
                hash.withUnsafeMutableBufferPointer { sha256_compress_blocks($0.baseAddress!, bytes.baseAddress!, whole / 64) }
                pending = ArraySlice(bytes[whole...])
                return bytes.count
            }
            hash.withUnsafeMutableBufferPointer { hash in
                words.withUnsafeMutableBufferPointer { words in
                    for chunk in stride(from: 0, to: whole, by: 64) {
                        Self.compress(bytes.baseAddress! + chunk, into: hash, words: words, constants: SHA256.roundConstants)
                    }
                }
            }
            pending = ArraySlice(bytes[whole...])
            return bytes.count
        }

        private static func compress(_ block: UnsafePointer<UInt8>, into hash: UnsafeMutableBufferPointer<UInt32>,
                                     words: UnsafeMutableBufferPointer<UInt32>, constants: UnsafeBufferPointer<UInt32>) {
            for i in 0..<16 {
                words[i] = UInt32(block[i * 4]) << 24 | UInt32(block[i * 4 + 1]) << 16 | UInt32(block[i * 4 + 2]) << 8 | UInt32(block[i * 4 + 3])
            }
            for i in 16..<64 {
                let s0 = words[i - 15].rotatedRight(7) ^ words[i - 15].rotatedRight(18) ^ (words[i - 15] >> 3)
                let s1 = words[i - 2].rotatedRight(17) ^ words[i - 2].rotatedRight(19) ^ (words[i - 2] >> 10)
                words[i] = words[i - 16] &+ s0 &+ words[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7])
            for i in 0..<64 {
                let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                let choice = (e & f) ^ (~e & g)
                let temp1 = h &+ s1 &+ choice &+ constants[i] &+ words[i]
                let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let temp2 = s0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
            }
            hash[0] &+= a; hash[1] &+= b; hash[2] &+= c; hash[3] &+= d
            hash[4] &+= e; hash[5] &+= f; hash[6] &+= g; hash[7] &+= h
        }
    }
}

private extension UInt32 {
    func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
