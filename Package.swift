// swift-tools-version:6.0
import PackageDescription

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
        .target(name: "CFileExchange"),
        .target(name: "FrontMatter"),
        .target(name: "Mustache"),
        .target(name: "WalkthroughManifest"),
        .executableTarget(name: "EmbedTemplatesTool"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
        .target(
            name: "SiteBuilder",
            dependencies: ["Ccmark", "CFileExchange", "FrontMatter", "Mustache", "WalkthroughManifest"],
            plugins: ["EmbedTemplates"]),
        .executableTarget(name: "build-site", dependencies: ["SiteBuilder"]),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "WalkthroughManifestTests", dependencies: ["WalkthroughManifest", "SiteBuilder"], exclude: []),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "build-site"]),
    ]
)
