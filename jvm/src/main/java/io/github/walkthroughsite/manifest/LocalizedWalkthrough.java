package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.NotNull;

/** The pages, labels and title of a walkthrough in one locale. */
public record LocalizedWalkthrough(@NotNull Direction direction, @NotNull String title, @NotNull Labels labels, @NotNull List<Page> pages) {
    /**
     * Copies the lists, so the value stays as it was read.
     *
     * @param direction the writing direction of the locale
     * @param title the walkthrough's title in the locale
     * @param labels the controls' labels (Next, done, Skip, Back, Start again)
     * @param pages the pages, in order
     */
    public LocalizedWalkthrough {
        pages = Values.list(pages);
    }

    static LocalizedWalkthrough read(Fields fields) throws ManifestException {
        return new LocalizedWalkthrough(fields.choice("direction", Direction.values()),
                fields.string("title"), Labels.read(fields.object("labels")), fields.list("pages", false, Page::read));
    }
}
