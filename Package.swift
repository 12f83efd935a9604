// swift-tools-version:6.1
import PackageDescription

/// `FUZZING=1 swift build --product Fuzz…` (see `make fuzz`) instruments the parsers for libFuzzer
/// and links the fuzz targets against it; ordinary builds are untouched.
let fuzzing = Context.environment["FUZZING"] != nil
let fuzzFlags = ["-sanitize=fuzzer,address"]
let instrumented: [SwiftSetting] = fuzzing ? [.unsafeFlags(fuzzFlags)] : []
let fuzzer: [SwiftSetting] = fuzzing ? [.unsafeFlags(fuzzFlags), .define("FUZZING")] : []
let fuzzerLinking: [LinkerSetting] = fuzzing ? [.unsafeFlags(fuzzFlags)] : []
/// `make release` links build-site as one static file, which its encoder cannot be (libvips has no
/// static build): there it builds the encoder on its own, so build-site does not depend on it.
let encoder: [Target.Dependency] = Context.environment["BUILD_SITE_STATIC"] != nil ? [] : ["build-site-vips"]

let package = Package(
    name: "walkthrough-site",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "WalkthroughManifest", targets: ["WalkthroughManifest", "ManifestLoading"]),
        .library(name: "SiteBuilder", targets: ["SiteBuilder"]),
        .executable(name: "build-site", targets: ["build-site"]),
        .executable(name: "build-site-vips", targets: ["build-site-vips"]),
        // Publishes an app target's Walkthrough/ folder into its resources (docs/ios.md).
        .plugin(name: "WalkthroughContent", targets: ["WalkthroughContent"]),
    ],
    targets: [
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .target(name: "CSystemCalls"),
        // SHA-256's round constants, and its block function on the processor's SHA extensions (x86-64): a fifth of a full build's time in Swift.
        .target(name: "CSHA256"),
        // The image encoder build-site runs beside itself: libvips (Debian: libvips-dev; brew: vips),
        // whose C API is variadic, which Swift cannot call.
        .executableTarget(name: "build-site-vips", linkerSettings: ["vips", "gobject-2.0", "glib-2.0", "dl"].map { .linkedLibrary($0) }),
        .target(name: "FrontMatter", swiftSettings: instrumented),
        .target(name: "Mustache", swiftSettings: instrumented),
        .target(name: "WalkthroughManifest"),
        // Fetching hosted manifests (FoundationNetworking on Linux), apart from the model, so that
        // build-site, which links the model, stays one static file without libcurl.
        .target(name: "ManifestLoading", dependencies: ["WalkthroughManifest"]),
        // Bundles and minifies the web runtime (web/) into what sites publish.
        .target(name: "WebBundling"),
        // The templates and web assets build-site carries, generated from templates/, web/ and VERSION
        // by generate-built-ins (`make built-ins`) and checked in.
        .target(name: "BuiltInFiles", dependencies: ["WebBundling"]),
        .executableTarget(name: "generate-built-ins", dependencies: ["WebBundling"]),
        // JSON with sorted keys, four times as fast as JSONEncoder, for the manifests a build writes; in no product.
        .target(name: "SortedJSON"),
        // What a build needs of the machine, knowing nothing of walkthroughs: digests, concurrency, files, child processes.
        .target(name: "SiteSupport", dependencies: ["CSHA256", "CSystemCalls"]),
        // The layers of a build, each importing only those below it (ARCHITECTURE.md):
        // the model: the content folder as a build reads it, diagnostics, the validated walkthrough, the output's paths.
        .target(name: "SiteModel", dependencies: ["Ccmark", "FrontMatter", "SiteSupport", "SortedJSON", "WalkthroughManifest", "WebBundling"],
                swiftSettings: instrumented),
        // Pictures and clips: what the encoders can write, the variants to make, making them, their byte budgets.
        .target(name: "SiteMedia", dependencies: ["FrontMatter", "SiteModel", "SiteSupport", "WalkthroughManifest"]),
        // Validation: each folder's files read into a walkthrough, or the diagnostics that say why not.
        .target(name: "SiteRules", dependencies: ["FrontMatter", "SiteMedia", "SiteModel", "SiteSupport", "WalkthroughManifest"],
                swiftSettings: instrumented),
        // A validated site to its pages, manifests and scripts, through the templates (the built-ins given as a value).
        .target(name: "SiteRendering", dependencies: ["BuiltInFiles", "FrontMatter", "Mustache", "SiteFunnel", "SiteMedia", "SiteModel", "SiteRules", "SiteSupport",
                                                      "SortedJSON", "WalkthroughManifest", "WebBundling"]),
        // Each folder's result and rendered files kept beside the output, for the next build to reuse.
        .target(name: "SiteCache", dependencies: ["SiteMedia", "SiteModel", "SiteRules", "SiteSupport"]),
        // The output replaced whole: staged beside it, swapped in at once; it knows files, not walkthroughs.
        .target(name: "SitePublishing", dependencies: ["CSystemCalls", "SiteModel", "SiteSupport"]),
        // `build-site funnel`: how far people got, from an export of lifecycle events.
        .target(name: "SiteFunnel", dependencies: ["SiteModel"]),
        .target(
            name: "SiteBuilder",
            dependencies: ["BuiltInFiles", "FrontMatter", "SiteCache", "SiteMedia", "SiteModel", "SitePublishing", "SiteRendering", "SiteRules",
                           "SiteSupport", "SortedJSON", "WalkthroughManifest"],
            swiftSettings: instrumented),
        .target(name: "PreviewServer"),
        // Runs `build-site bundle` in an app's build.
        .plugin(name: "WalkthroughContent", capability: .buildTool(), dependencies: ["build-site", "build-site-vips"]),
        // `make release` links it as one static file; a plain `swift build -c release` links it dynamically.
        // Depends on its image encoder so that `swift build` and `swift run build-site` build both.
        .executableTarget(name: "build-site", dependencies: ["PreviewServer", "SiteBuilder", "SiteFunnel", "SiteModel", "SiteRendering"] + encoder),
        // libFuzzer targets (`make fuzz`); built normally they replay the files given as arguments.
        .target(name: "FuzzSupport", swiftSettings: fuzzer),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["FrontMatter", "FuzzSupport"], swiftSettings: fuzzer, linkerSettings: fuzzerLinking),
        .executableTarget(name: "FuzzMustache", dependencies: ["Mustache", "FuzzSupport"], swiftSettings: fuzzer, linkerSettings: fuzzerLinking),
        .executableTarget(name: "FuzzImageSize", dependencies: ["SiteModel", "FuzzSupport"], swiftSettings: fuzzer, linkerSettings: fuzzerLinking),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
        // Where the conformance suites find the specification files, which live outside the repository, and
        // the tests' temporary folders, removed when the test process exits.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache", "TestSupport"]),
        .testTarget(name: "WalkthroughManifestTests", dependencies: ["BuiltInFiles", "SiteBuilder", "SiteMedia", "SiteModel", "SiteRendering", "SiteRules", "WalkthroughManifest"]),
        .testTarget(name: "ManifestLoadingTests", dependencies: ["ManifestLoading", "TestSupport"]),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "SiteCache", "SiteFunnel", "SiteMedia", "SiteModel", "SitePublishing", "SiteRendering", "SiteRules", "SiteSupport", "BuiltInFiles", "SortedJSON", "WebBundling", "build-site", "build-site-vips", "TestSupport"]),
    ]
)
