package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * A page's clip (schema version 4): a short silent loop shown where the page's picture would be,
 * and the picture that stands for it. A page with a clip has no {@code image}.
 *
 * @param poster   the picture shown until the clip plays, and instead of it where it does not play
 *                 (reduced motion, a player without any of its codecs): the author's picture, or a
 *                 frame of the clip; its {@code alt} describes the clip
 * @param variants the clip for screens of each width, once per codec, without sound
 */
public record PageVideo(@NotNull PageImage poster, @NotNull List<VideoVariant> variants) {
    /**
     * Copies the lists, so the value stays as it was read.
     *
     * @param poster the picture shown until the clip plays, and instead of it where it does not play (reduced motion, a player without any of its codecs): the author's picture, or a frame of the clip; its {@code alt} describes the clip
     * @param variants the clip for screens of each width, once per codec, without sound
     */
    public PageVideo {
        variants = Values.list(variants);
    }

    /**
     * The variant to play in a view {@code pointWidth} points (dp) wide on a screen of
     * {@code scale} pixels per point: in the first codec family of {@code codecs}
     * ({@code "av01"}, {@code "avc1"}) the clip has, the narrowest variant at least
     * {@code pointWidth × scale} pixels wide, or the widest when none is. Null when none is in a
     * codec of {@code codecs}; then show the poster.
     *
     * <pre>{@code VideoVariant clip = page.video().bestVariant(360, 3, Arrays.asList("avc1"));}</pre>
     * @param pointWidth the width the clip shows at, in points (dp)
     * @param scale the screen's pixels per point
     * @param codecs the codec families the app's player plays ({@code avc1}, {@code av01})
     * @return the variant to play, or null when none of the codecs is there
     */
    @Nullable
    public VideoVariant bestVariant(double pointWidth, double scale, @NotNull List<String> codecs) {
        return PreferredVariant.of(variants, codecs, PreferredVariant.CLIPS, pointWidth * scale);
    }

    static PageVideo read(Fields fields) throws ManifestException {
        return new PageVideo(PageImage.read(fields.object("poster")), fields.list("variants", false, VideoVariant::read));
    }
}
