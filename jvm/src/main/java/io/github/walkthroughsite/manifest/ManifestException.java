package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * Why a manifest could not be read: the path of the field at fault and what is wrong with it,
 * as the Swift library says it ({@code locales.fr.pages[2].heading: expected a string}).
 */
public final class ManifestException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The field at fault ({@link #path()}). */
    private final String path;
    /** What is wrong with it ({@link #reason()}). */
    private final String reason;
    /** The schema version this library does not read, or null ({@link #unreadableSchemaVersion()}). */
    private final Integer schemaVersion;

    /**
     * A field at {@code path} (empty for the whole file) that is missing or wrong.
     *
     * @param path the field's path, {@code locales.fr.pages[2].heading}
     * @param reason what is wrong with it, {@code expected a string}
     */
    public ManifestException(@NotNull String path, @NotNull String reason) {
        this(path, reason, null);
    }

    private ManifestException(String path, String reason, Integer schemaVersion) {
        super(path.isEmpty() ? reason : path + ": " + reason);
        this.path = path;
        this.reason = reason;
        this.schemaVersion = schemaVersion;
    }

    /** A manifest written for a schema this library does not read. */
    static ManifestException unsupportedSchemaVersion(int version) {
        return new ManifestException("schemaVersion", version + " is not supported; this library reads versions "
                + WalkthroughManifest.OLDEST_SCHEMA_VERSION + " to " + WalkthroughManifest.SUPPORTED_SCHEMA_VERSION, version);
    }

    /**
     * The field at fault: {@code locales.fr.pages[2].heading}; empty when the file as a whole is.
     *
     * @return the field's path; empty for the whole file
     */
    @NotNull
    public String path() {
        return path;
    }

    /**
     * What is wrong with the field ({@code expected a string}, {@code missing}).
     *
     * @return the reason, in the words every runtime uses
     */
    @NotNull
    public String reason() {
        return reason;
    }

    /**
     * The manifest's {@code schemaVersion} when it is one this library does not read, else null.
     *
     * @return the version, or null when the schema is one this library reads
     */
    @Nullable
    public Integer unreadableSchemaVersion() {
        return schemaVersion;
    }
}
