// swift-tools-version:6.1
// An app package whose walkthrough is part of its build: its pages are Markdown in the target's
// Walkthrough/ folder, and the WalkthroughContent plugin publishes them into the target's resources,
// where the app reads them through Bundle.module. `make test` builds and runs it.
import PackageDescription

let package = Package(
    name: "WalkthroughApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "walkthrough-site", path: "../..")],
    targets: [
        .executableTarget(
            name: "walkthrough-app",
            dependencies: [.product(name: "WalkthroughManifest", package: "walkthrough-site")],
            // The plugin reads the Markdown; the resources are what it publishes.
            exclude: ["Walkthrough"],
            plugins: [.plugin(name: "WalkthroughContent", package: "walkthrough-site")]),
    ]
)
