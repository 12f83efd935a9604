import Foundation
import FrontMatter
import SiteMedia
import SiteModel
import SiteSupport
import WalkthroughManifest

/// A clip as the pages using it share it: where it is, its digest and header, and its variants.
package struct PublishedClip: Sendable {
    package var source: String
    package var digest: String
    package var stem: String
    package var info: ClipFormat.Info
    package var variants: [Page.Video.Variant]
}

// A page's `video` and `poster_at`: checked, hashed, and planned into variants and a poster.
extension WalkthroughValidator {
    /// The page's clip at `path` (named in the page file `owner`), with `poster`, the author's
    /// picture, or else the frame at `posterAt` (the first without it); `nil` after reporting a problem.
    package mutating func video(_ path: Located<String>, posterAt: Located<Double>?, poster: Page.Image?, alt: String, in owner: String,
                        layout: Page.Layout) -> Page.Video? {
        let isClip = { (fileExtension: String) in ClipFormat(fileExtension: fileExtension) != nil }
        guard let (resolved, file, fileExtension) = mediaFile(path, key: "video", in: owner, isOfType: isClip, wrongType: { .clipType(fileExtension: $0) })
        else { return nil }
        let isNew = publishedClips[resolved] == nil
        guard let clip = publishedClips[resolved] ?? publish(file, at: resolved, as: ClipFormat(fileExtension: fileExtension)!, for: path, in: owner)
        else { return nil }
        if let posterAt, posterAt.value > clip.info.duration {
            report(.posterAtPastEnd(posterAt.value, duration: clip.info.duration), in: owner, at: posterAt.location)
            return nil
        }
        var picture = poster ?? framePoster(of: clip, at: posterAt?.value ?? 0, for: path, in: owner, layout: layout)
        picture.alt = alt
        let video = Page.Video(poster: picture, variants: clip.variants)
        if isNew, let phone = ClipBudget.phoneVariant(of: video, layout: layout) {
            media.clipBudgetChecks.append(ImageBudget.Check(image: path.value, variant: phone.src, file: display(owner), location: path.location))
        }
        return video
    }

    /// `video`, the page's clip in the default locale, in the locale of `translation`, which may give
    /// its own clip, its own picture to stand for it, its own `poster_at` and its own `alt`; only
    /// what it gives is checked again.
    package mutating func translatedVideo(_ video: Page.Video?, of base: Source, by translation: Source, layout: Page.Layout) -> Page.Video? {
        let fields = translation.fields
        let alt = fields.alt ?? base.fields.alt ?? ""
        var poster: Page.Image?
        if let path = fields.image {
            let dark = fields.imageDark ?? base.fields.imageDark
            poster = image(path, dark: dark, darkIn: fields.imageDark != nil ? translation.path : base.path, alt: alt, in: translation.path, layout: layout)
        } else if base.fields.image != nil {
            poster = video?.poster  // the page's own picture, already checked
            if let dark = fields.imageDark {
                poster?.dark = image(dark, key: "image_dark", in: translation.path, layout: layout).map(Page.Image.Dark.init)
            }
        } else if let dark = fields.imageDark {
            report(.darkWithoutImage(), in: translation.path, at: dark.location)
        }
        if let clip = fields.video {
            return self.video(clip, posterAt: fields.posterAt ?? base.fields.posterAt, poster: poster, alt: alt, in: translation.path, layout: layout)
        }
        guard let video, let clip = base.fields.video else { return nil }  // the page's clip failed, and said why
        let posterAt = fields.posterAt ?? base.fields.posterAt
        return self.video(clip, posterAt: posterAt, poster: poster, alt: alt, in: fields.posterAt != nil ? translation.path : base.path, layout: layout)
            ?? video
    }

    /// Reads the clip at `resolved`, checks its header, and plans its variants; `nil` after
    /// reporting a problem. Warnings are reported here, once per clip.
    private mutating func publish(_ file: ContentFile, at resolved: String, as format: ClipFormat, for path: Located<String>,
                                  in page: String) -> PublishedClip? {
        func fail(_ message: Diagnostic.Message) -> PublishedClip? {
            report(message, in: page, at: path.location)
            return nil
        }
        guard case .success(let data) = file.contents else { return fail(.unreadableImage(path.value)) }
        let bytes = Array(data)
        guard let info = format.info(of: bytes) else { return fail(.clipInvalid(path.value, format: format)) }
        guard info.isMoving else { return fail(.clipStill(path.value)) }
        guard info.duration <= ClipVariant.maximumSeconds + 0.05 else { return fail(.clipTooLong(path.value, seconds: info.duration, limit: ClipVariant.maximumSeconds)) }
        if let failure = clipCapabilities.failure { return fail(.clipEncoderMissing(path.value, reason: failure)) }
        if let widest = imageSettings.widths.max(), info.width > widest {
            report(.clipWide(path.value, width: info.width, widest: widest), in: page, at: path.location, severity: .warning)
        }
        if info.hasAudio {
            report(.clipAudio(path.value), in: page, at: path.location, severity: .warning)
        }
        let digest = SHA256.hex(bytes)
        let planned = ClipVariant.plan(for: resolved, bytesDigest: digest, stem: OutputLayout.stem(of: resolved), size: (info.width, info.height),
                                       widths: imageSettings.widths, encoder: clipCapabilities.identity)
        for (output, variant) in planned {
            media.clips[output] = variant
            clipContent[output] = "\(digest) \(variant.width)x\(variant.height) \(variant.codec.rawValue)"
        }
        let clip = PublishedClip(source: resolved, digest: digest, stem: OutputLayout.stem(of: resolved), info: info,
                                 variants: planned.map { $0.variant.manifestVariant(at: $0.path, bytes: 0) })
        publishedClips[resolved] = clip
        return clip
    }

    /// The frame `seconds` into `clip` as the page's picture: a PNG of the clip's size that ffmpeg
    /// takes, and its variants, planned as a PNG picture's are.
    private mutating func framePoster(of clip: PublishedClip, at seconds: Double, for path: Located<String>, in page: String,
                                      layout: Page.Layout) -> Page.Image {
        let key = SHA256.hex("\(clip.digest) frame \(seconds) \(clipCapabilities.identity)")
        let stem = clip.stem + "-poster"
        let src = OutputLayout.imagePath(stem, key: key, fileExtension: "png")
        let isNew = media.frames[src] == nil
        media.frames[src] = ClipFrame(source: clip.source, seconds: seconds, key: key)
        clipContent[src] = "\(clip.digest) frame \(seconds)"
        var poster = PublishedImage(src: src, width: clip.info.width, height: clip.info.height, variants: [])
        if clip.info.width >= imageSettings.widths.min()!, canMakeVariants(of: .png, for: path, in: page) {
            poster.variants = planVariants(of: clip.source, digest: key, stem: stem, size: (clip.info.width, clip.info.height), format: .png,
                                           original: src, frame: src)
            if isNew, let phone = PhoneView.variant(of: poster, width: clip.info.width, height: clip.info.height, layout: layout) {
                media.budgetChecks.append(ImageBudget.Check(image: path.value, variant: phone.src, file: display(page), location: path.location))
            }
        }
        return Page.Image(src: poster.src, width: poster.width, height: poster.height, alt: "", variants: poster.variants)
    }
}
