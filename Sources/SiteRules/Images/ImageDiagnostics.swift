import SiteModel
import SiteSupport

// The codes and messages of a page's picture (`WalkthroughValidator+Images`) and walkthrough.yml's `images:`.
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// An image or a clip given as a URL or an absolute path.
    package static let imagePath = Self("image-path")
    /// An image or a clip outside the content folder.
    package static let imageOutside = Self("image-outside")
    /// An image of a type build-site does not publish.
    package static let imageType = Self("image-type")
    /// An image or clip file that does not exist.
    package static let imageMissing = Self("image-missing")
    /// An image file that is not of its type.
    package static let imageInvalid = Self("image-invalid")
    /// An image larger than 20 MiB, or a clip larger than 200 MiB.
    package static let imageTooLarge = Self("image-too-large")
    /// An image published as it is (SVG, animated GIF) over 1 MiB, slow on phones (warning).
    package static let imageLarge = Self("image-large")
    /// An image with fewer pixels than a phone shows it at (warning).
    package static let imageTooSmall = Self("image-too-small")
    /// An image format the installed libvips cannot write; another is made instead (warning).
    package static let imageFormatUnavailable = Self("image-format-unavailable")
    /// No image encoder (build-site-vips) to make variants with; pictures are published as they are
    /// (warning).
    package static let imageEncoderMissing = Self("image-encoder-missing")
    /// 'image_dark' without 'image'.
    package static let darkWithoutImage = Self("dark-without-image")
}

extension Diagnostic.Message {
    /// What a key names: a picture (`image`, `image_dark`) or a clip (`video`).
    private static func noun(of key: String) -> String { key == "video" ? "clip" : "image" }

    package static func imageIsURL(_ key: String) -> Self {
        Self(code: .imagePath, text: "'\(key)' must be a file inside content/, not a URL", hint: "copy the \(noun(of: key)) into content/\(noun(of: key))s/ and give its path")
    }

    package static func imageIsAbsolute(_ key: String) -> Self {
        Self(code: .imagePath, text: "'\(key)' must be relative to the page's folder, not absolute",
             hint: key == "video" ? "write it like clips/offline.mp4" : "write it like images/welcome.png")
    }

    package static func imageOutside(_ key: String) -> Self {
        Self(code: .imageOutside, text: "'\(key)' points outside content/", hint: "keep \(noun(of: key))s inside the content folder")
    }

    package static func imageLinkOutside(_ key: String, path: String, target: String) -> Self {
        Self(code: .imageOutside, text: "'\(path)' is a link to '\(target)', outside content/", hint: "copy the \(noun(of: key)) into content/ instead of linking it")
    }

    package static func imageLinkBroken(_ key: String, path: String, target: String, fault: ContentSnapshot.LinkFault) -> Self {
        Self(code: .imageMissing, text: "'\(path)' is a link to '\(target)', which \(fault.clause)",
             hint: "point the link at the \(noun(of: key)), or copy the \(noun(of: key)) into content/")
    }

    package static func imageType(_ key: String, fileExtension: String, allowed: [String]) -> Self {
        Self(code: .imageType, text: "'\(key)' must be a \(allowed.joined(separator: ", ")) file, not '\(fileExtension.isEmpty ? "no extension" : "." + fileExtension)'",
             hint: "convert the image to png, webp or svg")
    }

    package static func imageIsFolder(_ key: String, path: String) -> Self {
        Self(code: .imageMissing, text: "'\(path)' is a folder, not \(key == "video" ? "a clip" : "an image") file", hint: "name the \(noun(of: key)) file inside it")
    }

    package static func imageNotFound(_ key: String, path: String, lookedFor: String, nearest: String?) -> Self {
        Self(code: .imageMissing, text: "\(noun(of: key)) '\(path)' not found (looked for \(lookedFor))", hint: nearest.map { "did you mean '\($0)'?" } ?? "put the file at \(lookedFor)")
    }

    package static func imageTooLarge(_ key: String, path: String, size: Int, limit: Int) -> Self {
        Self(code: .imageTooLarge, text: "'\(path)' is \(size / (1 << 20)) MiB, more than the limit of \(limit / (1 << 20)) MiB",
             hint: key == "video" ? "shorten the clip or export it smaller" : "compress the image")
    }

    package static func unreadableImage(_ path: String, reason: String? = nil) -> Self {
        Self(code: .unreadable, text: "cannot read '\(path)'" + (reason.map { ": \($0)" } ?? ""), hint: "check the file's permissions")
    }

    package static func imageInvalid(_ path: String, format: String) -> Self {
        Self(code: .imageInvalid, text: "'\(path)' is not a valid \(format) file", hint: "re-export the image, or fix its extension")
    }

    package static func imageLarge(_ path: String, kilobytes: Int) -> Self {
        Self(code: .imageLarge, text: "'\(path)' is \(kilobytes) KB and is published as it is; phones download it on first launch",
             hint: "compress it, or use a png, jpeg or webp, which get smaller variants")
    }

    /// `isWide` for a picture wider than tall that a background page crops to the screen's height.
    package static func imageTooSmall(_ path: String, width: Int, points: Int, needed: Int, isWide: Bool = false) -> Self {
        Self(code: .imageTooSmall, text: "'\(path)' is \(width) pixels wide; a phone shows it \(points) points wide, which takes \(needed) pixels to look sharp",
             hint: isWide ? "a background page fills a phone's tall screen with it: use a picture taller than wide, or export it at least \(needed) pixels wide"
                          : "export it at least \(needed) pixels wide (a screenshot at full size is best)")
    }

    package static func imageFormatUnavailable(_ format: String, instead: String?) -> Self {
        Self(code: .imageFormatUnavailable, text: "this libvips cannot write \(format) images; " + (instead.map { "making \($0) instead" } ?? "leaving it out"),
             hint: "install libvips with \(format) support (Debian: libvips-dev and libheif1 with libaom3), or remove \(format) from 'images: formats:'")
    }

    package static func imageEncoderMissing(_ path: String, reason: String) -> Self {
        Self(code: .imageEncoderMissing, text: "'\(path)' is published as it is, without smaller variants: \(reason)",
             hint: "install libvips (Debian: apt install libvips42) and keep build-site-vips beside build-site, as make install does")
    }

    package static func notImageWidth(_ text: String) -> Self {
        Self(code: .wrongValue, text: "'images.widths' must list whole numbers of pixels from 16 to 8192, not '\(text)'", hint: NoValueHint.imageWidths.text)
    }

    package static func noImageWidths() -> Self {
        Self(code: .wrongValue, text: "'images.widths' must list at least one width", hint: NoValueHint.imageWidths.text)
    }

    package static func notImageFormat(_ text: String, choices: [String]) -> Self {
        Self(code: .wrongValue, text: "'images.formats' must list \(choices.joined(separator: " or ")), not '\(text)'",
             hint: "the source's own format (png, jpeg, ...) is always made as the fallback; " + NoValueHint.imageFormats.text)
    }

    package static func darkWithoutImage() -> Self {
        Self(code: .darkWithoutImage, text: "'image_dark' is given without 'image'", hint: "add the light variant as 'image:'")
    }
}
