package io.github.walkthroughsite.manifest;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * A page's action button: what it says, and what the app (or the web pager) does when it is
 * pressed, by {@code id}.
 *
 * @param id    {@code [a-z0-9-]+}: one of {@link #BUILT_IN_IDS} or one the app registers a handler for
 * @param label the button's text in the page's locale
 * @param url   the link of {@code open-url} (or anything an app's handler wants): {@code https:},
 *              {@code http:} or site-relative ({@code /help}); null when not given
 */
public record PageAction(@NotNull String id, @NotNull String label, @Nullable String url) {
    /**
     * Ids every runtime knows: {@code open-url} opens {@code url}, {@code next} and {@code finish}
     * do what the pager's buttons do; the {@code request-…} and {@code sign-in} ids name what an
     * app's handler should do.
     */
    public static final List<String> BUILT_IN_IDS = Collections.unmodifiableList(Arrays.asList(
            "open-url", "request-notifications", "request-location", "request-camera", "sign-in", "next", "finish"));

    static PageAction read(Fields fields) throws ManifestException {
        return new PageAction(fields.string("id"), fields.string("label"), fields.optionalString("url"));
    }
}
