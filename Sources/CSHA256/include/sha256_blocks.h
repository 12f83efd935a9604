#ifndef SHA256_BLOCKS_H
#define SHA256_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256's 64 round constants (FIPS 180-4, 4.2.2).
const uint32_t *sha256_round_constants(void);

/// True when the processor has the SHA extensions (x86-64 SHA-NI with SSE4.1), so that
/// `sha256_compress_blocks` can run.
int sha256_has_hardware_blocks(void);

/// Compresses `count` whole 64-byte blocks at `blocks` into the eight words of `state`
/// (FIPS 180-4 order, host byte order) with the SHA extensions. Call only when
/// `sha256_has_hardware_blocks()` is true.
void sha256_compress_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
