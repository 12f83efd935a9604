package io.github.walkthroughsite.manifest;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * One showing of a walkthrough, reporting its lifecycle events to the app's {@link Listener} as
 * they happen: {@link #shown} when it appears, {@link #moved} after each move of the pager,
 * {@link #actionPressed} before a page's action is performed, and {@link #closed} when a close
 * control (or the app) dismisses it. After the end event it reports nothing more; a showing cut
 * short (the app killed) has no end event. The clock and the id source are the app's to replace.
 *
 * <pre>{@code WalkthroughShowing showing = new WalkthroughShowing(manifest, locale, event -> analytics.send(event.toJSON()));
 * showing.shown(pager, "first-launch");
 * pager.next();
 * showing.moved(pager);}</pre>
 */
public final class WalkthroughShowing {
    /** What the app hears each event through. */
    public interface Listener {
        /**
         * Hears {@code event}, as it happens, on the thread that moved the pager.
         *
         * @param event the event, with every field the other runtimes write
         */
        void onEvent(@NotNull LifecycleEvent event);
    }

    /** The time in milliseconds since 1970 (UTC): {@code System::currentTimeMillis} unless the app gives another. */
    public interface Clock {
        /** @return the time now, in milliseconds since 1970 (UTC) */
        long nowMillis();
    }

    /** A new showing's id: a random UUID unless the app gives another source. */
    public interface IdSource {
        /** @return a new, unique showing id */
        @NotNull
        String newId();
    }

    private final WalkthroughManifest manifest;
    private final String locale;
    private final Clock clock;
    private final String instanceId;
    private final Listener listener;
    private final Set<Integer> viewedPages = new HashSet<>();
    private long shownAt = -1;
    private int shownIndex = -1;
    private boolean ended;

    /**
     * A showing of {@code manifest} in {@code locale} on the system clock, with a random id.
     *
     * @param manifest the walkthrough shown
     * @param locale the locale shown
     * @param listener what hears each event
     */
    public WalkthroughShowing(@NotNull WalkthroughManifest manifest, @NotNull String locale, @NotNull Listener listener) {
        this(manifest, locale, System::currentTimeMillis, () -> UUID.randomUUID().toString(), listener);
    }

    /**
     * A showing of {@code manifest} in {@code locale}, on the app's clock and ids (a test's, a server's).
     *
     * @param manifest the walkthrough shown
     * @param locale the locale shown
     * @param clock the time of each event
     * @param ids the source of the showing's id
     * @param listener what hears each event
     */
    public WalkthroughShowing(@NotNull WalkthroughManifest manifest, @NotNull String locale, @NotNull Clock clock, @NotNull IdSource ids,
                              @NotNull Listener listener) {
        this.manifest = manifest;
        this.locale = locale;
        this.clock = clock;
        this.instanceId = ids.newId();
        this.listener = listener;
    }

    /**
     * The walkthrough appeared on {@code pager}'s page: {@code walkthrough_shown} ({@code trigger}: first-launch, release, link, manual), then {@code page_viewed}.
     *
     * @param pager the pager, on its first page
     * @param trigger what opened it: {@code first-launch}, {@code release}, {@code link} or {@code manual}
     */
    public void shown(@NotNull Pager pager, @NotNull String trigger) {
        if (shownAt >= 0) {
            return;
        }
        shownAt = clock.nowMillis();
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("trigger", trigger);
        send("walkthrough_shown", fields, shownAt);
        viewed(pager);
    }

    /**
     * After a move of {@code pager}: {@code page_viewed} when its page changed, and the end event when it finished.
     *
     * @param pager the pager, after the move
     */
    public void moved(@NotNull Pager pager) {
        if (shownAt < 0 || ended) {
            return;
        }
        if (pager.index() != shownIndex) {
            viewed(pager);
        }
        if (pager.outcome() == Outcome.DONE) {
            end("walkthrough_completed", pager, null);
        } else if (pager.outcome() == Outcome.SKIPPED) {
            end("walkthrough_dismissed", pager, "skip");
        }
    }

    /**
     * Before the action of {@code pager}'s page is performed: {@code action_pressed}.
     *
     * @param pager the pager, on the page whose action is pressed
     */
    public void actionPressed(@NotNull Pager pager) {
        PageAction action = pager.page().action();
        if (shownAt < 0 || ended || action == null) {
            return;
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("action_id", action.id());
        fields.put("page_id", pager.page().id());
        fields.put("page_index", pager.index());
        send("action_pressed", fields, clock.nowMillis());
    }

    /**
     * A close control, or the app, dismissed the walkthrough on {@code pager}'s page.
     *
     * @param pager the pager, on the page it was closed on
     */
    public void closed(@NotNull Pager pager) {
        if (shownAt >= 0 && !ended) {
            end("walkthrough_dismissed", pager, "close");
        }
    }

    /**
     * True once the showing completed or was dismissed.
     *
     * @return whether an end event was sent
     */
    public boolean hasEnded() {
        return ended;
    }

    /**
     * The {@code walkthrough_not_shown} event of {@code walkthroughId} ({@code reason}: seen,
     * audience, no-release-pages, invalid-manifest, no-manifest), with its manifest and locale when
     * it could be read.
     *
     * @param walkthroughId the walkthrough's id
     * @param manifest its manifest, or null when it could not be read
     * @param locale the locale it would have shown in, or null
     * @param reason why it did not show
     * @param atMillis when, in milliseconds since 1970 (UTC)
     * @param instanceId the showing's id
     * @return the event
     */
    @NotNull
    public static LifecycleEvent notShown(@NotNull String walkthroughId, @Nullable WalkthroughManifest manifest, @Nullable String locale,
                                          @NotNull String reason, long atMillis, @NotNull String instanceId) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("reason", reason);
        return new LifecycleEvent("walkthrough_not_shown", walkthroughId, manifest == null ? null : manifest.version(), locale, instanceId,
                atMillis, fields);
    }

    private void viewed(Pager pager) {
        shownIndex = pager.index();
        viewedPages.add(pager.index());
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("page_id", pager.page().id());
        fields.put("page_index", pager.index());
        fields.put("page_count", pager.pageCount());
        send("page_viewed", fields, clock.nowMillis());
    }

    private void end(String name, Pager pager, String reason) {
        ended = true;
        long now = clock.nowMillis();
        Map<String, Object> fields = new LinkedHashMap<>();
        if (reason != null) {
            fields.put("reason", reason);
        }
        fields.put("page_id", pager.page().id());
        fields.put("page_index", pager.index());
        fields.put("page_count", pager.pageCount());
        fields.put("pages_viewed", viewedPages.size());
        fields.put("duration_ms", now - shownAt);
        send(name, fields, now);
    }

    private void send(String name, Map<String, Object> fields, long at) {
        listener.onEvent(new LifecycleEvent(name, manifest.id(), manifest.version(), locale, instanceId, at, fields));
    }
}
