package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * The pages, labels, title and name of a walkthrough in one locale.
 *
 * @param direction the writing direction of the locale
 * @param title the walkthrough's title in the locale
 * @param name the language's name as its speakers write it ({@code suomi}, {@code 繁體中文}; CLDR's,
 *     or the site's {@code language_names:}), for an app's own language picker; null in a
 *     walkthrough in one language and in manifests an older build-site wrote (any schema version
 *     may carry it)
 * @param labels the controls' labels (Next, done, Skip, Back, Start again)
 * @param pages the pages, in order
 */
public record LocalizedWalkthrough(@NotNull Direction direction, @NotNull String title, @Nullable String name, @NotNull Labels labels,
                                   @NotNull List<Page> pages) {
    /**
     * Copies the lists, so the value stays as it was read.
     *
     * @param direction the writing direction of the locale
     * @param title the walkthrough's title in the locale
     * @param name the language's name as its speakers write it, or null
     * @param labels the controls' labels (Next, done, Skip, Back, Start again)
     * @param pages the pages, in order
     */
    public LocalizedWalkthrough {
        pages = Values.list(pages);
    }

    /**
     * A locale without a name, as in a walkthrough in one language.
     *
     * @param direction the writing direction of the locale
     * @param title the walkthrough's title in the locale
     * @param labels the controls' labels (Next, done, Skip, Back, Start again)
     * @param pages the pages, in order
     */
    public LocalizedWalkthrough(@NotNull Direction direction, @NotNull String title, @NotNull Labels labels, @NotNull List<Page> pages) {
        this(direction, title, null, labels, pages);
    }

    static LocalizedWalkthrough read(Fields fields) throws ManifestException {
        return new LocalizedWalkthrough(fields.choice("direction", Direction.values()), fields.string("title"),
                fields.optionalString("name"), Labels.read(fields.object("labels")), fields.list("pages", false, Page::read));
    }
}
