// build-site-vips: the image encoder build-site runs beside itself, so that build-site stays one
// static file that starts in a millisecond, and a picture that crashes libvips fails alone.
//
//   build-site-vips capabilities   prints "library PATH", "version X.Y.Z" and "writable FORMAT..."
//   build-site-vips inspect FILE   prints "WIDTH HEIGHT FRAMES" of an image file
//   build-site-vips serve          answers jobs on standard input until it ends; a job is the line
//                                  "LENGTH WIDTH HEIGHT FORMAT QUALITY" then LENGTH bytes of an
//                                  image; the answer is "ok LENGTH" then the encoded bytes, or
//                                  "error MESSAGE" (one line); after a job it cannot read, it
//                                  answers "fatal MESSAGE" and ends
//
// A job decodes the image's first frame, resizes it to exactly WIDTH x HEIGHT and encodes it as
// FORMAT (avif, webp, png, jpeg, gif) at QUALITY (1-100), without metadata.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The part of libvips' C API (8.10 and later) used here, declared as libvips declares it: its
// header's pkg-config flags hold -pthread, which SwiftPM rejects.
typedef struct _VipsImage VipsImage;
enum { VIPS_ACCESS_SEQUENTIAL = 1, VIPS_SIZE_FORCE = 3 };
int vips_init(const char *argv0);
const char *vips_version_string(void);
void vips_concurrency_set(int concurrency);
void vips_cache_set_max(int max);
const char *vips_error_buffer(void);
void vips_error_clear(void);
VipsImage *vips_image_new_from_file(const char *name, ...);
int vips_image_get_width(const VipsImage *image);
int vips_image_get_height(const VipsImage *image);
int vips_image_get_n_pages(VipsImage *image);
int vips_thumbnail_buffer(void *buffer, size_t length, VipsImage **out, int width, ...);
int vips_image_write_to_buffer(VipsImage *image, const char *suffix, void **buffer, size_t *length, ...);
int vips_black(VipsImage **out, int width, int height, ...);
void g_object_unref(void *object);
void g_free(void *memory);

static const char *const formats[] = {"avif", "webp", "png", "jpeg", "gif"};

/// The suffix and options libvips saves `format` with; -1 for an unknown format.
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

/// libvips' last error on one line, and cleared.
static const char *last_error(const char *fallback) {
    static char message[512];
    snprintf(message, sizeof message, "%s", *vips_error_buffer() ? vips_error_buffer() : fallback);
    for (char *c = message; *c; c++) if (*c == '\n') *c = ' ';
    size_t end = strlen(message);
    while (end > 0 && message[end - 1] == ' ') message[--end] = '\0';
    vips_error_clear();
    return message;
}

/// Encoding a small picture is the one sure test: a saver may exist without its codec.
static int can_save(const char *format) {
    char options[64];
    VipsImage *image = NULL;
    void *output = NULL;
    size_t length = 0;
    int result = save_options(format, 50, options, sizeof options) < 0 ? -1 : vips_black(&image, 16, 16, "bands", 3, NULL);
    if (result == 0) result = vips_image_write_to_buffer(image, options, &output, &length, NULL);
    if (image) g_object_unref(image);
    g_free(output);
    vips_error_clear();
    return result == 0;
}

static int capabilities(void) {
    Dl_info library;
    // An address inside libvips' own data names its file (a function's may be this program's stub).
    printf("library %s\n", dladdr(vips_version_string(), &library) && library.dli_fname ? library.dli_fname : "");
    printf("version %s\nwritable", vips_version_string());
    for (size_t i = 0; i < sizeof formats / sizeof *formats; i++) {
        if (can_save(formats[i])) printf(" %s", formats[i]);
    }
    printf("\n");
    return 0;
}

static int inspect(const char *path) {
    VipsImage *image = vips_image_new_from_file(path, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    if (image == NULL) {
        fprintf(stderr, "build-site-vips: %s\n", last_error("the image does not decode"));
        return 1;
    }
    printf("%d %d %d\n", vips_image_get_width(image), vips_image_get_height(image), vips_image_get_n_pages(image));
    g_object_unref(image);
    return 0;
}

/// One job: resizes and encodes `bytes`; answers on standard output.
static void answer(const void *bytes, size_t length, int width, int height, const char *format, int quality) {
    char options[64];
    if (width < 1 || height < 1 || quality < 1 || quality > 100 || save_options(format, quality, options, sizeof options) < 0) {
        printf("error a job with a wrong size, format or quality\n");
        return;
    }
    VipsImage *resized = NULL;
    if (vips_thumbnail_buffer((void *)bytes, length, &resized, width, "height", height, "size", VIPS_SIZE_FORCE, NULL) != 0) {
        printf("error %s\n", last_error("the image does not decode"));
        return;
    }
    void *output = NULL;
    size_t output_length = 0;
    int result = vips_image_write_to_buffer(resized, options, &output, &output_length, NULL);
    g_object_unref(resized);
    if (result != 0) {
        printf("error %s\n", last_error("the image does not encode"));
        return;
    }
    printf("ok %zu\n", output_length);
    fwrite(output, 1, output_length, stdout);
    g_free(output);
}

static int serve(void) {
    char line[256];
    char format[16];
    size_t length;
    int width, height, quality;
    while (fgets(line, sizeof line, stdin)) {
        if (sscanf(line, "%zu %d %d %15s %d", &length, &width, &height, format, &quality) != 5 || length > (size_t)1 << 30) {
            printf("fatal a job this encoder does not understand\n");
            return 2;
        }
        void *bytes = malloc(length ? length : 1);
        if (bytes == NULL || fread(bytes, 1, length, stdin) != length) {
            free(bytes);
            return 2;
        }
        answer(bytes, length, width, height, format, quality);
        free(bytes);
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (vips_init(argv[0]) != 0) {
        fprintf(stderr, "build-site-vips: libvips did not start: %s\n", last_error("unknown error"));
        return 3;
    }
    // One job at a time per encoder; build-site runs one encoder per core. Cache nothing.
    vips_concurrency_set(1);
    vips_cache_set_max(0);
    if (argc == 2 && strcmp(argv[1], "capabilities") == 0) return capabilities();
    if (argc == 3 && strcmp(argv[1], "inspect") == 0) return inspect(argv[2]);
    if (argc == 2 && strcmp(argv[1], "serve") == 0) return serve();
    fprintf(stderr, "usage: build-site-vips capabilities | inspect FILE | serve\n");
    return 2;
}
