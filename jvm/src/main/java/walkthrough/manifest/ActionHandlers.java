package walkthrough.manifest;

import java.util.HashMap;
import java.util.Map;

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
    public void put(String id, ActionHandler handler) {
        handlers.put(id, handler);
    }

    /** The handler of the action {@code id}, or null. */
    public ActionHandler get(String id) {
        return handlers.get(id);
    }

    public void remove(String id) {
        handlers.remove(id);
    }
}
