package io.github.walkthroughsite.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.json.JSONException;
import org.json.JSONObject;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** {@code Tests/Fixtures/manifests/invalid/}: one manifest per rule of the strict contract, which Swift, the schema and the web refuse too. */
class InvalidManifestTests {
    private static final Path FOLDER = Fixtures.folder().resolve("manifests").resolve("invalid");

    private static JSONObject index() throws JSONException {
        return new JSONObject(Fixtures.read(FOLDER.resolve("expected.json"))).getJSONObject("files");
    }

    @TestFactory
    @DisplayName("every manifest of the invalid set is refused, naming its field")
    Stream<DynamicTest> refused() throws JSONException {
        JSONObject files = index();
        List<DynamicTest> tests = new ArrayList<>();
        for (Iterator<String> names = files.keys(); names.hasNext();) {
            String file = names.next();
            JSONObject expected = files.getJSONObject(file);
            tests.add(dynamicTest(file, () -> {
                byte[] bytes = Files.readAllBytes(FOLDER.resolve(file));
                ManifestException error = assertThrows(ManifestException.class, () -> WalkthroughManifest.parse(bytes), expected.getString("description"));
                assertEquals(expected.getString("path"), error.path(), error.getMessage());
            }));
        }
        return tests.stream();
    }

    @Test
    @DisplayName("the invalid set names every file in its folder")
    void indexMatchesTheFolder() throws Exception {
        Set<String> listed = new TreeSet<>();
        for (Iterator<String> names = index().keys(); names.hasNext();) {
            listed.add(names.next());
        }
        Set<String> files = new TreeSet<>();
        for (Path file : Fixtures.jsonFiles(FOLDER)) {
            files.add(file.getFileName().toString());
        }
        files.remove("expected.json");
        assertEquals(files, listed);
        assertTrue(listed.size() >= 12);
    }
}
