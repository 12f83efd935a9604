package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/** The writing direction of a locale. */
public enum Direction {
    /** Left to right (English, French). */
    LTR,
    /** Right to left (Arabic, Hebrew). */
    RTL;

    /**
     * The manifest's word for it: the name in lower case, {@code -} for {@code _}.
     *
     * @return the value as {@code manifest.json} writes it
     */
    @NotNull
    public String jsonName() {
        return Values.jsonName(this);
    }
}
