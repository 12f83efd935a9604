/// The containers a page's clip may come in, and what their headers say of it: its size, its
/// length and whether it has sound. Read in Swift, from the bytes, so that validation stays pure
/// (ffmpeg runs only to encode).
package enum ClipFormat: String, Sendable, CaseIterable {
    /// MPEG-4 and QuickTime (`.mp4`, `.m4v`, `.mov`): ISO base media files.
    case mp4
    /// Matroska's WebM (`.webm`).
    case webm
    /// An animated GIF (`.gif`).
    case gif

    /// The format of a file extension, case-insensitive.
    package init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "mp4", "m4v", "mov": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        default: return nil
        }
    }

    package static let allowedExtensions = ["mp4", "m4v", "mov", "webm", "gif"]

    /// Seconds as messages say them: `8`, `8.5`, `34.2`.
    package static func seconds(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// What a clip's header says.
    package struct Info: Sendable, Hashable {
        /// The size a player shows, after the track's rotation.
        package var width: Int
        package var height: Int
        /// Seconds.
        package var duration: Double
        package var hasAudio: Bool
        /// False for a GIF of one frame: a picture, not a clip.
        package var isMoving = true
    }

    /// Reads the header; `nil` when the bytes are not a clip of this format with a picture of a
    /// known size and a known length.
    package func info(of bytes: [UInt8]) -> Info? {
        let info: Info?
        switch self {
        case .mp4: info = MediaBoxes(bytes).info
        case .webm: info = MatroskaElements(bytes).info
        case .gif: info = GIFTiming.info(of: bytes)
        }
        guard let info, info.width > 0, info.height > 0, info.width <= 16384, info.height <= 16384,
              info.duration.isFinite, info.duration >= 0 else { return nil }
        return info
    }
}

/// An ISO base media file's boxes (MP4, QuickTime): `moov` → `mvhd` for the length, and each
/// `trak` → `tkhd` for its size and turn, `mdia` → `hdlr` for whether it is a picture or sound.
private struct MediaBoxes {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var info: ClipFormat.Info? {
        guard let movie = children(of: 0..<bytes.count).first(where: { $0.type == "moov" })?.body else { return nil }
        let boxes = children(of: movie)
        guard let header = boxes.first(where: { $0.type == "mvhd" })?.body, let duration = duration(in: header) else { return nil }
        var size: (width: Int, height: Int)?
        var hasAudio = false
        for track in boxes where track.type == "trak" {
            let parts = children(of: track.body)
            let media = parts.first { $0.type == "mdia" }.map { children(of: $0.body) } ?? []
            guard let handler = media.first(where: { $0.type == "hdlr" })?.body, handler.count >= 12 else { continue }
            switch text(at: handler.lowerBound + 8) {
            case "soun": hasAudio = true
            case "vide" where size == nil: size = parts.first { $0.type == "tkhd" }.flatMap { displaySize(in: $0.body) }
            default: break
            }
        }
        guard let size else { return nil }
        return ClipFormat.Info(width: size.width, height: size.height, duration: duration, hasAudio: hasAudio)
    }

    /// The boxes directly inside `range`: type and body. Stops at a box that does not fit.
    private func children(of range: Range<Int>) -> [(type: String, body: Range<Int>)] {
        var boxes: [(type: String, body: Range<Int>)] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            var size = number(at: offset, bytes: 4)
            var headerSize = 8
            if size == 1, offset + 16 <= range.upperBound {
                size = number(at: offset + 8, bytes: 8)
                headerSize = 16
            } else if size == 0 {
                size = range.upperBound - offset
            }
            guard size >= headerSize, size <= range.upperBound - offset else { break }
            boxes.append((text(at: offset + 4), (offset + headerSize)..<(offset + size)))
            offset += size
        }
        return boxes
    }

    /// Seconds from a movie header: its duration over its time scale.
    private func duration(in header: Range<Int>) -> Double? {
        guard !header.isEmpty else { return nil }
        let version = bytes[header.lowerBound]
        let (scaleAt, durationAt, durationBytes) = version == 1 ? (20, 24, 8) : (12, 16, 4)
        guard header.count >= durationAt + durationBytes else { return nil }
        let scale = number(at: header.lowerBound + scaleAt, bytes: 4)
        let units = number(at: header.lowerBound + durationAt, bytes: durationBytes)
        // 0 (a fragmented file) and all ones say the length is not known.
        let unknown = durationBytes == 4 ? 0xFFFF_FFFF : Int.max
        guard scale > 0, units > 0, units != unknown else { return nil }
        return Double(units) / Double(scale)
    }

    /// A track header's width and height (16.16 fixed point), swapped when its matrix turns it a quarter.
    private func displaySize(in header: Range<Int>) -> (width: Int, height: Int)? {
        guard !header.isEmpty else { return nil }
        let matrixAt = header.lowerBound + (bytes[header.lowerBound] == 1 ? 52 : 40)
        guard matrixAt + 44 <= header.upperBound else { return nil }
        let width = (number(at: matrixAt + 36, bytes: 4) + 0x8000) >> 16
        let height = (number(at: matrixAt + 40, bytes: 4) + 0x8000) >> 16
        let (a, d) = (number(at: matrixAt, bytes: 4), number(at: matrixAt + 16, bytes: 4))
        return a == 0 && d == 0 ? (height, width) : (width, height)
    }

    private func number(at offset: Int, bytes count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) } & Int.max
    }

    private func text(at offset: Int) -> String {
        String(decoding: bytes[offset..<min(offset + 4, bytes.count)], as: UTF8.self)
    }
}

