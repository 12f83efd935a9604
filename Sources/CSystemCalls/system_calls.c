#define _GNU_SOURCE
#include "system_calls.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#if defined(__APPLE__)
int file_exchange(const char *first, const char *second) {
    return renamex_np(first, second, RENAME_SWAP);
}
#elif defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
int file_exchange(const char *first, const char *second) {
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}
#else
int file_exchange(const char *first, const char *second) {
    (void)first; (void)second;
    errno = ENOSYS;
    return -1;
}
#endif

int pipe_close_on_exec(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}
