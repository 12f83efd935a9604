package io.github.walkthroughsite.manifest;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * The seen flag over a {@link KeyValueStore}, in the same JSON the web pager keeps in localStorage
 * and the Swift library in UserDefaults ({@link SeenRecord}), under the manifest's {@code seen.key}:
 * a record one runtime wrote is read by the others. It remembers the app version a user last saw,
 * for what's new.
 */
public final class SeenStore {
    private final KeyValueStore storage;

    /**
     * A store of seen records in {@code storage} (Android's SharedPreferences, through a small adapter).
     *
     * @param storage where the records are kept, by the manifests' seen keys
     */
    public SeenStore(@NotNull KeyValueStore storage) {
        this.storage = storage;
    }

    /**
     * The stored record of {@code manifest}, or null when there is none (or it is unreadable).
     *
     * @param manifest the walkthrough, whose {@code seen.key} the record is stored under
     * @return the record, or null when there is none or it cannot be read
     */
    @Nullable
    public SeenRecord record(@NotNull WalkthroughManifest manifest) {
        String text = storage.get(manifest.seen().key());
        return text == null ? null : SeenRecord.fromJSON(text);
    }

    /**
     * The app version recorded when {@code manifest} last finished; null on a fresh install.
     *
     * @param manifest the walkthrough
     * @return the app version of the record, or null
     */
    @Nullable
    public AppVersion lastSeenVersion(@NotNull WalkthroughManifest manifest) {
        SeenRecord record = record(manifest);
        return record == null || record.appVersion() == null ? null : AppVersion.parse(record.appVersion());
    }

    /**
     * True when the walkthrough should show by its seen flag alone: never seen, or seen in another
     * version with {@code reshow: on-change}. With the app's version at hand, ask
     * {@link #pagesToShow} instead: it applies the release rule too.
     * @param manifest the walkthrough
     * @return whether it shows, by its seen record alone
     */
    public boolean shouldShow(@NotNull WalkthroughManifest manifest) {
        SeenRecord record = record(manifest);
        return record == null || !record.holds(manifest);
    }

    /**
     * The pages to show now, the app running {@code current}; empty when the walkthrough is not to
     * show. The same rule as the web pager's and the Swift library's:
     * <ul>
     * <li>never seen (a fresh install): {@link WalkthroughManifest#releasePages} with no last seen
     * version; when that is empty because the audience is {@code UPGRADING}, {@code current} is
     * recorded (as skipped), so the next update shows the pages after it;</li>
     * <li>whats-new seen at a known app version: the pages released since, to the audience;</li>
     * <li>otherwise the seen flag decides, as {@link #shouldShow} does, and shows the pages released
     * up to {@code current}; a whats-new seen before app versions were recorded gets {@code current}
     * recorded.</li>
     * </ul>
     *
     * @param manifest the walkthrough
     * @param locale the locale shown
     * @param current the app's version now
     * @return the pages to show, in order; empty for none
     */
    @NotNull
    public List<Page> pagesToShow(@NotNull WalkthroughManifest manifest, @NotNull String locale, @NotNull AppVersion current) {
        return decide(manifest, locale, current).pages();
    }

    /**
     * What {@link #pagesToShow} decides, with why nothing shows when nothing does: the reason of
     * {@code walkthrough_not_shown} ({@link WalkthroughShowing#notShown}).
     * @param manifest the walkthrough
     * @param locale the locale shown
     * @param current the app's version now
     * @return the pages to show, or the reason none shows
     */
    @NotNull
    public Decision decide(@NotNull WalkthroughManifest manifest, @NotNull String locale, @NotNull AppVersion current) {
        SeenRecord record = record(manifest);
        if (record == null) {
            List<Page> pages = manifest.releasePages(locale, null, current);
            if (pages.isEmpty() && manifest.audience() == WalkthroughManifest.Audience.UPGRADING) {
                markSeen(manifest, Outcome.SKIPPED, current);
            }
            return new Decision(pages, manifest.audience().includes(true) ? "no-release-pages" : "audience");
        }
        AppVersion lastSeen = record.appVersion() == null ? null : AppVersion.parse(record.appVersion());
        if (manifest.kind() == WalkthroughManifest.Kind.WHATS_NEW && lastSeen != null) {
            return new Decision(manifest.releasePages(locale, lastSeen, current), manifest.audience().includes(false) ? "no-release-pages" : "audience");
        }
        if (record.holds(manifest)) {
            if (manifest.kind() == WalkthroughManifest.Kind.WHATS_NEW) {
                markSeen(manifest, record.outcome(), current, System.currentTimeMillis());
            }
            return new Decision(java.util.Collections.<Page>emptyList(), "seen");
        }
        return new Decision(manifest.pages(locale, null, current), "no-release-pages");
    }

    /** The pages to show at a launch, or why none show. */
    public static final class Decision {
        private final List<Page> pages;
        private final String reasonNotShown;

        Decision(List<Page> pages, String reasonIfEmpty) {
            this.pages = pages;
            this.reasonNotShown = pages.isEmpty() ? reasonIfEmpty : null;
        }

        /** @return the pages to show, in order; empty when none shows */
        @NotNull
        public List<Page> pages() {
            return pages;
        }

        /**
         * {@code seen}, {@code audience} or {@code no-release-pages}; null when pages show.
         *
         * @return the {@code walkthrough_not_shown} reason, or null when pages show
         */
        @Nullable
        public String reasonNotShown() {
            return reasonNotShown;
        }
    }

    /**
     * Records that {@code manifest} finished with {@code outcome} now, the app running {@code appVersion} (null when unknown).
     *
     * @param manifest the walkthrough
     * @param outcome how it ended
     * @param appVersion the app's version now, for a what's new; null for none
     */
    public void markSeen(@NotNull WalkthroughManifest manifest, @NotNull Outcome outcome, @Nullable AppVersion appVersion) {
        markSeen(manifest, outcome, appVersion, System.currentTimeMillis());
    }

    /**
     * Records that {@code manifest} finished with {@code outcome} at {@code epochMillis} (as {@code System.currentTimeMillis()}).
     *
     * @param manifest the walkthrough
     * @param outcome how it ended
     * @param appVersion the app's version now, for a what's new; null for none
     * @param epochMillis when, in milliseconds since 1970 (UTC)
     */
    public void markSeen(@NotNull WalkthroughManifest manifest, @NotNull Outcome outcome, @Nullable AppVersion appVersion, long epochMillis) {
        storage.put(manifest.seen().key(), SeenRecord.of(manifest.version(), outcome, epochMillis, appVersion).toJSON());
    }

    /**
     * Forgets that {@code manifest} was seen, as {@code ?walkthrough=reset} does on the web.
     *
     * @param manifest the walkthrough whose record goes
     */
    public void reset(@NotNull WalkthroughManifest manifest) {
        storage.remove(manifest.seen().key());
    }
}
