import Foundation
import SiteModel

/// One build at a time per output folder: an exclusive `flock` on the output's parent folder,
/// held from a build's first look at the output to the last record it writes beside it, so two
/// builds never base their work on an output the other is replacing. Released when released.
package final class OutputLock: Sendable {
    private let descriptor: Int32

    /// Locks the parent folder of `output`, which must exist; throws `outputBusy` when another
    /// build holds it.
    package init(for output: URL) throws(BuildError) {
        let parent = output.standardizedFileURL.deletingLastPathComponent().path
        descriptor = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BuildError.unwritable(parent, reason: String(cString: strerror(errno))) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw BuildError.outputBusy(output.standardizedFileURL.path)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
