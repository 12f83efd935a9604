package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/**
 * A page's Markdown body, rendered for each kind of runtime.
 *
 * @param html safe HTML, for web views
 * @param text plain text, for native labels
 */
public record PageBody(@NotNull String html, @NotNull String text) {
    /** No body. */
    public static final PageBody EMPTY = new PageBody("", "");

    static PageBody read(Fields fields) throws ManifestException {
        return new PageBody(fields.string("html"), fields.string("text"));
    }
}
