import Foundation
import FrontMatter
import SiteMedia
import SiteModel
import SiteSupport
import WalkthroughManifest

/// An image as a page's manifest gives it: the file published as it is, and its variants.
package struct PublishedImage: Sendable {
    package var src: String
    package var width: Int?
    package var height: Int?
    package var variants: [Page.Image.Variant]
}

// A page's `image` and `image_dark`: checked, hashed, and planned into variants.
extension WalkthroughValidator {
    /// Checks an image path and records the file for output; `nil` after reporting a problem.
    /// `layout` says how big a phone shows it, for the byte budget and the sharpness warning.
    package mutating func image(_ path: Located<String>, key: String, in page: String, layout: Page.Layout) -> PublishedImage? {
        let isImage = { (fileExtension: String) in ImageFormat(fileExtension: fileExtension) != nil }
        guard let (resolved, file, fileExtension) = mediaFile(path, key: key, in: page, isOfType: isImage, wrongType: { fileExtension in
            .imageType(key, fileExtension: fileExtension, allowed: ImageFormat.allowedExtensions)
        }) else { return nil }
        if let known = publishedImages[resolved] { return known }
        return publish(file, at: resolved, as: ImageFormat(fileExtension: fileExtension)!, extension: fileExtension, for: path, in: page, layout: layout)
    }

    /// The content file a page's `key` (`image`, `image_dark`, `video`) names at `path`, checked:
    /// relative, inside content/, with an extension `isOfType` accepts (else `wrongType`'s
    /// message), a file that exists and can be read. `nil` after reporting a problem.
    package mutating func mediaFile(_ path: Located<String>, key: String, in page: String, isOfType: (String) -> Bool,
                            wrongType: (String) -> Diagnostic.Message) -> (resolved: String, file: ContentFile, fileExtension: String)? {
        let value = path.value
        func fail(_ message: Diagnostic.Message) -> (String, ContentFile, String)? {
            report(message, in: page, at: path.location)
            return nil
        }
        if value.contains("://") || value.lowercased().hasPrefix("data:") {
            return fail(.imageIsURL(key))
        }
        if value.hasPrefix("/") {
            return fail(.imageIsAbsolute(key))
        }
        guard let resolved = Self.normalize(relative(value)) else {
            return fail(.imageOutside(key))
        }
        media.inputs.insert(resolved)
        let fileExtension = resolved.split(separator: ".").count > 1 ? String(resolved.split(separator: ".").last!) : ""
        guard isOfType(fileExtension) else {
            return fail(wrongType(fileExtension))
        }
        switch snapshot.entries[resolved] {
        case .file(let file)?:
            return (resolved, file, fileExtension)
        case .folder?:
            return fail(.imageIsFolder(key, path: value))
        case .linkOutside(let target)?:
            return fail(.imageLinkOutside(key, path: value, target: target))
        case .brokenLink(let target, let fault)?:
            return fail(.imageLinkBroken(key, path: value, target: target, fault: fault))
        case .tooLarge(let size, let limit)?:
            return fail(.imageTooLarge(key, path: value, size: size, limit: limit))
        case .unreadable(let reason)?:
            return fail(.unreadableImage(value, reason: reason))
        case .otherFile?, nil:
            let candidates = snapshot.entries.keys.filter { isOfType(String($0.split(separator: ".").last ?? "")) }
            let prefix = folder.isEmpty ? "" : folder + "/"
            let suggestion = nearest(to: resolved, among: Array(candidates)).map { candidate in
                candidate.hasPrefix(prefix) ? String(candidate.dropFirst(prefix.count)) : candidate
            }
            return fail(.imageNotFound(key, path: value, lookedFor: display(resolved), nearest: suggestion))
        }
    }

