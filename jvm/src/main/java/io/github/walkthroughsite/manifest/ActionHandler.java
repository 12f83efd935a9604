package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/** What an app does when a page's action button is pressed: it gets the action and its page. */
@FunctionalInterface
public interface ActionHandler {
    void handle(@NotNull PageAction action, @NotNull Page page);
}
