import SiteModel

// The codes and messages of a page's clip (`WalkthroughValidator+Clips`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A clip of a type build-site does not read.
    package static let clipType = Self("clip-type")
    /// A clip file whose picture size or length cannot be read, or a GIF of one frame.
    package static let clipInvalid = Self("clip-invalid")
    /// A clip longer than 20 seconds.
    package static let clipTooLong = Self("clip-too-long")
    /// A clip wider than its widest variant (warning).
    package static let clipWide = Self("clip-wide")
    /// A clip with a sound track, which is dropped (warning).
    package static let clipAudio = Self("clip-audio")
}

extension Diagnostic.Message {
    package static func clipType(fileExtension: String) -> Self {
        Self(code: .clipType, text: "'video' must be a \(ClipFormat.allowedExtensions.joined(separator: ", ")) file, not '\(fileExtension.isEmpty ? "no extension" : "." + fileExtension)'",
             hint: "export the clip as MP4 or WebM")
    }

    package static func clipInvalid(_ path: String, format: ClipFormat) -> Self {
        let name = format == .mp4 ? "MP4 or QuickTime" : format.rawValue == "gif" ? "animated GIF" : "WebM"
        return Self(code: .clipInvalid, text: "'\(path)' is not a valid \(name) file: its picture's size or its length cannot be read",
                    hint: "re-export the clip, or fix its extension")
    }

    package static func clipStill(_ path: String) -> Self {
        Self(code: .clipInvalid, text: "'\(path)' has a single frame: it is a picture, not a clip", hint: "give it as 'image:' instead")
    }

    package static func clipTooLong(_ path: String, seconds: Double, limit: Double) -> Self {
        Self(code: .clipTooLong, text: "'\(path)' is \(ClipFormat.seconds(seconds)) s long; a page's clip may last at most \(Int(limit)) s",
             hint: "trim it to the moment that shows the feature (a loop of 3 to 8 s reads best)")
    }

    package static func clipWide(_ path: String, width: Int, widest: Int) -> Self {
        Self(code: .clipWide, text: "'\(path)' is \(width) pixels wide; its widest variant is \(widest), so the rest only slows the build",
             hint: "export it at \(widest) pixels wide or less")
    }

    package static func clipAudio(_ path: String) -> Self {
        Self(code: .clipAudio, text: "'\(path)' has a sound track, which is dropped: clips play muted", hint: "export it without sound")
    }

    package static func clipEncoderMissing(_ path: String, reason: String) -> Self {
        Self(code: .clipEncoding, text: "'\(path)' cannot be published: \(reason)",
             hint: "install ffmpeg with libx264 and SVT-AV1 (Debian: apt-get install ffmpeg; macOS: brew install ffmpeg)")
    }

    package static func notSeconds(_ key: String, found text: String) -> Self {
        Self(code: .wrongValue, text: "'\(key)' must be a time in seconds from 0, like 1.5, not '\(text)'", hint: "write the second of the clip whose frame stands for it")
    }

    package static func posterAtPastEnd(_ seconds: Double, duration: Double) -> Self {
        Self(code: .wrongValue, text: "'poster_at' is \(ClipFormat.seconds(seconds)) s, past the end of the \(ClipFormat.seconds(duration)) s clip",
             hint: "give a time from 0 to \(ClipFormat.seconds(duration))")
    }

    package static func posterAtWithoutVideo() -> Self {
        Self(code: .wrongValue, text: "'poster_at' is given without 'video'", hint: "add the clip as 'video:', or remove the line")
    }
}