    /// Reads the image at `resolved`, checks it, records it for output under a name with its
    /// content hash and plans its variants; `nil` after reporting a problem.
    private mutating func publish(_ file: ContentFile, at resolved: String, as format: ImageFormat, extension fileExtension: String,
                                  for path: Located<String>, in page: String, layout: Page.Layout) -> PublishedImage? {
        guard case .success(let data) = file.contents else {
            report(.unreadableImage(path.value), in: page, at: path.location)
            return nil
        }
        let bytes = Array(data)
        guard let size = format.size(of: bytes) else {
            report(.imageInvalid(path.value, format: format.rawValue.uppercased()), in: page, at: path.location)
            return nil
        }
        let digest = SHA256.hex(bytes)
        let stem = OutputLayout.stem(of: resolved)
        let src = OutputLayout.imagePath(stem, key: digest, fileExtension: fileExtension.lowercased())
        media.images[src] = resolved
        var image = PublishedImage(src: src, width: size.width, height: size.height, variants: [])
        if let width = size.width, let height = size.height, width >= imageSettings.widths.min()!, height > 0, format != .svg,
           !format.isAnimated(bytes), canMakeVariants(of: format, for: path, in: page) {
            image.variants = planVariants(of: resolved, digest: digest, stem: stem, size: (width, height), format: format, original: src)
            if !image.variants.isEmpty { checkSharpness(of: image, for: path, in: page, layout: layout) }
            if let phone = PhoneView.variant(of: image, width: width, height: height, layout: layout) {
                media.budgetChecks.append(ImageBudget.Check(image: path.value, variant: phone.src, file: display(page), location: path.location))
            }
        } else if bytes.count > 1 << 20 {
            report(.imageLarge(path.value, kilobytes: bytes.count / 1024), in: page, at: path.location, severity: .warning)
        }
        publishedImages[resolved] = image
        return image
    }

    /// The variants of an image, for the manifest, with those to make recorded. A PNG's variant at
    /// its own width is the file as given (`original`), not made again (other formats may hold a
    /// turn in their metadata, which a variant applies). With `frame`, the image is the frame of the
    /// clip `source` published at that path.
    package mutating func planVariants(of source: String, digest: String, stem: String, size: (width: Int, height: Int),
                               format: ImageFormat, original: String, frame: String? = nil) -> [Page.Image.Variant] {
        let planned = ImageVariant.plan(for: source, bytesDigest: digest, stem: stem, size: size, sourceFormat: format,
                                        settings: imageSettings, formats: imageFormats ?? [], encoder: imageCapabilities.identity)
        return planned.map { path, variant in
            if format == .png && variant.width == size.width && variant.format == .png {
                return Page.Image.Variant(src: original, width: size.width, height: size.height, format: variant.format)
            }
            var variant = variant
            variant.framePath = frame
            media.variants[path] = variant
            return Page.Image.Variant(src: path, width: variant.width, height: variant.height, format: variant.format)
        }
    }

    /// True when libvips can write the fallback format of `format`. The first time a walkthrough
    /// asks, finds the formats to make, with a warning for each asked for that libvips cannot
    /// write; without libvips, a warning for each image published as it is.
    package mutating func canMakeVariants(of format: ImageFormat, for path: Located<String>, in page: String) -> Bool {
        let writable = imageCapabilities.writable
        if imageFormats == nil {
            let (formats, missing) = imageSettings.formats(writable: writable)
            imageFormats = formats
            let settingsPath = relative("walkthrough.yml")
            for missing in missing where !writable.isEmpty {
                report(.imageFormatUnavailable(missing.format.value.rawValue, instead: missing.instead?.rawValue),
                       in: snapshot.entries[settingsPath] != nil ? settingsPath : folder, at: missing.format.location, severity: .warning)
            }
        }
        if let failure = imageCapabilities.failure {
            report(.imageEncoderMissing(path.value, reason: failure), in: page, at: path.location, severity: .warning)
        }
        return writable.contains(ImageVariant.fallbackFormat(of: format))
    }

    /// A warning when a phone shows the image at fewer than two pixels per point. (Pictures
    /// narrower than the narrowest variant, icons more than screenshots, are left to the author.)
    private mutating func checkSharpness(of image: PublishedImage, for path: Located<String>, in page: String, layout: Page.Layout) {
        guard let width = image.width, let height = image.height else { return }
        let points = PhoneView.slotWidth(width: width, height: height, layout: layout).rounded()
        let needed = Int(points) * 2
        if width < needed {
            report(.imageTooSmall(path.value, width: width, points: Int(points), needed: needed, isWide: layout == .background && width > height),
                   in: page, at: path.location, severity: .warning)
        }
    }
}

extension PublishedImage: VariantChoosing {}

extension Page.Image.Dark {
    package init(_ image: PublishedImage) {
        self.init(src: image.src, width: image.width, height: image.height, variants: image.variants)
    }
}
