#include "image_codec.h"

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// libvips' own declarations of the functions used, so that it needs no headers to build.
typedef struct VipsImage VipsImage;
enum { VIPS_ACCESS_SEQUENTIAL = 1, VIPS_SIZE_FORCE = 3 };

static struct {
    int (*init)(const char *argv0);
    const char *(*version_string)(void);
    void (*concurrency_set)(int concurrency);
    void (*cache_set_max)(int max);
    const char *(*error_buffer)(void);
    void (*error_clear)(void);
    VipsImage *(*image_new_from_buffer)(const void *bytes, size_t length, const char *options, ...);
    int (*image_get_width)(const VipsImage *image);
    int (*image_get_height)(const VipsImage *image);
    int (*image_get_n_pages)(VipsImage *image);
    int (*thumbnail_buffer)(void *bytes, size_t length, VipsImage **out, int width, ...);
    int (*image_write_to_buffer)(VipsImage *image, const char *suffix, void **bytes, size_t *length, ...);
    int (*black)(VipsImage **out, int width, int height, ...);
    void (*object_unref)(void *object);
    void (*free)(void *memory);
} vips;

static pthread_once_t started = PTHREAD_ONCE_INIT;
static int start_result = -1;
static char failure[256] = "";

static int load(void) {
    const char *names[] = {"libvips.so.42", "libvips.42.dylib", "libvips.so", "libvips.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure, sizeof failure, "libvips is not installed (%s)", dlerror());
        return -1;
    }
#define SYMBOL(field, name) \
    if (!(*(void **)&vips.field = dlsym(library, name))) { \
        snprintf(failure, sizeof failure, "libvips has no %s; it is older than 8.10", name); \
        return -1; \
    }
    SYMBOL(init, "vips_init")
    SYMBOL(version_string, "vips_version_string")
    SYMBOL(concurrency_set, "vips_concurrency_set")
    SYMBOL(cache_set_max, "vips_cache_set_max")
    SYMBOL(error_buffer, "vips_error_buffer")
    SYMBOL(error_clear, "vips_error_clear")
    SYMBOL(image_new_from_buffer, "vips_image_new_from_buffer")
    SYMBOL(image_get_width, "vips_image_get_width")
    SYMBOL(image_get_height, "vips_image_get_height")
    SYMBOL(image_get_n_pages, "vips_image_get_n_pages")
    SYMBOL(thumbnail_buffer, "vips_thumbnail_buffer")
    SYMBOL(image_write_to_buffer, "vips_image_write_to_buffer")
    SYMBOL(black, "vips_black")
    SYMBOL(object_unref, "g_object_unref")
    SYMBOL(free, "g_free")
#undef SYMBOL
    return 0;
}

static void start(void) {
    if (load() != 0) return;
    if (vips.init("build-site") != 0) {
        snprintf(failure, sizeof failure, "libvips did not start: %s", vips.error_buffer());
        return;
    }
    // Each variant is one job of build-site's own, run on all cores; libvips' own threads would
    // only take turns with them. Keep nothing cached between images.
    vips.concurrency_set(1);
    vips.cache_set_max(0);
    start_result = 0;
}

int image_codec_start(void) {
    pthread_once(&started, start);
    return start_result;
}

const char *image_codec_failure(void) {
    return failure;
}

const char *image_codec_library_path(void) {
    Dl_info info;
    if (image_codec_start() != 0 || dladdr(*(void **)&vips.init, &info) == 0 || info.dli_fname == NULL) return "";
    return info.dli_fname;
}

const char *image_codec_version(void) {
    return image_codec_start() == 0 ? vips.version_string() : "";
}

int image_codec_inspect(const void *bytes, size_t length, int *width, int *height, int *frames) {
    if (image_codec_start() != 0) return -1;
    VipsImage *image = vips.image_new_from_buffer(bytes, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    if (image == NULL) {
        vips.error_clear();
        return -1;
    }
    *width = vips.image_get_width(image);
    *height = vips.image_get_height(image);
    *frames = vips.image_get_n_pages(image);
    vips.object_unref(image);
    return 0;
}

/// The save options for a format: the suffix libvips knows it by, with its settings.
static int save_options(const char *format, int quality, char *options, size_t size) {
    if (strcmp(format, "avif") == 0) {
        // libvips writes AVIF as HEIF with the AV1 codec.
        return snprintf(options, size, ".heif[Q=%d,compression=av1,effort=4,strip]", quality);
    } else if (strcmp(format, "webp") == 0) {
        return snprintf(options, size, ".webp[Q=%d,effort=4,strip]", quality);
    } else if (strcmp(format, "jpeg") == 0) {
        return snprintf(options, size, ".jpg[Q=%d,optimize_coding,interlace,strip]", quality);
    } else if (strcmp(format, "png") == 0) {
        return snprintf(options, size, ".png[compression=9,strip]");
    } else if (strcmp(format, "gif") == 0) {
        return snprintf(options, size, ".gif[strip]");
    }
    return -1;
}

int image_codec_can_save(const char *format) {
    char options[64];
    if (save_options(format, 50, options, sizeof options) < 0 || image_codec_start() != 0) return 0;
    // Encoding a small picture is the one sure test: a saver may exist without its codec.
    VipsImage *image = NULL;
    void *output = NULL;
    size_t length = 0;
    int result = vips.black(&image, 16, 16, "bands", 3, NULL);
    if (result == 0) result = vips.image_write_to_buffer(image, options, &output, &length, NULL);
    if (image) vips.object_unref(image);
    vips.free(output);
    vips.error_clear();
    return result == 0;
}

static void copy_error(char *error, size_t error_size, const char *fallback) {
    const char *message = vips.error_buffer();
    snprintf(error, error_size, "%s", message && *message ? message : fallback);
    size_t end = strlen(error);
    while (end > 0 && (error[end - 1] == '\n' || error[end - 1] == ' ')) error[--end] = '\0';
    vips.error_clear();
}

int image_codec_resize(const void *bytes, size_t length, int width, int height, const char *format, int quality,
                       void **output, size_t *output_length, char *error, size_t error_size) {
    char options[64];
    if (save_options(format, quality, options, sizeof options) < 0) {
        snprintf(error, error_size, "unknown format %s", format);
        return -1;
    }
    if (image_codec_start() != 0) {
        snprintf(error, error_size, "%s", failure);
        return -1;
    }
    VipsImage *resized = NULL;
    if (vips.thumbnail_buffer((void *)bytes, length, &resized, width, "height", height, "size", VIPS_SIZE_FORCE, NULL) != 0) {
        copy_error(error, error_size, "the image does not decode");
        return -1;
    }
    int result = vips.image_write_to_buffer(resized, options, output, output_length, NULL);
    vips.object_unref(resized);
    if (result != 0) {
        copy_error(error, error_size, "the image does not encode");
        return -1;
    }
    return 0;
}

void image_codec_free(void *output) {
    if (image_codec_start() == 0) vips.free(output);
}
