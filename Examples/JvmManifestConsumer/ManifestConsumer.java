import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import io.github.walkthroughsite.manifest.AppVersion;
import io.github.walkthroughsite.manifest.DarkImage;
import io.github.walkthroughsite.manifest.ImageVariant;
import io.github.walkthroughsite.manifest.KeyValueStore;
import io.github.walkthroughsite.manifest.LocalizedWalkthrough;
import io.github.walkthroughsite.manifest.ManifestException;
import io.github.walkthroughsite.manifest.Page;
import io.github.walkthroughsite.manifest.PageImage;
import io.github.walkthroughsite.manifest.PageVideo;
import io.github.walkthroughsite.manifest.Pager;
import io.github.walkthroughsite.manifest.SeenStore;
import io.github.walkthroughsite.manifest.VideoVariant;
import io.github.walkthroughsite.manifest.WalkthroughManifest;
import io.github.walkthroughsite.manifest.loading.LoadedManifest;
import io.github.walkthroughsite.manifest.loading.ManifestLoader;

/**
 * An app's use of the JVM library, compiled against its jar alone, as an Android app would be:
 * <pre>
 * walk MANIFEST LOCALE                        walk a manifest file with Next, as a ViewPager2 would
 * pages MANIFEST...                           every page of every locale, one line each
 * releases MANIFEST LOCALE LAST-SEEN|- NOW…   the ids of the pages each release shows, a line a pair
 * load URL LOCALE CACHE-DIRECTORY [BUNDLED]   load a hosted manifest with its fallbacks, then walk it
 * </pre>
 * The Swift example (Examples/ManifestConsumer) prints the same lines for the same arguments.
 */
public final class ManifestConsumer {
    private ManifestConsumer() {}

    public static void main(String[] arguments) throws Exception {
        if (arguments.length < 2) {
            System.err.println("usage: ManifestConsumer walk|pages|releases|load ...");
            System.exit(2);
        }
        try {
            switch (arguments[0]) {
                case "walk": walk(read(arguments[1]), arguments[2], null); break;
                case "pages": for (int i = 1; i < arguments.length; i++) printPages(read(arguments[i])); break;
                case "releases": printReleases(read(arguments[1]), arguments[2], Arrays.copyOfRange(arguments, 3, arguments.length)); break;
                case "load": load(arguments); break;
                default: System.err.println("unknown command " + arguments[0]); System.exit(2);
            }
        } catch (ManifestException error) {
            System.err.println("ManifestConsumer: " + error.getMessage());
            System.exit(1);
        }
    }

