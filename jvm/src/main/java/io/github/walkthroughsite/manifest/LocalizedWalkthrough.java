package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.NotNull;

/** The pages, labels and title of a walkthrough in one locale. */
public record LocalizedWalkthrough(@NotNull Direction direction, @NotNull String title, @NotNull Labels labels, @NotNull List<Page> pages) {
    public LocalizedWalkthrough {
        pages = Values.list(pages);
    }

    static LocalizedWalkthrough read(Fields fields) throws ManifestException {
        return new LocalizedWalkthrough(fields.choice("direction", Direction.values()),
                fields.string("title"), Labels.read(fields.object("labels")), fields.list("pages", false, Page::read));
    }
}
