package walkthrough.manifest;

/**
 * The texts of the pager's buttons in one locale.
 *
 * @param done the label of the last page's button ("Get Started")
 */
public record Labels(String next, String skip, String done, String restart, String back) {
    static Labels read(Fields fields) throws ManifestException {
        return new Labels(fields.string("next"), fields.string("skip"), fields.string("done"),
                fields.string("restart"), fields.string("back"));
    }
}
