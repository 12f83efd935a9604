/// XXH64 (Yann Collet's xxHash, 64 bits, seed 0): the digest of content files in the build
/// cache's keys. Not cryptographic, and need not be: it names what a build made from which
/// bytes, on the machine that made it. It reads eight bytes a step, about ten times as fast as
/// `SHA256`, which still names published files.
package enum XXH64 {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87, p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F, p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63, p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The digest of `bytes` as 16 lowercase hexadecimal digits.
    package static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let text = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        func word(at offset: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var (v1, v2, v3, v4) = (p1 &+ p2, p2, UInt64(0), 0 &- p1)
            while count - offset >= 32 {
                v1 = round(v1, word(at: offset))
                v2 = round(v2, word(at: offset + 8))
                v3 = round(v3, word(at: offset + 16))
                v4 = round(v4, word(at: offset + 24))
                offset += 32
            }
            hash = v1.rotated(1) &+ v2.rotated(7) &+ v3.rotated(12) &+ v4.rotated(18)
            for lane in [v1, v2, v3, v4] { hash = (hash ^ round(0, lane)) &* p1 &+ p4 }
        } else {
            hash = p5
        }
        hash &+= UInt64(count)
        while count - offset >= 8 {
            hash = (hash ^ round(0, word(at: offset))).rotated(27) &* p1 &+ p4
            offset += 8
        }
        if count - offset >= 4 {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = (hash ^ (half &* p1)).rotated(23) &* p2 &+ p3
            offset += 4
        }
        while offset < count {
            hash = (hash ^ (UInt64(bytes[offset]) &* p5)).rotated(11) &* p1
            offset += 1
        }
        hash = (hash ^ (hash >> 33)) &* p2
        hash = (hash ^ (hash >> 29)) &* p3
        return hash ^ (hash >> 32)
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        (accumulator &+ input &* p2).rotated(31) &* p1
    }
}

private extension UInt64 {
    func rotated(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