/// A WebM (Matroska) file's elements: `Segment` → `Info` for the length (or, without one, the
/// last block's time), `Tracks` → `TrackEntry` for the picture's size and whether there is sound.
private struct MatroskaElements {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    private enum ID {
        package static let header = 0x1A45_DFA3, segment = 0x1853_8067, info = 0x1549_A966, timestampScale = 0x2A_D7B1, duration = 0x4489
        package static let tracks = 0x1654_AE6B, trackEntry = 0xAE, trackType = 0x83, video = 0xE0, pixelWidth = 0xB0, pixelHeight = 0xBA
        package static let cluster = 0x1F43_B675, timestamp = 0xE7, simpleBlock = 0xA3, blockGroup = 0xA0, block = 0xA1
        /// The elements a cluster of unknown size ends at.
        package static let segmentLevel: Set<Int> = [cluster, info, tracks, 0x1C53_BB6B, 0x1254_C367, 0x1043_A770, 0x1941_A469, 0x114D_9B74]
    }

    package var info: ClipFormat.Info? {
        let top = elements(in: 0..<bytes.count)
        guard top.first?.id == ID.header, let segment = top.first(where: { $0.id == ID.segment }) else { return nil }
        let parts = elements(in: segment.body)
        let info = parts.first { $0.id == ID.info }.map { elements(in: $0.body) } ?? []
        let scale = Double(info.first { $0.id == ID.timestampScale }.map { unsigned($0.body) } ?? 1_000_000)
        var width = 0, height = 0, hasAudio = false
        for entry in parts.filter({ $0.id == ID.tracks }).flatMap({ elements(in: $0.body) }) where entry.id == ID.trackEntry {
            let fields = elements(in: entry.body)
            switch fields.first(where: { $0.id == ID.trackType }).map({ unsigned($0.body) }) {
            case 1? where width == 0:
                let video = fields.first { $0.id == ID.video }.map { elements(in: $0.body) } ?? []
                width = video.first { $0.id == ID.pixelWidth }.map { unsigned($0.body) } ?? 0
                height = video.first { $0.id == ID.pixelHeight }.map { unsigned($0.body) } ?? 0
            case 2?: hasAudio = true
            default: break
            }
        }
        let ticks = info.first { $0.id == ID.duration }.flatMap { float($0.body) } ?? lastBlockTime(in: parts)
        guard let ticks else { return nil }
        return ClipFormat.Info(width: width, height: height, duration: ticks * scale / 1e9, hasAudio: hasAudio)
    }

