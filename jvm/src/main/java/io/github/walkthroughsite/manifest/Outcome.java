package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/** How a walkthrough ended: Get Started ({@code DONE}) or Skip ({@code SKIPPED}). */
public enum Outcome {
    /** Finished with Get Started (or a page's {@code finish} action). */
    DONE,
    /** Skipped, or dismissed by a close control. */
    SKIPPED;

    /**
     * The manifest's word for it: the name in lower case, {@code -} for {@code _}.
     *
     * @return the value as the seen record and the events write it
     */
    @NotNull
    public String jsonName() {
        return Values.jsonName(this);
    }
}
