#ifndef IMAGE_CODEC_H
#define IMAGE_CODEC_H

#include <stddef.h>

// The few libvips calls build-site needs, without varargs (which Swift cannot call). libvips is
// loaded on first use, so a build that makes no image variants never loads it and its hundred
// libraries, and build-site runs where libvips is not installed.

/// Loads and starts libvips once; 0 on success. Safe to call from any thread, any number of times.
int image_codec_start(void);

/// Why libvips could not be loaded or started, after `image_codec_start` failed.
const char *image_codec_failure(void);

/// The file libvips was loaded from; "" when it is not loaded.
const char *image_codec_library_path(void);

/// libvips' version, "8.14.1"; "" when it is not loaded.
const char *image_codec_version(void);

/// 1 when libvips can encode `format` ("avif", "webp", "png", "jpeg" or "gif").
int image_codec_can_save(const char *format);

/// The size and number of frames of an encoded image, from its header; 0 on success.
int image_codec_inspect(const void *bytes, size_t length, int *width, int *height, int *frames);

/// Decodes `bytes` (the first frame), resizes to exactly `width` x `height` and encodes it as
/// `format` ("avif", "webp", "png", "jpeg" or "gif") at `quality` (1-100) with metadata
/// stripped. On success returns 0 and sets `*output` (free it with `image_codec_free`) and
/// `*output_length`. On failure returns -1 and writes libvips' message into `error` (`error_size`
/// bytes at most, NUL-terminated).
int image_codec_resize(const void *bytes, size_t length, int width, int height, const char *format, int quality,
                       void **output, size_t *output_length, char *error, size_t error_size);

void image_codec_free(void *output);

#endif
