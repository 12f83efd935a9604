package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/** How a walkthrough ended: Get Started ({@code DONE}) or Skip ({@code SKIPPED}). */
public enum Outcome {
    DONE,
    SKIPPED;

    /** The manifest's word for it: the name in lower case, {@code -} for {@code _}. */
    @NotNull
    public String jsonName() {
        return Values.jsonName(this);
    }
}
