import Foundation
import Testing
@testable import SiteBuilder

/// Builds `site` through the library, as the command line does.
func build(_ site: SiteFolder, drafts: Bool = false) throws -> BuildReport {
    try SiteBuild.build(BuildOptions(contentDirectory: site.root.appendingPathComponent("content"), contentDisplayPath: "content",
                                     outputDirectory: site.root.appendingPathComponent("output"), includesDrafts: drafts))
}

/// Expects `site`'s output to be, byte for byte, what a clean build of `content` writes.
func expectSameAsCleanBuild(_ site: SiteFolder, of content: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let clean = try SiteFolder(content)
    _ = try build(clean)
    #expect(site.tree() == clean.tree(), "the output differs from a clean build's", sourceLocation: sourceLocation)
}

/// `validSite` with the news walkthrough's page edited.
let newsEdited = validSite.merging(["content/news/01-new.md": "---\nheading: Newer\n---\n"]) { _, new in new }
