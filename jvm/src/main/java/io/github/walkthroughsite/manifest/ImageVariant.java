package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/**
 * One file made from a page's picture: {@code width} × {@code height} pixels in {@code format}.
 *
 * @param src    the path, relative to the manifest
 * @param format {@code avif}, {@code webp}, {@code png}, {@code jpeg} or {@code gif} today; a
 *               name this version does not know decodes too, so newer manifests still load
 */
public record ImageVariant(@NotNull String src, int width, int height, @NotNull String format) {
    static ImageVariant read(Fields fields) throws ManifestException {
        return new ImageVariant(fields.string("src"), fields.integer("width"), fields.integer("height"), fields.string("format"));
    }
}
