package io.github.walkthroughsite.manifest;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * One lifecycle event of a walkthrough (docs/specification.md, "Lifecycle events"), for an app's analytics: the same names,
 * fields, order and JSON bytes in the web pager, the Swift library and this library
 * ({@code Tests/Fixtures/scenarios/events/}). {@link #toJSON()} is what to send.
 */
public final class LifecycleEvent {
    /** The schema every event names. */
    public static final String SCHEMA = "walkthrough-event/1";
    /** The runtime this library reports as. */
    public static final String RUNTIME = "jvm";

    private final String name;
    private final String walkthroughId;
    private final String manifestVersion;
    private final String locale;
    private final String instanceId;
    private final long atMillis;
    private final Map<String, Object> fields;

    LifecycleEvent(String name, String walkthroughId, String manifestVersion, String locale, String instanceId, long atMillis,
                   Map<String, Object> fields) {
        this.name = name;
        this.walkthroughId = walkthroughId;
        this.manifestVersion = manifestVersion;
        this.locale = locale;
        this.instanceId = instanceId;
        this.atMillis = atMillis;
        this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /**
     * {@code walkthrough_shown}, {@code page_viewed}, {@code action_pressed}, {@code walkthrough_completed}, {@code walkthrough_dismissed} or {@code walkthrough_not_shown}.
     *
     * @return the event's name ({@code walkthrough_shown}, {@code page_viewed}, …)
     */
    @NotNull
    public String name() {
        return name;
    }

    /** @return the id of the walkthrough the event is about */
    @NotNull
    public String walkthroughId() {
        return walkthroughId;
    }

    /**
     * Null when the manifest could not be read.
     *
     * @return the manifest's version, or null when no manifest could be read
     */
    @Nullable
    public String manifestVersion() {
        return manifestVersion;
    }

    /**
     * The locale shown; null when the manifest could not be read.
     *
     * @return the locale shown, or null when none was
     */
    @Nullable
    public String locale() {
        return locale;
    }

    /**
     * One id per showing.
     *
     * @return the showing's id, shared by all its events
     */
    @NotNull
    public String instanceId() {
        return instanceId;
    }

    /**
     * When it happened, in milliseconds since 1970 (UTC).
     *
     * @return when it happened, in milliseconds since 1970 (UTC)
     */
    public long atMillis() {
        return atMillis;
    }

    /**
     * The fields of this event's name, in their order ({@code page_id}, {@code page_index}, …): strings and integers.
     *
     * @return the event's own fields, in the order every runtime writes them
     */
    @NotNull
    public Map<String, Object> fields() {
        return fields;
    }

    /**
     * The event as JSON, its keys in the order every runtime writes them, without spaces, as JavaScript's {@code JSON.stringify} writes it.
     *
     * @return the event as one line of JSON, byte for byte as the Swift and web runtimes write it
     */
    @NotNull
    public String toJSON() {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("schema", SCHEMA);
        members.put("name", name);
        members.put("walkthrough_id", walkthroughId);
        members.put("manifest_version", manifestVersion);
        members.put("locale", locale);
        members.put("runtime", RUNTIME);
        members.put("instance_id", instanceId);
        members.put("at", SeenRecord.timestamp(atMillis));
        members.putAll(fields);
        StringBuilder json = new StringBuilder("{");
        for (Map.Entry<String, Object> member : members.entrySet()) {
            if (json.length() > 1) {
                json.append(',');
            }
            json.append(SeenRecord.quoted(member.getKey())).append(':');
            Object value = member.getValue();
            json.append(value == null ? "null" : value instanceof String ? SeenRecord.quoted((String) value) : value.toString());
        }
        return json.append('}').toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LifecycleEvent && ((LifecycleEvent) other).toJSON().equals(toJSON());
    }

    @Override
    public int hashCode() {
        return toJSON().hashCode();
    }

    @Override
    @NotNull
    public String toString() {
        return toJSON();
    }
}
