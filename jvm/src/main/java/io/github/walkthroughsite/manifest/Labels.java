package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/**
 * The texts of the pager's buttons in one locale.
 *
 * @param done the label of the last page's button ("Get Started")
 */
public record Labels(@NotNull String next, @NotNull String skip, @NotNull String done, @NotNull String restart, @NotNull String back) {
    static Labels read(Fields fields) throws ManifestException {
        return new Labels(fields.string("next"), fields.string("skip"), fields.string("done"),
                fields.string("restart"), fields.string("back"));
    }
}
