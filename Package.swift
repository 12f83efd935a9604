// swift-tools-version:6.0
import PackageDescription

/// `FUZZING=1 swift build --product Fuzz…` (see `make fuzz`) instruments the parsers for libFuzzer
/// and links the fuzz targets against it; ordinary builds are untouched.
let fuzzing = Context.environment["FUZZING"] != nil
let fuzzFlags = ["-sanitize=fuzzer,address"]
let instrumented: [SwiftSetting] = fuzzing ? [.unsafeFlags(fuzzFlags)] : []
let fuzzer: [SwiftSetting] = fuzzing ? [.unsafeFlags(fuzzFlags), .define("FUZZING")] : []
let fuzzerLinking: [LinkerSetting] = fuzzing ? [.unsafeFlags(fuzzFlags)] : []

let package = Package(
    name: "walkthrough-site",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "WalkthroughManifest", targets: ["WalkthroughManifest"]),
        .library(name: "SiteBuilder", targets: ["SiteBuilder"]),
        .executable(name: "build-site", targets: ["build-site"]),
    ],
    targets: [
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .target(name: "CSystemCalls"),
        // The few libvips calls the image variants need, without the varargs Swift cannot call;
        // libvips (Debian: libvips42, brew: vips) is loaded when the first variant is made.
        .target(name: "CImageCodec", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "FrontMatter", swiftSettings: instrumented),
        .target(name: "Mustache", swiftSettings: instrumented),
        .target(name: "WalkthroughManifest"),
        .executableTarget(name: "EmbedTemplatesTool"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
        .target(
            name: "SiteBuilder",
            dependencies: ["Ccmark", "CImageCodec", "CSystemCalls", "FrontMatter", "Mustache", "WalkthroughManifest"],
            swiftSettings: instrumented,
            plugins: ["EmbedTemplates"]),
        .target(name: "PreviewServer"),
        // `make release` links it as one static file; a plain `swift build -c release` links it dynamically.
        .executableTarget(name: "build-site", dependencies: ["SiteBuilder", "PreviewServer"]),
        // libFuzzer targets (`make fuzz`); built normally they replay the files given as arguments.
        .target(name: "FuzzSupport", swiftSettings: fuzzer),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["FrontMatter", "FuzzSupport"], swiftSettings: fuzzer, linkerSettings: fuzzerLinking),
        .executableTarget(name: "FuzzMustache", dependencies: ["Mustache", "FuzzSupport"], swiftSettings: fuzzer, linkerSettings: fuzzerLinking),
        .executableTarget(name: "FuzzImageSize", dependencies: ["SiteBuilder", "FuzzSupport"], swiftSettings: fuzzer, linkerSettings: fuzzerLinking),
        .executableTarget(name: "FuzzJSONValue", dependencies: ["SiteBuilder", "FuzzSupport"], swiftSettings: fuzzer, linkerSettings: fuzzerLinking),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "WalkthroughManifestTests", dependencies: ["WalkthroughManifest", "SiteBuilder"], exclude: []),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "build-site"]),
    ]
)
