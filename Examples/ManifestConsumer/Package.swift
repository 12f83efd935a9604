// swift-tools-version:6.0
// An app-side package that uses the walkthrough manifest library by path, the way an iOS app
// adds it through SwiftPM. `make test` builds and runs it to prove the library stands alone.
import PackageDescription

let package = Package(
    name: "ManifestConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "walkthrough-site", path: "../..")],
    targets: [
        .executableTarget(
            name: "manifest-consumer",
            dependencies: [.product(name: "WalkthroughManifest", package: "walkthrough-site")]),
    ]
)
