package io.github.walkthroughsite.manifest;

import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;
import org.json.JSONException;
import org.json.JSONObject;
import org.jetbrains.annotations.Nullable;
import org.jetbrains.annotations.NotNull;

/**
 * What {@link SeenStore} keeps when a walkthrough finishes, as the web keeps it in localStorage
 * and the Swift library in UserDefaults, byte for byte:
 * {@code {"appVersion":"2.1","at":"2026-11-29T12:00:00.000Z","outcome":"done","version":"3f9a1c2e7b04"}}.
 *
 * @param version    the manifest's content version that was seen
 * @param at         when it finished, as JavaScript's {@code toISOString()} writes it
 * @param appVersion the app's version then ({@code 2.1}); null when the app did not say
 */
public record SeenRecord(@NotNull String version, @NotNull Outcome outcome, @NotNull String at, @Nullable String appVersion) {
    /**
     * A record of finishing at {@code epochMillis} (milliseconds since 1970 in UTC, as
     * {@code System.currentTimeMillis()} gives them), kept to the millisecond in UTC.
     * @param version the manifest's version the user saw
     * @param outcome how it ended
     * @param epochMillis when, in milliseconds since 1970 (UTC)
     * @param appVersion the app's version then, for a what's new; null for none
     * @return the record
     */
    @NotNull
    public static SeenRecord of(@NotNull String version, @NotNull Outcome outcome, long epochMillis, @Nullable AppVersion appVersion) {
        return new SeenRecord(version, outcome, timestamp(epochMillis), appVersion == null ? null : appVersion.toString());
    }

    /** {@code epochMillis} as JavaScript's {@code toISOString()} writes it: {@code 2026-11-29T12:00:00.000Z}. */
    static String timestamp(long epochMillis) {
        // A formatter per call: SimpleDateFormat is not safe to share between threads.
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return format.format(new Date(epochMillis));
    }

    /**
     * The record as stored: keys sorted, no spaces, {@code appVersion} left out when null.
     *
     * @return the record as the stored JSON every runtime reads
     */
    @NotNull
    public String toJSON() {
        StringBuilder json = new StringBuilder("{");
        if (appVersion != null) {
            json.append("\"appVersion\":").append(quoted(appVersion)).append(',');
        }
        json.append("\"at\":").append(quoted(at)).append(",\"outcome\":").append(quoted(outcome.jsonName()))
                .append(",\"version\":").append(quoted(version)).append('}');
        return json.toString();
    }

    /**
     * The record a runtime stored, or null when {@code json} is not one.
     *
     * @param json what the store holds under the seen key
     * @return the record, or null when {@code json} is not one (then the walkthrough shows again)
     */
    @Nullable
    public static SeenRecord fromJSON(@NotNull String json) {
        try {
            Object value = new StrictJson(json).value();
            if (!(value instanceof JSONObject)) {
                return null;
            }
            JSONObject object = (JSONObject) value;
            Object outcome = object.opt("outcome");
            Outcome ended = Outcome.DONE.jsonName().equals(outcome) ? Outcome.DONE
                    : Outcome.SKIPPED.jsonName().equals(outcome) ? Outcome.SKIPPED : null;
            Object version = object.opt("version");
            Object at = object.opt("at");
            Object appVersion = object.isNull("appVersion") ? null : object.opt("appVersion");
            if (ended == null || !(version instanceof String) || !(at instanceof String)
                    || (appVersion != null && !(appVersion instanceof String))) {
                return null;
            }
            return new SeenRecord((String) version, ended, (String) at, (String) appVersion);
        } catch (JSONException error) {
            return null;
        }
    }

    /** True when this record keeps {@code manifest} from showing again: always, or with {@code reshow: on-change} while its version is the one seen. */
    boolean holds(WalkthroughManifest manifest) {
        return manifest.seen().reshow() == SeenSettings.Reshow.NEVER || version.equals(manifest.version());
    }

    /** A JSON string as JavaScript's {@code JSON.stringify} writes it. */
    static String quoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"': quoted.append("\\\""); break;
                case '\\': quoted.append("\\\\"); break;
                case '\n': quoted.append("\\n"); break;
                case '\r': quoted.append("\\r"); break;
                case '\t': quoted.append("\\t"); break;
                case '\b': quoted.append("\\b"); break;
                case '\f': quoted.append("\\f"); break;
                default:
                    if (c < 0x20) {
                        quoted.append(String.format("\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
            }
        }
        return quoted.append('"').toString();
    }
}
