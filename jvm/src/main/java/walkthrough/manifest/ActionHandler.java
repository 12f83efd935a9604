package walkthrough.manifest;

/** What an app does when a page's action button is pressed: it gets the action and its page. */
@FunctionalInterface
public interface ActionHandler {
    void handle(PageAction action, Page page);
}
