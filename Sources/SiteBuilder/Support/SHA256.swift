import CSHA256

/// SHA-256 (FIPS 180-4), for content hashes in file names and the manifest version.
/// Foundation on Linux has no CryptoKit, and no package outside the toolchain is available.
/// Whole blocks go through the processor's SHA extensions where it has them (`CSHA256`).
struct SHA256 {
    /// Whether this processor compresses blocks in hardware.
    static let hasHardwareBlocks = sha256_has_hardware_blocks() != 0

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes` as lowercase hexadecimal.
    static func hex<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        digest(bytes).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

    static func digest<Bytes: Collection>(_ bytes: Bytes, inHardware: Bool = hasHardwareBlocks) -> [UInt8] where Bytes.Element == UInt8 {
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
                    SHA256.roundConstants.withUnsafeBufferPointer { constants in
                        for chunk in stride(from: 0, to: whole, by: 64) {
                            Self.compress(bytes.baseAddress! + chunk, into: hash, words: words, constants: constants)
                        }
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
