import Foundation
import SiteModel
import SiteSupport

/// Makes the clip variants and poster frames a build publishes: each kept from an earlier build,
/// or made now by ffmpeg (a clip at a time: ffmpeg keeps every core busy itself), and kept for the
/// next in the variant cache.
package struct ClipEncoding: Sendable {
    /// Every clip variant and frame to publish, as an output file (`.cached`).
    package var files: [String: OutputFile] = [:]
    /// Each one's size in bytes.
    package var sizes: [String: Int] = [:]
    /// Errors for clips ffmpeg could not encode.
    package var diagnostics: [Diagnostic] = []
    /// The clips (content paths) that failed, whose posters' variants cannot be made either.
    package var failedClips: Set<String> = []
    /// How many files were made now, and how long that took.
    package var encodedCount = 0
    package var seconds = 0.0

    /// Nothing to make.
    package init() {}

    /// What one run of ffmpeg makes.
    private enum Job {
        case variant(ClipVariant)
        case frame(ClipFrame)

        var source: String {
            switch self {
            case .variant(let variant): variant.source
            case .frame(let frame): frame.source
            }
        }
    }

    /// The variants and frames of `clips` and `frames` (by output path), their clips read from
    /// `snapshot`, made with the ffmpeg `encoder` describes; what is made now is added to `cache`.
    package init(_ clips: [String: ClipVariant], frames: [String: ClipFrame], in snapshot: ContentSnapshot, cache: VariantCache,
         encoder: ClipCapabilities, progress: ProgressHandler?) {
        let jobs = clips.mapValues(Job.variant).merging(frames.mapValues(Job.frame)) { first, _ in first }
        var missing: [(path: String, job: Job)] = []
        for (path, job) in jobs.sorted(by: { $0.key < $1.key }) {
            if let size = cache.size(of: path) {
                (files[path], sizes[path]) = (.cached(cache.path(of: path)), size)
            } else {
                missing.append((path, job))
            }
        }
        guard !missing.isEmpty else { return }
        let start = DispatchTime.now()
        progress?("Encoding clips", 0, missing.count)
        for (source, sourceJobs) in Dictionary(grouping: missing, by: \.job.source).sorted(by: { $0.key < $1.key }) {
            make(sourceJobs, of: source, from: snapshot, into: cache, with: encoder) { done in progress?("Encoding clips", done, missing.count) }
        }
        seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Runs `jobs`, all of the clip `source`, on a copy of its bytes (ffmpeg seeks in a file; a pipe
    /// would not do for a QuickTime file whose index is at its end); stops at the first failure.
    /// What a killed build leaves in the cache's folder, the next build that succeeds removes.
    private mutating func make(_ jobs: [(path: String, job: Job)], of source: String, from snapshot: ContentSnapshot, into cache: VariantCache,
                               with encoder: ClipCapabilities, done: (Int) -> Void) {
        guard case .file(let file)? = snapshot.entries[source], case .success(let bytes) = file.contents else {
            return fail(source, "it could not be read", in: snapshot)
        }
        let copy = cache.folder.path + "/clip-\(getpid())." + (source.split(separator: ".").last.map(String.init) ?? "clip")
        cache.store(bytes, at: copy)
        defer { unlink(copy) }
        for (path, job) in jobs {
            let made = cache.folder.path + "/made-\(getpid())-" + (path.split(separator: "/").last.map(String.init) ?? "clip")
            let result: Result<Void, ClipEncoder.Failure>
            switch job {
            case .variant(let variant): result = ClipEncoder.encode(copy, as: variant, to: made, av1Encoder: encoder.av1Encoder)
            case .frame(let frame): result = ClipEncoder.frame(of: copy, at: frame.seconds, to: made)
            }
            guard case .success = result, let size = cache.adopt(made, for: path) else {
                unlink(made)
                if case .failure(let failure) = result { return fail(source, failure.reason, in: snapshot) }
                return fail(source, "ffmpeg wrote no file", in: snapshot)
            }
            (files[path], sizes[path]) = (.cached(cache.path(of: path)), size)
            encodedCount += 1
            done(encodedCount)
        }
    }

    private mutating func fail(_ source: String, _ reason: String, in snapshot: ContentSnapshot) {
        failedClips.insert(source)
        diagnostics.append(Diagnostic(.clipEncoding(source, reason: reason), file: snapshot.display(source)))
    }
}
