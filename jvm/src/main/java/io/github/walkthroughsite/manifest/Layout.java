package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/** How a page places its picture and its text. */
public enum Layout {
    /** The picture above the heading, whole (the default). */
    STACKED,
    /**
     * The picture fills the page, cropped and never distorted, with the text over its bottom on
     * a dark scrim in white.
     */
    BACKGROUND;

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
