package io.github.walkthroughsite.manifest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Blocking;

/**
 * A walkthrough as published in {@code manifest.json}: everything an app needs to show the same
 * pages as the web and the Swift library, in every locale, by the same rules.
 *
 * @param version       a hash of everything a user sees; it changes when and only when the content does
 * @param layout        the layout of pages that do not choose their own
 * @param defaultLocale the locale used when no other matches; a key of {@code locales}
 * @param continueURL   where Get Started, Skip and an already-seen visit lead on the web; null when not set
 * @param tint          the accent colour of buttons and the current dot ({@code #RRGGBB} or {@code #RGB})
 * @param locales       each locale's pages, labels and title, by BCP 47 tag, sorted
 */
public record WalkthroughManifest(int schemaVersion, @NotNull String id, @NotNull String version, @NotNull Kind kind, @NotNull Audience audience,
                                  @NotNull Layout layout, @NotNull String defaultLocale, @NotNull Behavior behavior, @NotNull SeenSettings seen,
                                  @Nullable String continueURL, @NotNull String tint, @NotNull Map<String, LocalizedWalkthrough> locales) {
    /** The oldest {@code schemaVersion} this library reads: version 1 reads as onboarding for new users. */
    public static final int OLDEST_SCHEMA_VERSION = 1;
    /**
     * The newest {@code schemaVersion} this library reads: 2 added {@code kind}, {@code audience} and
     * each page's {@code since} and {@code action}; 3 added the layouts and {@code restart: "always"};
     * 4 added each page's {@code video}. Each locale's {@code name} may come in any version.
     */
    public static final int SUPPORTED_SCHEMA_VERSION = 4;

    /**
     * Copies the lists, so the value stays as it was read.
     *
     * @param schemaVersion the manifest format's version
     * @param id the walkthrough's id, the same in every runtime
     * @param version a hash of everything a user sees; it changes when and only when the content does
     * @param kind onboarding or whats-new
     * @param audience who sees it: new users, upgrading users or everyone
     * @param layout the layout of pages that do not choose their own
     * @param defaultLocale the locale used when no other matches; a key of {@code locales}
     * @param behavior the pager's rules
     * @param seen where and when the seen flag is kept
     * @param continueURL where Get Started, Skip and an already-seen visit lead on the web; null when not set
     * @param tint the accent colour of buttons and the current dot ({@code #RRGGBB} or {@code #RGB})
     * @param locales each locale's pages, labels and title, by BCP 47 tag, sorted
     */
    public WalkthroughManifest {
        locales = Values.map(locales);
    }

    /** What a walkthrough is for. */
    public enum Kind {
        /** Shown to a user who has not seen it (the seen flag). */
        ONBOARDING,
        /** Shown after an update, with the pages of the releases the user has not seen. */
        WHATS_NEW;

        /**
         * The manifest's word for it: the name in lower case, {@code -} for {@code _}.
         *
         * @return the value as {@code manifest.json} writes it
         */
        @NotNull
        public String jsonName() {
            return Values.jsonName(this);
        }
    }

    /** Who a walkthrough is for, by whether the app knows a version the user saw before. */
    public enum Audience {
        /** Only on a fresh install (no last seen version); onboarding's default. */
        NEW,
        /** Only after an update (a last seen version is known); whats-new's default. */
        UPGRADING,
        /** Both. */
        EVERYONE;

        /**
         * The audience of a walkthrough of {@code kind} whose manifest names none.
         *
         * @param kind the walkthrough's kind
         * @return {@code new} for onboarding, {@code upgrading} for a what's new
         */
        @NotNull
        public static Audience defaultFor(@NotNull Kind kind) {
            return kind == Kind.ONBOARDING ? NEW : UPGRADING;
        }

        /**
         * True when a user on a fresh install ({@code isFreshInstall}), or not, is in the audience.
         *
         * @param isFreshInstall whether the app has no seen record yet
         * @return whether this audience sees the walkthrough
         */
        public boolean includes(boolean isFreshInstall) {
            switch (this) {
                case NEW: return isFreshInstall;
                case UPGRADING: return !isFreshInstall;
                default: return true;
            }
        }
    }

    /**
     * Decodes a manifest of schema version 1 to 4, as the Swift library does.
     *
     * @throws ManifestException naming the field at fault ({@code locales.fr.pages[2].heading: expected a string}),
     *                           or the schema version when it is one this library does not read
     *
     * @param json the manifest's text
     * @return the manifest, contract-checked
     */
    @NotNull
    public static WalkthroughManifest parse(@NotNull String json) throws ManifestException {
        return ManifestReader.read(Fields.parse(json));
    }

    /**
     * Decodes a manifest from its bytes, which must be UTF-8 (as Swift's decoder requires).
     *
     * @param json the manifest's bytes, UTF-8
     * @return the manifest, contract-checked
     * @throws ManifestException when it is not JSON or breaks the contract: the field and why
     */
    @NotNull
    public static WalkthroughManifest parse(@NotNull byte[] json) throws ManifestException {
        try {
            return parse(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(json)).toString());
        } catch (CharacterCodingException error) {
            throw new ManifestException("", "not valid JSON: not UTF-8");
        }
    }

    /**
     * Reads {@code stream} to its end and decodes it; blocks while it reads. The caller closes the stream.
     *
     * @param stream the manifest's bytes, UTF-8, read to the end (not closed)
     * @return the manifest, contract-checked
     * @throws IOException when the stream cannot be read
     * @throws ManifestException when it is not JSON or breaks the contract: the field and why
     */
    @Blocking
    @NotNull
    public static WalkthroughManifest parse(@NotNull InputStream stream) throws IOException, ManifestException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] buffer = new byte[16384];
        for (int count; (count = stream.read(buffer)) != -1;) {
            bytes.write(buffer, 0, count);
        }
        return parse(bytes.toByteArray());
    }

    /**
     * The locale that best serves {@code preferences}, the reader's languages in order of preference
     * ({@code LocaleList.getDefault().toLanguageTags()} split at commas; iOS's
     * {@code Locale.preferredLanguages}; {@code navigator.languages}), as ICU's
     * {@code LocaleMatcher} picks it from CLDR's data. Tags read as BCP 47, case-insensitive,
     * {@code _} as {@code -}, legacy codes as their successors (Android's {@code iw} as
     * {@code he}), with CLDR's likely script and region ({@code zh-TW} is {@code zh-Hant-TW},
     * {@code zh} is {@code zh-Hans-CN}); a tag that is not {@code language[-script][-region][-variant…]}
     * is skipped. A locale with the same language, script and region wins at once; else the
     * closest: another region, a close language (Swiss German reads German, {@code nn} reads
     * {@code nb}, {@code yue-HK} reads {@code zh-Hant}) or script ({@code sr-Latn} and
     * {@code sr-Cyrl}), each preference after the first a little further; another language or
     * script is no match; else the default locale. The answer is one of {@code locales}' keys, as
     * the site wrote it: pass it to the methods that take a locale.
     *
     * @param preferences the user's languages, most preferred first (Android's {@code LocaleList} as tags)
     * @return one of the manifest's locales, as it writes it
     */
    @NotNull
    public String resolvedLocale(@NotNull List<String> preferences) {
        return new LanguageMatcher(locales.keySet(), defaultLocale).bestLocale(preferences);
    }

    /**
     * The one-tag form of {@link #resolvedLocale(List)}: {@code pt-BR} → {@code pt} → the default locale.
     *
     * @param identifier one language tag
     * @return one of the manifest's locales, as it writes it
     */
    @NotNull
    public String resolvedLocale(@NotNull String identifier) {
        return resolvedLocale(Collections.singletonList(identifier));
    }

    /**
     * The pages, labels, title and direction of the locale that best serves {@code preferences}.
     *
     * @param preferences the user's languages, most preferred first
     * @return the pages, labels, title and direction of that locale
     */
    @NotNull
    public LocalizedWalkthrough localized(@NotNull List<String> preferences) {
        return locales.get(resolvedLocale(preferences));
    }

    /**
     * The pages, labels, title and direction for {@code identifier}: {@code pt-BR} → {@code pt} → the default locale.
     *
     * @param identifier one language tag
     * @return the pages, labels, title and direction of that locale
     */
    @NotNull
    public LocalizedWalkthrough localized(@NotNull String identifier) {
        return locales.get(resolvedLocale(identifier));
    }

    /**
     * The pages to show a user who last saw the app at {@code lastSeen} (null on a fresh install)
     * and now runs {@code current}, in the locale best matching {@code locale}; empty when nothing
     * is to be shown.
     *
     * <p>Users outside the audience get nothing. Onboarding shows every page; whats-new shows the
     * pages whose {@code since} is after {@code lastSeen} and at most {@code current}, in order and
     * numbered 0…n−1, so a user who skipped three releases sees all three, and a downgrade sees
     * nothing. Whether onboarding was seen is the seen flag's business:
     * {@link SeenStore#pagesToShow} applies both.
     * @param locale one of the manifest's locales
     * @param lastSeen the app version the user last saw it at; null on a fresh install
     * @param current the app's version now
     * @return the pages released after {@code lastSeen} up to {@code current}, in order
     */
    @NotNull
    public List<Page> releasePages(@NotNull String locale, @Nullable AppVersion lastSeen, @NotNull AppVersion current) {
        if (!audience.includes(lastSeen == null)) {
            return java.util.Collections.emptyList();
        }
        return pages(locale, lastSeen, current);
    }

    /** The pages of {@code locale} released after {@code lastSeen} (all when null) and at most {@code current}. */
    List<Page> pages(String locale, AppVersion releasedAfter, AppVersion upTo) {
        List<Page> released = new ArrayList<>();
        for (Page page : localized(locale).pages()) {
            AppVersion since = page.since() == null ? null : AppVersion.parse(page.since());
            if (since == null || (since.compareTo(upTo) <= 0 && (releasedAfter == null || since.compareTo(releasedAfter) > 0))) {
                released.add(page.withIndex(released.size()));
            }
        }
        return Values.list(released);
    }
}
