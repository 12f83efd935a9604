package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * The picture shown in dark mode instead of a page's image.
 *
 * @param width  the pixel width when the file states one, else null
 * @param height the pixel height when the file states one, else null
 */
public record DarkImage(@NotNull String src, @Nullable Integer width, @Nullable Integer height, @NotNull List<ImageVariant> variants) implements VariantChoosing {
    /**
     * Copies the lists, so the value stays as it was read.
     *
     * @param src the file as the author gave it, relative to the manifest
     * @param width the pixel width when the file states one, else null
     * @param height the pixel height when the file states one, else null
     * @param variants the picture at other widths and in other formats, narrowest first
     */
    public DarkImage {
        variants = Values.list(variants);
    }

    static DarkImage read(Fields fields) throws ManifestException {
        return new DarkImage(fields.string("src"), fields.optionalInteger("width"), fields.optionalInteger("height"),
                fields.list("variants", true, ImageVariant::read));
    }
}
