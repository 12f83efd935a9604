package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/**
 * One file made from a page's clip: {@code width} × {@code height} pixels, {@code codec} in a
 * {@code format} container, without sound.
 *
 * @param src    the path, relative to the manifest
 * @param format the container: {@code mp4} today
 * @param codec  the codec as RFC 6381 names it ({@code av01.0.05M.08}, {@code avc1.64001F})
 * @param bytes  the file's size, to decide whether to fetch it ahead on a metered connection
 */
public record VideoVariant(@NotNull String src, int width, int height, @NotNull String format, @NotNull String codec, int bytes) {
    /**
     * The codec's family, the part of {@code codec} before its first dot: {@code av01} or {@code avc1}.
     *
     * @return the codec family ({@code avc1}, {@code av01})
     */
    @NotNull
    public String codecFamily() {
        int dot = codec.indexOf('.');
        return dot < 0 ? codec : codec.substring(0, dot);
    }

    static VideoVariant read(Fields fields) throws ManifestException {
        return new VideoVariant(fields.string("src"), fields.integer("width"), fields.integer("height"), fields.string("format"),
                fields.string("codec"), fields.integer("bytes"));
    }
}
