package io.github.walkthroughsite.manifest.loading;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.json.JSONException;
import org.json.JSONObject;
import io.github.walkthroughsite.manifest.ManifestException;
import io.github.walkthroughsite.manifest.WalkthroughManifest;

/**
 * The last manifest fetched from one URL, kept in the cache directory as one file: a line of JSON
 * with what a conditional request needs ({@code ETag}, {@code Last-Modified}) and the URL the body
 * came from, then the body as the server sent it. One atomic rename replaces both, so a body never
 * travels with another body's validators.
 */
final class ManifestCache {
    /** What a conditional request sends, and the URL (after redirects) the body came from. */
    record Validators(String etag, String lastModified, URI url) {}

    /** A cached manifest and its validators. */
    record Entry(WalkthroughManifest manifest, Validators validators) {}

    private final File file;

    /** The cache of {@code url}'s manifest in {@code directory}, named by a hash of the URL. */
    ManifestCache(URI url, File directory) {
        file = new File(directory, "manifest-" + fingerprint(url.toString()) + ".cache");
    }

    /** The cached manifest and its validators, when the file is whole and the body decodes; else null. */
    Entry read() {
        try {
            byte[] data = readAll(file);
            int newline = 0;
            while (newline < data.length && data[newline] != '\n') {
                newline++;
            }
            if (newline == data.length) {
                return null;
            }
            JSONObject line = new JSONObject(new String(data, 0, newline, StandardCharsets.UTF_8));
            Validators validators = new Validators(line.isNull("etag") ? null : line.getString("etag"),
                    line.isNull("lastModified") ? null : line.getString("lastModified"), new URI(line.getString("url")));
            return new Entry(WalkthroughManifest.parse(Arrays.copyOfRange(data, newline + 1, data.length)), validators);
        } catch (IOException | JSONException | ManifestException | java.net.URISyntaxException | RuntimeException error) {
            return null;
        }
    }

    /** Replaces the cached copy; a failure to write leaves the previous copy whole. */
    void write(byte[] body, Validators validators) {
        try {
            JSONObject line = new JSONObject();
            line.put("etag", validators.etag() == null ? JSONObject.NULL : validators.etag());
            line.put("lastModified", validators.lastModified() == null ? JSONObject.NULL : validators.lastModified());
            line.put("url", validators.url().toString());
            byte[] head = (line.toString() + "\n").getBytes(StandardCharsets.UTF_8);
            byte[] data = Arrays.copyOf(head, head.length + body.length);
            System.arraycopy(body, 0, data, head.length, body.length);
            writeAtomically(file, data);
        } catch (IOException | JSONException | RuntimeException error) {
            // The previous copy stays; the next load fetches again.
        }
    }

    /** The bytes of {@code file}. */
    static byte[] readAll(File file) throws IOException {
        BlockingIO.check();
        try (InputStream input = new FileInputStream(file)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[16384];
            for (int count; (count = input.read(buffer)) != -1;) {
                bytes.write(buffer, 0, count);
            }
            return bytes.toByteArray();
        }
    }

    /**
     * Writes {@code data} to a temporary file beside {@code target}, flushed to the disk, then
     * renames it over {@code target}: a POSIX rename (Android's), which replaces the old file at once.
     */
    static void writeAtomically(File target, byte[] data) throws IOException {
        BlockingIO.check();
        File folder = target.getAbsoluteFile().getParentFile();
        if (!folder.isDirectory() && !folder.mkdirs() && !folder.isDirectory()) {
            throw new IOException("cannot create " + folder);
        }
        File temporary = File.createTempFile("." + target.getName(), ".partial", folder);
        try {
            try (FileOutputStream output = new FileOutputStream(temporary)) {
                output.write(data);
                output.getFD().sync();
            }
            if (!temporary.renameTo(target)) {
                throw new IOException("cannot rename " + temporary + " to " + target);
            }
        } finally {
            if (temporary.exists() && !temporary.delete()) {
                temporary.deleteOnExit();
            }
        }
    }

    /** FNV-1a, 64 bits, as hex: a stable file name for a URL, the same as the Swift library's. */
    static String fingerprint(String text) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xff;
            hash *= 0x100000001b3L;
        }
        return Long.toUnsignedString(hash, 16);
    }
}
