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

    /** Sets the handler of the action {@code id}, replacing the one before. */
    public void put(@NotNull String id, @NotNull ActionHandler handler) {
        handlers.put(id, handler);
    }

    /** The handler of the action {@code id}, or null. */
    @Nullable
    public ActionHandler get(@NotNull String id) {
        return handlers.get(id);
    }

    public void remove(@NotNull String id) {
        handlers.remove(id);
    }
}
