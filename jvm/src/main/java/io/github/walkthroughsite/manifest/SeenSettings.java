package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;

/**
 * Where the seen flag is stored and when a seen walkthrough shows again.
 *
 * @param key the key of the seen record: localStorage's on the web, {@link KeyValueStore}'s here
 */
public record SeenSettings(@NotNull String key, @NotNull Reshow reshow) {
    /** When a walkthrough shows again once seen. */
    public enum Reshow {
        /** Once seen, never shown again. */
        NEVER,
        /** Shown again when the walkthrough's {@code version} changes. */
        ON_CHANGE;

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

    static SeenSettings read(Fields fields) throws ManifestException {
        return new SeenSettings(fields.string("key"), fields.choice("reshow", Reshow.values()));
    }
}
