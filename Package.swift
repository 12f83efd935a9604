// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "walkthrough-site",
    platforms: [.macOS(.v13), .iOS(.v16)],
    targets: [
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .target(name: "FrontMatter"),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
    ]
)
