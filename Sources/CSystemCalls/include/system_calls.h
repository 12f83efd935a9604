#ifndef SYSTEM_CALLS_H
#define SYSTEM_CALLS_H

#include <stddef.h>

/// Atomically exchanges two existing paths (files or folders) on the same file system.
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where the
/// file system or kernel cannot exchange).
int file_exchange(const char *first, const char *second);

/// Makes a pipe whose two ends are close-on-exec, in one step where the system has `pipe2` (so
/// that no program another thread starts meanwhile inherits them). 0, or -1 with errno set.
int pipe_close_on_exec(int fds[2]);

#endif
