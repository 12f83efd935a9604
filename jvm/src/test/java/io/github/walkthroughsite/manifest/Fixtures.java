package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

/** The repository's shared test files ({@code Tests/Fixtures}), which the Swift and browser tests read too. */
public final class Fixtures {
    private Fixtures() {}

    /** {@code Tests/Fixtures}, from the system property {@code walkthrough.fixtures} that {@code make jvm-test} sets. */
    public static Path folder() {
        Path folder = Paths.get(System.getProperty("walkthrough.fixtures", "Tests/Fixtures"));
        assertTrue(Files.isDirectory(folder), "the shared fixtures are not at " + folder.toAbsolutePath() + "; set -Dwalkthrough.fixtures");
        return folder;
    }

    /** The {@code *.json} files directly in {@code folder}, sorted by name. */
    public static List<Path> jsonFiles(Path folder) {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> listing = Files.list(folder)) {
            listing.filter(file -> file.getFileName().toString().endsWith(".json")).forEach(files::add);
        } catch (IOException error) {
            throw new UncheckedIOException(error);
        }
        Collections.sort(files);
        assertFalse(files.isEmpty(), "no fixture files in " + folder.toAbsolutePath());
        return files;
    }

    public static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException error) {
            throw new UncheckedIOException(error);
        }
    }

    /** The file's name without {@code .json}. */
    public static String name(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".json".length());
    }

    /** A page as the scenarios use it: {@code page-N}, headed {@code Page N}, with no picture. */
    public static Page page(int index, String id, String since, PageAction action) {
        return new Page(index, id, id, null, null, null, PageBody.EMPTY, Collections.emptyMap(), since, action, Layout.STACKED, null, null);
    }

    public static final Labels LABELS = new Labels("Next", "Skip", "Get Started", "Start again", "Back");
}
