package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** A picture with variants to choose from: {@link PageImage} and its {@link DarkImage}. */
public interface VariantChoosing {
    /**
     * The picture resized and re-encoded, by width and format; empty for an SVG or an animated GIF.
     *
     * @return the variants, in the manifest's order
     */
    @NotNull
    List<ImageVariant> variants();

    /**
     * The variant to load for a view {@code pointWidth} points (dp) wide on a screen of
     * {@code scale} pixels per point: in the first of {@code formats} the picture has, the
     * narrowest variant at least {@code pointWidth × scale} pixels wide, or the widest when none
     * is. Null when no variant is in one of {@code formats}; then load {@code src}.
     *
     * <pre>{@code ImageVariant file = page.image().bestVariant(360, 3, Arrays.asList("webp", "png", "jpeg"));}</pre>
     * @param pointWidth the width the picture shows at, in points (dp)
     * @param scale the screen's pixels per point
     * @param formats the formats the app decodes ({@code webp}, {@code avif})
     * @return the variant to load, or null when there are none of those formats
     */
    @Nullable
    default ImageVariant bestVariant(double pointWidth, double scale, @NotNull List<String> formats) {
        return PreferredVariant.of(variants(), formats, PreferredVariant.PICTURES, pointWidth * scale);
    }
}