    /// The time of the last block, for files written without a duration (a browser's recorder's).
    private func lastBlockTime(in parts: [(id: Int, body: Range<Int>)]) -> Double? {
        var latest: Double?
        for cluster in parts where cluster.id == ID.cluster {
            let children = elements(in: cluster.body)
            let start = children.first { $0.id == ID.timestamp }.map { unsigned($0.body) } ?? 0
            let blocks = children.filter { $0.id == ID.simpleBlock } + children.filter { $0.id == ID.blockGroup }.flatMap { elements(in: $0.body).filter { $0.id == ID.block } }
            for block in blocks {
                // Track number (a variable-length integer), then the time relative to the cluster (16 bits, signed).
                guard let track = variableInteger(at: block.body.lowerBound), block.body.lowerBound + track.length + 2 <= block.body.upperBound else { continue }
                let at = block.body.lowerBound + track.length
                let relative = Double(Int16(bitPattern: UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])))
                latest = max(latest ?? 0, Double(start) + relative)
            }
        }
        return latest
    }

    /// The elements directly inside `range`. An element of unknown size runs to the end of
    /// `range`, a cluster's only to the next element of the segment's level.
    private func elements(in range: Range<Int>) -> [(id: Int, body: Range<Int>)] {
        var found: [(id: Int, body: Range<Int>)] = []
        var offset = range.lowerBound
        while offset < range.upperBound, let id = variableInteger(at: offset, keepingMarker: true),
              let size = variableInteger(at: offset + id.length) {
            let start = offset + id.length + size.length
            guard start <= range.upperBound else { break }
            if size.isUnknown {
                var end = range.upperBound
                if id.value == ID.cluster {
                    end = elements(in: start..<range.upperBound, endingAtSegmentLevel: true).last?.body.upperBound ?? start
                }
                found.append((id.value, start..<end))
                offset = end
            } else {
                guard size.value <= range.upperBound - start else { break }
                found.append((id.value, start..<(start + size.value)))
                offset = start + size.value
            }
        }
        return found
    }

    /// A cluster of unknown size's children: those before the next element of the segment's level.
    private func elements(in range: Range<Int>, endingAtSegmentLevel: Bool) -> [(id: Int, body: Range<Int>)] {
        var found: [(id: Int, body: Range<Int>)] = []
        var offset = range.lowerBound
        while offset < range.upperBound, let id = variableInteger(at: offset, keepingMarker: true), !ID.segmentLevel.contains(id.value),
              let size = variableInteger(at: offset + id.length), !size.isUnknown {
            let start = offset + id.length + size.length
            guard start <= range.upperBound, size.value <= range.upperBound - start else { break }
            found.append((id.value, start..<(start + size.value)))
            offset = start + size.value
        }
        return found
    }

    /// EBML's variable-length integer at `offset`: its value (an id keeps its length marker), its
    /// length in bytes, and whether it is the reserved "unknown size".
    private func variableInteger(at offset: Int, keepingMarker: Bool = false) -> (value: Int, length: Int, isUnknown: Bool)? {
        guard offset < bytes.count, bytes[offset] != 0 else { return nil }
        let length = bytes[offset].leadingZeroBitCount + 1
        guard offset + length <= bytes.count, !keepingMarker || length <= 4 else { return nil }
        var value = keepingMarker ? Int(bytes[offset]) : Int(bytes[offset] & (0xFF >> length))
        var allOnes = value == (0xFF >> length)
        for byte in bytes[(offset + 1)..<(offset + length)] {
            value = value << 8 | Int(byte)
            allOnes = allOnes && byte == 0xFF
        }
        return (value, length, !keepingMarker && allOnes)
    }

    private func unsigned(_ body: Range<Int>) -> Int {
        body.count > 8 ? 0 : bytes[body].reduce(0) { $0 << 8 | Int($1) } & Int.max
    }

    private func float(_ body: Range<Int>) -> Double? {
        let bits = bytes[body].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        switch body.count {
        case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        case 8: return Double(bitPattern: bits)
        default: return nil
        }
    }
}

/// A GIF's frames and how long each shows, by walking its blocks.
package enum GIFTiming {
    /// The delay of each frame in hundredths of a second, as written (stopping at `limit` frames, or
    /// where the file ends).
    package static func delays(in bytes: [UInt8], limit: Int = .max) -> [Int] {
        guard bytes.count > 13 else { return [] }
        var offset = 13 + colorTableSize(flags: bytes[10])
        var delays: [Int] = []
        var pendingDelay = 0
        while offset < bytes.count, delays.count < limit {
            switch bytes[offset] {
            case 0x21:  // an extension: label, then sub-blocks; a graphic control extension holds the next frame's delay
                if offset + 5 < bytes.count, bytes[offset + 1] == 0xF9 {
                    pendingDelay = Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8
                }
                offset = skipSubBlocks(in: bytes, from: offset + 2)
            case 0x2C:  // an image: descriptor, local colour table, LZW code size, sub-blocks
                guard offset + 10 < bytes.count else { return delays }
                delays.append(pendingDelay)
                pendingDelay = 0
                offset = skipSubBlocks(in: bytes, from: offset + 10 + colorTableSize(flags: bytes[offset + 9]) + 1)
            default:  // the trailer (0x3B), or bytes that are not a block
                return delays
            }
        }
        return delays
    }

    /// A GIF's size and length; browsers show a frame of delay 0 or 1 for a tenth of a second.
    package static func info(of bytes: [UInt8]) -> ClipFormat.Info? {
        guard ImageFormat.gif.size(of: bytes) != nil else { return nil }
        let delays = delays(in: bytes)
        guard !delays.isEmpty else { return nil }
        let hundredths = delays.reduce(0) { $0 + ($1 <= 1 ? 10 : $1) }
        return ClipFormat.Info(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8,
                               duration: Double(hundredths) / 100, hasAudio: false, isMoving: delays.count > 1)
    }

    private static func colorTableSize(flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
    }

    private static func skipSubBlocks(in bytes: [UInt8], from start: Int) -> Int {
        var offset = start
        while offset < bytes.count, bytes[offset] != 0 { offset += Int(bytes[offset]) + 1 }
        return offset + 1
    }
}
