#ifndef FILE_EXCHANGE_H
#define FILE_EXCHANGE_H

/// Atomically exchanges two existing paths (files or folders) on the same file system.
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where the
/// file system or kernel cannot exchange).
int file_exchange(const char *first, const char *second);

#endif
