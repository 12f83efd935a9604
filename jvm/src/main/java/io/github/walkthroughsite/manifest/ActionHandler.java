package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/** What an app does when a page's action button is pressed: it gets the action and its page. */
@FunctionalInterface
public interface ActionHandler {
    /**
     * Does what {@code action}, pressed on {@code page}, asks of the app (a permission prompt, a sign-in, a screen of its own).
     *
     * @param action the action pressed: its id, label and URL
     * @param page the page it is on
     */
    void handle(@NotNull PageAction action, @NotNull Page page);
}
