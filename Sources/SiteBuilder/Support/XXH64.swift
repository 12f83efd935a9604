/// XXH64 (Yann Collet's xxHash, 64 bits, seed 0): the digest of content files in the build
/// cache's keys. Not cryptographic, and need not be: it names what a build made from which
/// bytes, on the machine that made it. It reads eight bytes a step, about ten times as fast as
/// `SHA256`, which still names published files.
enum XXH64 {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87, p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F, p3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63, p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The digest of `bytes` as 16 lowercase hexadecimal digits.
    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let text = String(hash(bytes), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var offset = 0
        func word() -> UInt64 { defer { offset += 8 }; return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var hash: UInt64
        if bytes.count >= 32 {
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (p1 &+ p2, p2, 0, 0 &- p1)
            while bytes.count - offset >= 32 {
                lanes = (round(lanes.0, word()), round(lanes.1, word()), round(lanes.2, word()), round(lanes.3, word()))
            }
            hash = lanes.0.rotated(1) &+ lanes.1.rotated(7) &+ lanes.2.rotated(12) &+ lanes.3.rotated(18)
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { hash = (hash ^ round(0, lane)) &* p1 &+ p4 }
        } else {
            hash = p5
        }
        hash &+= UInt64(bytes.count)
        while bytes.count - offset >= 8 { hash = (hash ^ round(0, word())).rotated(27) &* p1 &+ p4 }
        if bytes.count - offset >= 4 {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = (hash ^ (half &* p1)).rotated(23) &* p2 &+ p3
            offset += 4
        }
        while offset < bytes.count {
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
