import Foundation
import SiteModel
import SiteSupport

/// Makes the image variants a build publishes: each one kept from an earlier build, or encoded
/// now by `build-site-vips`, one encoder per core, and kept for the next.
package struct VariantEncoding: Sendable {
    /// Every variant to publish, as an output file (`.cached`).
    package var files: [String: OutputFile] = [:]
    /// Each variant's size in bytes.
    package var sizes: [String: Int] = [:]
    /// Errors for sources libvips could not resize.
    package var diagnostics: [Diagnostic] = []
    /// How many variants were encoded now, and how long that took.
    package var encodedCount = 0
    package var seconds = 0.0

    /// No variants.
    package init() {}

    /// The variants of `variants` (by output path), their sources read from `snapshot` (a clip's
    /// frame from `cache`, where `ClipEncoding` keeps it); what is encoded now is added to the cache,
    /// which the build prunes only once it has published. The posters of `failedClips` fail
    /// without a word: their clip's error says why.
    package init(_ variants: [String: ImageVariant], in snapshot: ContentSnapshot, cache: VariantCache, failedClips: Set<String> = [],
         progress: ProgressHandler?) {
        var missing: [(path: String, variant: ImageVariant)] = []
        for (path, variant) in variants {
            if let size = cache.size(of: path) {
                files[path] = .cached(cache.path(of: path))
                sizes[path] = size
            } else {
                missing.append((path, variant))
            }
        }
        guard !missing.isEmpty else { return }
        let start = DispatchTime.now()
        let counter = Counter()
        progress?("Encoding images", 0, missing.count)
        // Largest first, so that no big image starts last and keeps one core busy alone.
        let jobs = missing.sorted { ($0.variant.width * $0.variant.height, $0.path) > ($1.variant.width * $1.variant.height, $1.path) }
        let encoders = ImageEncoderPool()
        let results = ConcurrentMap.map(jobs) { job -> Result<(file: OutputFile, size: Int), ImageEncoder.Failure> in
            defer { progress?("Encoding images", counter.increment(), jobs.count) }
            return Self.encode(job.variant, at: job.path, from: snapshot, into: cache, with: encoders)
        }
        var failed: Set<String> = []
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let encoded):
                files[job.path] = encoded.file
                sizes[job.path] = encoded.size
                encodedCount += 1
            case .failure(let failure) where !failedClips.contains(job.variant.source) && failed.insert(job.variant.source).inserted:
                diagnostics.append(Diagnostic(.imageEncoding(job.variant.source, reason: failure.reason), file: snapshot.display(job.variant.source)))
            case .failure:
                break
            }
        }
        seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    private static func encode(_ variant: ImageVariant, at path: String, from snapshot: ContentSnapshot, into cache: VariantCache,
                               with encoders: ImageEncoderPool) -> Result<(file: OutputFile, size: Int), ImageEncoder.Failure> {
        let source = variant.framePath.map { FileManager.default.contents(atPath: cache.path(of: $0)) }
            ?? { if case .file(let file)? = snapshot.entries[variant.source], case .success(let bytes) = file.contents { bytes } else { nil } }()
        guard let bytes = source else {
            return .failure(ImageEncoder.Failure(reason: variant.framePath == nil ? "it could not be read" : "its frame could not be taken"))
        }
        do {
            let data = try encoders.withEncoder { encoder throws(ImageEncoder.Failure) in
                try encoder.resize(bytes, toWidth: variant.width, height: variant.height, as: variant.format, quality: variant.quality)
            }
            cache.store(data, for: path)
            // Published from the cache; from memory when it could not be kept (a full disk, say).
            let file: OutputFile = cache.size(of: path) == data.count ? .cached(cache.path(of: path)) : .data(data)
            return .success((file, data.count))
        } catch {
            return .failure(error)
        }
    }
}
