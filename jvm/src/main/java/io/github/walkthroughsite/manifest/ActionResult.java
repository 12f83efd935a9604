package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * What pressing a page's action button came to.
 *
 * @param url the URL to open when {@code type} is {@link Type#OPEN_URL}, else null
 */
public record ActionResult(@NotNull Type type, @Nullable String url) {
    /** The kinds of result, one per constant or factory of {@link ActionResult}. */
    public enum Type {
        /** The app's handler for the id ran (on the web: a listener cancelled {@code walkthrough:action}). */
        HANDLED,
        /** {@code open-url} without a handler: the app opens {@link ActionResult#url()}. */
        OPEN_URL,
        /** {@code next} or {@code finish} without a handler: the pager did what its buttons do. */
        PERFORMED,
        /** Nothing handles the id, or the page has no action: nothing happened. */
        IGNORED
    }

    /** The app's handler took the action. */
    public static final ActionResult HANDLED = new ActionResult(Type.HANDLED, null);
    /** The pager did what the action asks itself ({@code next}, {@code finish}). */
    public static final ActionResult PERFORMED = new ActionResult(Type.PERFORMED, null);
    /** Nothing handles the action: an app id without a handler, or a page without an action. */
    public static final ActionResult IGNORED = new ActionResult(Type.IGNORED, null);

    /**
     * The app is to open {@code url}.
     *
     * @param url the absolute URL of the page's {@code open-url} action
     * @return a result asking the app to open {@code url}
     */
    @NotNull
    public static ActionResult openURL(@NotNull String url) {
        return new ActionResult(Type.OPEN_URL, url);
    }
}
