package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/** The writing direction of a locale. */
public enum Direction {
    LTR,
    RTL;

    /** The manifest's word for it: the name in lower case, {@code -} for {@code _}. */
    @NotNull
    public String jsonName() {
        return Values.jsonName(this);
    }
}