    private static WalkthroughManifest read(String file) throws IOException, ManifestException {
        return WalkthroughManifest.parse(new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8));
    }

    /** Walks the walkthrough with Next to the end, and records it as seen. */
    private static void walk(WalkthroughManifest manifest, String locale, LoadedManifest loaded) {
        SeenStore store = new SeenStore(new MemoryStore());
        System.out.println("locale " + manifest.resolvedLocale(locale) + ", should show: " + store.shouldShow(manifest));
        Pager pager = new Pager(manifest, locale);
        while (!pager.isFinished()) {
            Page page = pager.page();
            String image = loaded == null || page.image() == null ? "" : " " + loaded.url(page.image());
            System.out.println((pager.index() + 1) + "/" + pager.pageCount() + " " + page.id() + ": " + page.heading()
                    + " [" + pager.primaryLabel() + "]" + (pager.isSkipVisible() ? " skip" : "") + image);
            pager.next();
        }
        store.markSeen(manifest, pager.outcome(), null);
        System.out.println("finished " + pager.outcome().jsonName() + ", should show: " + store.shouldShow(manifest));
    }

    private static void printPages(WalkthroughManifest m) {
        System.out.println("manifest " + m.id() + " " + m.version() + " schema " + m.schemaVersion() + " " + m.kind().jsonName() + " "
                + m.audience().name().toLowerCase(Locale.ROOT) + " " + m.layout().jsonName() + " default " + m.defaultLocale() + " seen " + m.seen().key()
                + " " + m.seen().reshow().jsonName() + " continue " + m.continueURL() + " tint " + m.tint() + " restart "
                + m.behavior().restart().name().toLowerCase(Locale.ROOT) + " wrap " + m.behavior().wrap() + " skip " + m.behavior().skip().jsonName());
        for (Map.Entry<String, LocalizedWalkthrough> entry : m.locales().entrySet()) {
            LocalizedWalkthrough l = entry.getValue();
            System.out.println("  " + entry.getKey() + " " + l.direction().jsonName() + " " + l.title() + " | " + l.labels().next() + " | "
                    + l.labels().skip() + " | " + l.labels().done() + " | " + l.labels().restart() + " | " + l.labels().back());
            for (Page p : l.pages()) {
                System.out.println("    " + p.index() + " " + p.id() + " | " + p.heading() + " | " + p.subheading() + " | " + image(p.image())
                        + " | " + clip(p.video()) + " | " + (p.action() == null ? "no action" : p.action().id() + " " + p.action().label() + " " + p.action().url())
                        + " | since " + p.since() + " | " + p.layout().jsonName()
                        + (p.imageFocus() == null ? "" : " focus " + p.imageFocus().x() + " " + p.imageFocus().y())
                        + " | background " + p.background() + " | " + p.body().text().replace("\n", "\\n") + " | data " + p.data());
            }
        }
    }

    private static String image(PageImage image) {
        if (image == null) {
            return "no image";
        }
        DarkImage dark = image.dark();
        return image.src() + " " + image.width() + "x" + image.height() + " alt " + image.alt() + variants(image.variants())
                + (dark == null ? "" : " dark " + dark.src() + " " + dark.width() + "x" + dark.height() + variants(dark.variants()));
    }

    /** A page's clip, and the variant a 390-point phone at 3× whose player plays only H.264 chooses. */
    private static String clip(PageVideo video) {
        if (video == null) {
            return "no clip";
        }
        List<String> files = new ArrayList<>();
        for (VideoVariant v : video.variants()) {
            files.add(v.src() + " " + v.width() + "x" + v.height() + " " + v.codec() + " " + v.bytes());
        }
        VideoVariant played = video.bestVariant(390, 3, Arrays.asList("avc1"));
        return "clip poster " + image(video.poster()) + " [" + String.join(", ", files) + "] plays " + (played == null ? "the poster" : played.src());
    }

    private static String variants(List<ImageVariant> variants) {
        List<String> texts = new ArrayList<>();
        for (ImageVariant v : variants) {
            texts.add(v.src() + " " + v.width() + "x" + v.height() + " " + v.format());
        }
        return " [" + String.join(", ", texts) + "]";
    }

    /** One line for each pair of the last version seen (or "-") and the version running now. */
    private static void printReleases(WalkthroughManifest manifest, String locale, String[] versions) {
        for (int i = 0; i + 1 < versions.length; i += 2) {
            String lastSeen = versions[i];
            List<String> ids = new ArrayList<>();
            for (Page page : manifest.releasePages(locale, "-".equals(lastSeen) ? null : AppVersion.parse(lastSeen), AppVersion.parse(versions[i + 1]))) {
                ids.add(page.index() + ":" + page.id());
            }
            System.out.println("releases " + String.join(" ", ids));
        }
    }

    private static void load(String[] arguments) {
        File bundled = arguments.length > 4 ? new File(arguments[4]) : null;
        // 20 s, not an app's 3: the tests run this beside two browsers on two cores, and compare what it prints with the Swift app's.
        ManifestLoader loader = new ManifestLoader(URI.create(arguments[1]), bundled, new File(arguments[3]), 20_000);
        LoadedManifest loaded = loader.load();
        System.out.println("source " + loaded.source().name().toLowerCase(Locale.ROOT) + (loaded.reason() == null ? "" : " (" + loaded.reason() + ")"));
        if (loaded.manifest() == null) {
            System.exit(1);
        }
        walk(loaded.manifest(), arguments[2], loaded);
    }

    /** What SharedPreferences would be in an app. */
    private static final class MemoryStore implements KeyValueStore {
        private final Map<String, String> values = new HashMap<>();

        @Override
        public String get(String key) {
            return values.get(key);
        }

        @Override
        public void put(String key, String value) {
            values.put(key, value);
        }

        @Override
        public void remove(String key) {
            values.remove(key);
        }
    }
}
