package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * What pressing a page's action button came to.
 *
 * @param url the URL to open when {@code type} is {@link Type#OPEN_URL}, else null
 */
public record ActionResult(@NotNull Type type, @Nullable String url) {
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

    public static final ActionResult HANDLED = new ActionResult(Type.HANDLED, null);
    public static final ActionResult PERFORMED = new ActionResult(Type.PERFORMED, null);
    public static final ActionResult IGNORED = new ActionResult(Type.IGNORED, null);

    /** The app is to open {@code url}. */
    @NotNull
    public static ActionResult openURL(@NotNull String url) {
        return new ActionResult(Type.OPEN_URL, url);
    }
}
