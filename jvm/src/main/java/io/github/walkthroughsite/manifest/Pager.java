package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * The rules of the walkthrough pager: which page shows, what the buttons say, which controls are
 * visible, and how the walkthrough ended. The web pager and the Swift library follow the same
 * rules; the shared scenario files test all three.
 *
 * <p>Drive a {@code ViewPager2} or a Compose {@code HorizontalPager} from it: call {@link #next},
 * {@link #back}, {@link #skip}, {@link #goTo}, {@link #restart} from the controls and
 * {@link #swipeForward} / {@link #swipeBack} from the gestures, then show {@link #page} and the
 * visibility accessors. Not thread-safe: use it from the main thread.
 */
public final class Pager {
    private final Behavior behavior;
    private final Labels labels;
    private final List<Page> pages;
    private int index;
    private Outcome outcome;

    /**
     * A pager on the first page of {@code manifest}, in the locale best matching {@code locale}.
     *
     * @param manifest the walkthrough
     * @param locale the user's language, matched by the locale rule
     */
    public Pager(@NotNull WalkthroughManifest manifest, @NotNull String locale) {
        this(manifest, locale, manifest.localized(locale).pages());
    }

    /**
     * A pager over {@code pages} of {@code manifest} (from {@link SeenStore#pagesToShow}; not empty).
     *
     * @param manifest the walkthrough, for its behaviour and labels
     * @param locale the locale of its labels
     * @param pages the pages to show, in order
     */
    public Pager(@NotNull WalkthroughManifest manifest, @NotNull String locale, @NotNull List<Page> pages) {
        this(manifest.behavior(), manifest.localized(locale).labels(), pages, 0);
    }

    /**
     * A pager over {@code pages} with the given rules, on page {@code index} (clamped).
     *
     * @throws IllegalArgumentException when {@code pages} is empty: with nothing to show, show no pager
     * @param behavior the walkthrough's rules (wrap, skip, restart, hidden controls)
     * @param labels the controls' labels (Next, done, Skip, Back, Start again)
     * @param pages the pages to show, in order
     * @param index the page to start on
     */
    public Pager(@NotNull Behavior behavior, @NotNull Labels labels, @NotNull List<Page> pages, int index) {
        if (pages.isEmpty()) {
            throw new IllegalArgumentException("a pager needs at least one page");
        }
        this.behavior = behavior;
        this.labels = labels;
        this.pages = Values.list(pages);
        this.index = clamped(index);
    }

    /** @return the rules the pager follows */
    @NotNull
    public Behavior behavior() {
        return behavior;
    }

    /** @return the controls' labels (Next, done, Skip, Back, Start again) */
    @NotNull
    public Labels labels() {
        return labels;
    }

    /** @return the pages it shows, in order */
    @NotNull
    public List<Page> pages() {
        return pages;
    }

    /**
     * The 0-based index of the page shown.
     *
     * @return the index, from 0 to {@code pageCount() - 1}
     */
    public int index() {
        return index;
    }

    /** @return the number of pages it shows */
    public int pageCount() {
        return pages.size();
    }

    /**
     * The page shown.
     *
     * @return the page at {@link #index()}
     */
    @NotNull
    public Page page() {
        return pages.get(index);
    }

    /**
     * Null until Get Started or Skip finishes the walkthrough.
     *
     * @return how the walkthrough ended, or null while it shows
     */
    @Nullable
    public Outcome outcome() {
        return outcome;
    }

    /** @return whether the page shown is the first */
    public boolean isFirstPage() {
        return index == 0;
    }

    /** @return whether the page shown is the last */
    public boolean isLastPage() {
        return index == pageCount() - 1;
    }

    /** @return whether Get Started or Skip has finished the walkthrough */
    public boolean isFinished() {
        return outcome != null;
    }

    /**
     * The Next button's text: the done label ("Get Started") on the last page.
     *
     * @return the label, in the walkthrough's locale
     */
    @NotNull
    public String primaryLabel() {
        return isLastPage() ? labels.done() : labels.next();
    }

    /**
     * Skip shows on every page but the last.
     *
     * @return whether Skip shows
     */
    public boolean isSkipVisible() {
        return !isLastPage();
    }

    /**
     * Back shows after the first page (on every page when the walkthrough wraps), unless the controls are hidden.
     *
     * @return whether Back shows
     */
    public boolean isBackVisible() {
        return (!isFirstPage() || behavior.wrap()) && !areControlsHidden();
    }

    /**
     * Start again shows on the last page with {@code restart: true}, on every page with {@code always} (dimmed on page 1).
     *
     * @return whether Start again shows
     */
    public boolean isRestartVisible() {
        switch (behavior.restart()) {
            case LAST_PAGE: return isLastPage();
            case ALWAYS: return true;
            default: return false;
        }
    }

    /**
     * True on the last page when the controls bar slides away and the page carries the done button.
     *
     * @return whether the controls bar is hidden
     */
    public boolean areControlsHidden() {
        return behavior.hideControlsOnLastPage() && isLastPage();
    }

    /** The Next / Get Started button: the next page, or on the last page finishing as done. */
    public void next() {
        if (isLastPage()) {
            outcome = Outcome.DONE;
        } else {
            index++;
        }
    }

    /** The Back button, and the back arrow key: the page before, wrapping to the last when allowed. */
    public void back() {
        if (!isFirstPage()) {
            index--;
        } else if (behavior.wrap()) {
            index = pageCount() - 1;
        }
    }

    /** A swipe towards the next page: past the last page only when the walkthrough wraps. */
    public void swipeForward() {
        if (!isLastPage()) {
            index++;
        } else if (behavior.wrap()) {
            index = 0;
        }
    }

    /** A swipe towards the previous page. */
    public void swipeBack() {
        back();
    }

    /** The Skip button: finishes as skipped, or with {@code skip: last-page} jumps to the last page; nothing where Skip is hidden. */
    public void skip() {
        if (!isSkipVisible()) {
            return;
        }
        if (behavior.skip() == Behavior.Skip.FINISH) {
            outcome = Outcome.SKIPPED;
        } else {
            index = pageCount() - 1;
        }
    }

    /**
     * A dot: the page at {@code newIndex}, clamped to the pages there are.
     *
     * @param newIndex the page to show; below 0 is the first, past the end the last
     */
    public void goTo(int newIndex) {
        index = clamped(newIndex);
    }

    /** The Start again button: back to the first page; nothing where it is hidden. */
    public void restart() {
        if (isRestartVisible()) {
            index = 0;
        }
    }

    /**
     * The action button of the page shown: the app's handler for its id when there is one, else the
     * built-in behaviour ({@code next} turns the page, {@code finish} finishes as done,
     * {@code open-url} asks the app to open its URL); other ids without a handler do nothing.
     * @param handlers the app's handlers, by action id
     * @return what the press came to: handled by the app, performed, a URL to open, or ignored
     */
    @NotNull
    public ActionResult performAction(@NotNull ActionHandlers handlers) {
        Page shown = page();
        PageAction action = shown.action();
        if (action == null) {
            return ActionResult.IGNORED;
        }
        ActionHandler handler = handlers.get(action.id());
        if (handler != null) {
            handler.handle(action, shown);
            return ActionResult.HANDLED;
        }
        switch (action.id()) {
            case "next":
                next();
                return ActionResult.PERFORMED;
            case "finish":
                outcome = Outcome.DONE;
                return ActionResult.PERFORMED;
            case "open-url":
                return action.url() == null ? ActionResult.IGNORED : ActionResult.openURL(action.url());
            default:
                return ActionResult.IGNORED;
        }
    }

    private int clamped(int wanted) {
        return Math.max(0, Math.min(wanted, pageCount() - 1));
    }
}
