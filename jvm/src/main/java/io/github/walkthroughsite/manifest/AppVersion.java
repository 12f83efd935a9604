package io.github.walkthroughsite.manifest;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * An app's version, {@code MAJOR.MINOR[.PATCH]}, compared numerically: {@code 2.10} comes after
 * {@code 2.9}, {@code 2.3} equals {@code 2.3.0}, and a patch release ({@code 2.3.4}) comes after its
 * minor release's pages ({@code since: 2.3}), so it sees them.
 */
public record AppVersion(int major, int minor, int patch) implements Comparable<AppVersion> {
    /**
     * Parses {@code 2.3} or {@code 2.3.1}; null for anything else ({@code v2.3}, {@code 2},
     * {@code 2.3.1-beta}, {@code 2.3.1.4}). Each part is 1 to 9 ASCII digits.
     * @param text a version as the app reports it ({@code 2.1}, {@code 2.1.3})
     * @return the version, or null when {@code text} is not {@code MAJOR.MINOR[.PATCH]}
     */
    @Nullable
    public static AppVersion parse(@NotNull String text) {
        String[] parts = text.split("\\.", -1);
        if (parts.length < 2 || parts.length > 3) {
            return null;
        }
        int[] numbers = new int[3];
        for (int i = 0; i < parts.length; i++) {
            if (!parts[i].matches("[0-9]{1,9}")) {
                return null;
            }
            numbers[i] = Integer.parseInt(parts[i]);
        }
        return new AppVersion(numbers[0], numbers[1], numbers[2]);
    }

    @Override
    public int compareTo(@NotNull AppVersion other) {
        if (major != other.major) {
            return Integer.compare(major, other.major);
        }
        return minor != other.minor ? Integer.compare(minor, other.minor) : Integer.compare(patch, other.patch);
    }

    /** {@code 2.3} for a minor release, {@code 2.3.1} for a patch release. */
    @Override
    @NotNull
    public String toString() {
        return patch == 0 ? major + "." + minor : major + "." + minor + "." + patch;
    }
}
