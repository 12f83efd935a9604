package io.github.walkthroughsite.manifest;

import java.util.HashMap;
import java.util.Map;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * The app's handlers of page actions, by action id, which {@link Pager#performAction} consults
 * before the built-in behaviour:
 *
 * <pre>{@code
 * ActionHandlers handlers = new ActionHandlers();
 * handlers.put("request-notifications", (action, page) -> askForNotifications());
 * }</pre>
 */
public final class ActionHandlers {
    private final Map<String, ActionHandler> handlers = new HashMap<>();

    /**
     * Sets the handler of the action {@code id}, replacing the one before.
     *
     * @param id the action's id, as the pages write it ({@code share-trip})
     * @param handler what runs when a page's action with that id is pressed
     */
    public void put(@NotNull String id, @NotNull ActionHandler handler) {
        handlers.put(id, handler);
    }

    /**
     * The handler of the action {@code id}, or null.
     *
     * @param id the action's id
     * @return the handler registered for it, or null
     */
    @Nullable
    public ActionHandler get(@NotNull String id) {
        return handlers.get(id);
    }

    /**
     * Forgets the handler of {@code id}; its actions fall back to the built-in behaviour, or nothing.
     *
     * @param id the action's id
     */
    public void remove(@NotNull String id) {
        handlers.remove(id);
    }
}
