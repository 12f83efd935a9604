import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WalkthroughManifest

extension ManifestLoader {
    /// Downloads the pictures of `locale`'s pages, light and dark (a clip's poster among them), into
    /// the cache directory, so the walkthrough shows offline: for each, the variant
    /// `bestVariant(forPointWidth:scale:supportedFormats:)` picks for the screen, else the file
    /// itself. With `clipCodecs`, the codec families the app's player plays (`["avc1"]`), it also
    /// downloads the variant of each clip `bestVariant(forPointWidth:scale:supportedCodecs:)`
    /// picks, up to `maximumClipBytes`. Files already there are not fetched again (their names carry
    /// a content hash). Returns the local copies by remote URL. Cancelling the calling task stops
    /// it: the download under way ends, no other starts, and what was kept before is returned.
    public func prefetchImages(of loaded: LoadedManifest, locale: String, pointWidth: Double, scale: Double,
                               supportedFormats: [Page.Image.Format], clipCodecs: [String] = []) async -> [URL: URL] {
        guard let manifest = loaded.manifest else { return [:] }
        func pick(_ picture: some VariantChoosing, file: String) -> URL? {
            picture.bestVariant(forPointWidth: pointWidth, scale: scale, supportedFormats: supportedFormats)
                .flatMap(loaded.url(for:)) ?? loaded.resolve(file)
        }
        let pages = manifest.localized(for: locale).pages
        let pictures = pages.compactMap { $0.image ?? $0.video?.poster }.flatMap { image in
            [pick(image, file: image.src), image.dark.flatMap { pick($0, file: $0.src) }].compactMap { $0 }
        }
        let clips = pages.compactMap { page in
            page.video?.bestVariant(forPointWidth: pointWidth, scale: scale, supportedCodecs: clipCodecs).flatMap { loaded.resolve($0.src) }
        }
        var copies: [URL: URL] = [:]
        for (url, kind, limit) in pictures.map({ ($0, "image/", maximumImageBytes) }) + clips.map({ ($0, "video/", maximumClipBytes) }) {
            if Task.isCancelled { break }
            if let copy = cachedImage(for: url) {
                copies[url] = copy
            } else if let copy = await download(url, ofType: kind, upTo: limit) {
                copies[url] = copy
            }
        }
        return copies
    }

    /// The local copy of a picture or clip `prefetchImages` downloaded, or `nil`.
    public nonisolated func cachedImage(for url: URL) -> URL? {
        guard !url.isFileURL else { return url }
        let copy = imageFile(for: url)
        return FileManager.default.fileExists(atPath: copy.path) ? copy : nil
    }

    private nonisolated func imageFile(for url: URL) -> URL {
        cacheDirectory.appendingPathComponent("images", isDirectory: true)
            .appendingPathComponent(ManifestCache.fingerprint(url.absoluteString) + "-" + url.lastPathComponent)
    }

    /// `url`'s body when it is of the media type `kind` (`image/`) and at most `limit` bytes long.
    private func download(_ url: URL, ofType kind: String, upTo limit: Int) async -> URL? {
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 60)
        let answer = await transfers.answer(to: request, limit: limit)
        // Only a picture (or clip), within the limit: not a login page a captive portal sends instead.
        guard !answer.isOverLimit, answer.error == nil, !Task.isCancelled, let response = answer.response, response.statusCode == 200,
              response.mimeType?.lowercased().hasPrefix(kind) == true else { return nil }
        let data = answer.data
        let copy = imageFile(for: url)
        try? FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        return (try? data.write(to: copy, options: .atomic)) != nil ? copy : nil
    }
}
