package walkthrough.manifest;

import java.util.List;

/** The pages, labels and title of a walkthrough in one locale. */
public record LocalizedWalkthrough(Direction direction, String title, Labels labels, List<Page> pages) {
    public LocalizedWalkthrough {
        pages = Values.list(pages);
    }

    static LocalizedWalkthrough read(Fields fields) throws ManifestException {
        return new LocalizedWalkthrough(fields.choice("direction", Direction.values()),
                fields.string("title"), Labels.read(fields.object("labels")), fields.list("pages", false, Page::read));
    }
}
