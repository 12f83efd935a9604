import CSystemCalls
import Foundation

/// A program run with its standard input and output on pipes, and its standard error on the
/// output pipe too or discarded. The pipes are close-on-exec in this process, so no other program
/// started meanwhile inherits them (and keeps them open); the program starts with the default
/// handling of SIGINT, SIGTERM and SIGPIPE, whatever this process ignores.
package final class ChildProcess: @unchecked Sendable {
    /// Why a program could not be started: the system's reason.
    package struct Failure: Error {
        package var reason: String
    }

    private let pid: pid_t
    /// This side of the child's standard input and output; -1 once closed.
    package private(set) var input: Int32
    package private(set) var output: Int32
    private var status: Int32?

    /// Starts `executable` with `arguments` and this process's environment with `environment`
    /// over it; its standard error goes to its output with `errorsToOutput`, else to /dev/null.
    package init(_ executable: String, _ arguments: [String], errorsToOutput: Bool, environment: [String: String] = [:]) throws(Failure) {
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe_close_on_exec(&toChild) == 0, pipe_close_on_exec(&fromChild) == 0 else {
            let reason = String(cString: strerror(errno))
            for fd in toChild + fromChild where fd >= 0 { close(fd) }
            throw Failure(reason: reason)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies the child keeps as 0, 1 and 2.
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        if errorsToOutput {
            posix_spawn_file_actions_adddup2(&actions, fromChild[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }.map { strdup("\($0)=\($1)") } + [nil]
        defer { for variable in variables { free(variable) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, variables)
        for fd in [toChild[0], fromChild[1]] { close(fd) }
        guard started == 0 else {
            for fd in [toChild[1], fromChild[0]] { close(fd) }
            throw Failure(reason: String(cString: strerror(started)))
        }
        (self.pid, input, output) = (pid, toChild[1], fromChild[0])
        Self.running.withLock { _ = $0.insert(pid) }
    }

    /// Closes the child's standard input: it reads the end of it.
    package func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Closes both pipes and waits for the child to end; its exit status, or 128 + the signal
    /// that ended it. A child still writing gets EPIPE (or SIGPIPE) instead of waiting for a reader.
    @discardableResult
    package func wait() -> Int32 {
        if let status { return status }
        closeInput()
        if output >= 0 { close(output) }
        output = -1
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        Self.running.withLock { _ = $0.remove(pid) }
        let signal = raw & 0x7F
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return status!
    }

    /// Ends the child at once (a job that takes too long).
    package func kill() {
        if status == nil { _ = Foundation.kill(pid, SIGKILL) }
    }

    /// Ends at once every program this process started that has not been waited for.
    package static func endAll() {
        running.withLock { pids in
            for pid in pids { _ = Foundation.kill(pid, SIGKILL) }
        }
    }

    /// The programs started and not yet waited for: the process's children, which a stop that
    /// cannot wait for them ends (`endAll`).
    private static let running = Locked<Set<pid_t>>([])

    deinit {
        wait()
    }
}
