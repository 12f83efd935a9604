package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * A page's picture: the file as the author gave it, and the variants made of it for screens of
 * each size (see {@link #bestVariant}).
 *
 * @param src    the file as the author gave it, relative to the manifest
 * @param width  the pixel width when the file states one, else null
 * @param height the pixel height when the file states one, else null
 * @param alt    the text alternative; empty when the picture is decorative
 * @param dark   the picture for dark mode, or null
 */
public record PageImage(@NotNull String src, @Nullable Integer width, @Nullable Integer height, @NotNull String alt, @Nullable DarkImage dark, @NotNull List<ImageVariant> variants)
        implements VariantChoosing {
    /**
     * Copies the lists, so the value stays as it was read.
     *
     * @param src the file as the author gave it, relative to the manifest
     * @param width the pixel width when the file states one, else null
     * @param height the pixel height when the file states one, else null
     * @param alt the text alternative; empty when the picture is decorative
     * @param dark the picture for dark mode, or null
     * @param variants the picture at other widths and in other formats, narrowest first
     */
    public PageImage {
        variants = Values.list(variants);
    }

    static PageImage read(Fields fields) throws ManifestException {
        return new PageImage(fields.string("src"), fields.optionalInteger("width"), fields.optionalInteger("height"),
                fields.string("alt"), fields.optional("dark", DarkImage::read),
                // Manifests written before variants existed have none.
                fields.list("variants", true, ImageVariant::read));
    }
}
