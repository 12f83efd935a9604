import Foundation
@testable import SiteBuilder
@testable import SiteRendering
import Testing

@Suite("The build-site command", .serialized)
struct CommandLineTests {
    @Test("a build writes the manifests, images and schema and prints one summary line")
    func build() throws {
        let site = try SiteFolder(validSite)
        let result = try site.run()
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix("Built 2 walkthroughs, 3 pages, 2 locales in "))
        #expect(result.standardOutput.hasSuffix(" → output\n"))
        let files = site.tree().keys.filter { !$0.hasSuffix(".html") && !$0.hasPrefix("assets/") && !$0.hasPrefix(".") && $0 != "embed.js" }.sorted()
        #expect(files.contains("manifest.json") && files.contains("news/manifest.json") && files.contains("manifest.schema.json"))
        #expect(files.contains { $0.hasPrefix("images/hi.") && $0.hasSuffix(".svg") })
    }

    @Test("bundle writes what an app bundles into walkthrough/ and builds no site")
    func bundle() throws {
        let site = try SiteFolder(validSite)
        let result = try site.run("bundle")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("Built 2 walkthroughs, 3 pages, 2 locales in ") && result.standardOutput.hasSuffix(" → walkthrough\n"))
        let files = site.tree("walkthrough").keys.filter { !$0.hasPrefix(".") }.sorted()
        #expect(files.count == 3 && files[0].hasPrefix("images/hi.") && files[1...] == ["manifest.json", "news/manifest.json"], "\(files)")
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output").path))
    }

    @Test("building the same content twice gives byte-identical output")
    func deterministic() throws {
        let site = try SiteFolder(validSite)
        try site.run()
        let first = site.tree()
        try site.run()
        #expect(site.tree() == first)
        #expect(!first.isEmpty)
    }

    @Test("content errors exit 1, print every diagnostic, and leave the previous output byte for byte")
    func failedBuildKeepsOutput() throws {
        let site = try SiteFolder(validSite)
        try site.run()
        let before = site.tree()
        try site.write("content/02-next.md", "---\nheadng: Next\n---\n")
        try site.write("content/news/01-new.md", "---\nheading: New\ndraft: maybe\n---\n")
        let result = try site.run()
        #expect(result.status == 1)
        #expect(result.standardError == """
            content/02-next.md:1:1: error: 'heading' is required; add 'heading: …' to the front matter
            content/02-next.md:2:1: error: unknown key 'headng'; did you mean 'heading'?
            content/news/01-new.md:3:8: error: 'draft' must be true or false, not 'maybe'; write 'draft: true' or 'draft: false'
            build-site: nothing written; fix the errors above and build again.

            """)
        #expect(site.tree() == before)
    }

    @Test("stale files are removed: the output is exactly what the content produces")
    func staleFiles() throws {
        let site = try SiteFolder(validSite)
        try site.run()
        #expect(site.tree().keys.contains("news/manifest.json"))
        try site.remove("content/news")
        try site.run()
        #expect(!site.tree().keys.contains("news/manifest.json"))
        #expect(site.tree().keys.contains("manifest.json"))
    }

    @Test("without a templates folder the built-in templates are used; a site's template file overrides its twin")
    func templates() throws {
        let site = try SiteFolder(validSite)
        #expect(try site.run().status == 0)
        let builtIn = try #require(site.tree()["index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(builtIn.contains("class=\"walkthrough-controls\""))
        try site.write("templates/page.mustache", "<section data-page-index=\"{{index}}\"><h2>{{heading}} (custom)</h2></section>\n")
        #expect(try site.run().status == 0)
        let custom = try #require(site.tree()["index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(custom.contains("<h2>Welcome (custom)</h2>"))
        #expect(custom.contains("class=\"walkthrough-controls\""))
        try site.write("templates/controls.mustache", "{{#pages}}")
        let broken = try site.run()
        #expect(broken.status == 1)
        #expect(broken.standardError.hasPrefix("templates/controls.mustache:1:1: error: unclosed section 'pages'"))
    }

    @Test("a rebuild with no change says so, and publishes the same bytes again from the cache")
    func upToDate() throws {
        let site = try SiteFolder(validSite)
        try site.run()
        let before = site.tree()
        let again = try site.run()
        #expect(again.standardOutput.hasPrefix("Up to date: 2 walkthroughs, 3 pages, 2 locales in "))
        #expect(site.tree() == before && before["index.html"] != nil && before["news/manifest.json"] != nil)
    }

    @Test("an edit re-renders only its walkthrough, and the output equals a clean build's")
    func incremental() throws {
        let site = try SiteFolder(validSite)
        try site.run()
        try site.write("content/news/01-new.md", "---\nheading: Newer\n---\nChanged.\n")
        let edited = try site.run()
        #expect(edited.standardOutput.contains("(1 of 2 walkthroughs changed)"))
        try site.run("--output", "clean")
        #expect(site.tree() == site.tree("clean"))
        #expect(String(decoding: site.tree()["news/index.html"] ?? Data(), as: UTF8.self).contains("Newer"))

        // A file changed by hand in the output is written again, not trusted.
        try site.write("output/index.html", "tampered")
        try site.run()
        #expect(site.tree() == site.tree("clean"))

        // A template change renders everything.
        try site.write("templates/page.mustache", "<section data-page-index=\"{{index}}\">{{heading}}</section>\n")
        let retemplated = try site.run()
        #expect(!retemplated.standardOutput.contains("walkthroughs changed"))
        #expect(String(decoding: site.tree()["index.html"] ?? Data(), as: UTF8.self).contains("<section data-page-index=\"0\">Welcome</section>"))

        // A removed page disappears.
        try site.remove("content/02-next.md")
        try site.remove("content/02-next.fr.md")
        try site.run()
        #expect(!String(decoding: site.tree()["index.html"] ?? Data(), as: UTF8.self).contains("data-page-index=\"1\""))
    }

    @Test("init makes a site that builds at once with the built-in templates, copying none, and refuses a folder that is not empty")
    func initialize() throws {
        let site = try SiteFolder()
        let created = try site.run("init", "new-site")
        #expect(created.status == 0)
        let folder = site.root.appendingPathComponent("new-site")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("templates").path) == ["README.md"])
        let readme = try String(contentsOf: folder.appendingPathComponent("templates/README.md"), encoding: .utf8)
        #expect(readme.contains("build-site eject page.mustache"))
        #expect(EjectedTemplate.names.filter { !readme.contains($0) } == [], "templates/README.md names every built-in template")
        let build = Process()
        build.executableURL = SiteFolder.executable
        build.arguments = ["--quiet"]
        build.currentDirectoryURL = folder
        try build.run()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/index.html").path))
        let again = try site.run("init", "new-site")
        #expect(again.status == 3)
        #expect(again.standardError.contains("is not empty"))
        #expect(try site.run("init", "check", "--quiet").status == 0, "a folder named like a command is the folder")
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent("check/content/walkthrough.yml").path))
    }

    @Test("eject copies one built-in template, which then overrides the built-in one and leaves the output as it was")
    func eject() throws {
        let site = try SiteFolder(validSite)
        try site.run("--quiet")
        let before = site.tree()
        let ejected = try site.run("eject", "page.mustache")
        #expect(ejected.status == 0)
        #expect(ejected.standardOutput.hasPrefix("Copied the built-in page.mustache to templates/page.mustache"))
        let copy = try String(contentsOf: site.root.appendingPathComponent("templates/page.mustache"), encoding: .utf8)
        let firstLine = try #require(copy.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("{{! Ejected from build-site \(SiteBuild.version) (digest "))
        #expect(copy.dropFirst(firstLine.count + 1) == SiteTemplates.builtIn.files["page.mustache"]?[...])
        let rebuilt = try site.run("--quiet")
        #expect(rebuilt.status == 0 && rebuilt.standardError == "")
        #expect(site.tree() == before)
        for name in ["walkthrough.css", "walkthrough.js"] {
            #expect(try site.run("eject", name, "--quiet").status == 0)
        }
        #expect(try site.run("--quiet").standardError == "")
        let after = site.tree()
        for (name, fileExtension) in [("walkthrough.css", "css"), ("walkthrough.js", "js")] {
            let ejectedCopy = try #require(FileManager.default.contents(atPath: site.root.appendingPathComponent("templates/" + name).path))
            let published = after.filter { $0.key.hasPrefix("assets/walkthrough.") && $0.key.hasSuffix("." + fileExtension) }
            #expect(published.count == 1 && published.first?.value == ejectedCopy, "a site's own \(name) is published as it is")
        }
        let again = try site.run("eject", "page.mustache")
        #expect(again.status == 3 && again.standardError.contains("exists already and is left as it is"))
        let unknown = try site.run("eject", "pager.mustache")
        #expect(unknown.status == 2 && unknown.standardError.contains("'pager.mustache' is not a built-in template; name one of controls.mustache, embed.js"))
    }

    @Test("a site's own script and stylesheet are published byte for byte: comments, regular expressions, template strings and all")
    func ownAssetsAsWritten() throws {
        let script = """
            // My pager: no minifier touches it.
            const pattern = /\\/\\*[^]*?\\*\\//g;   // a regular expression that looks like a comment
            const label = `Page ${1 + 1}
              of ${3}`;  /* a template string over two lines */
            document.title = label.replace(pattern, '') ;

            """
        let stylesheet = "/* mine */\n.walkthrough  {  color : red ;  }\n"
        let site = try SiteFolder(validSite.merging(["templates/walkthrough.js": script, "templates/walkthrough.css": stylesheet]) { _, new in new })
        #expect(try site.run("--quiet").status == 0)
        let assets = site.tree().filter { $0.key.hasPrefix("assets/walkthrough.") }
        #expect(assets.filter { $0.key.hasSuffix(".js") }.map(\.value) == [Data(script.utf8)])
        #expect(assets.filter { $0.key.hasSuffix(".css") }.map(\.value) == [Data(stylesheet.utf8)])
    }

    @Test("a template ejected from a built-in copy that has changed since is a warning naming it, an error with --strict")
    func outdatedTemplate() throws {
        let site = try SiteFolder(validSite)
        let current = try #require(EjectedTemplate.copy(of: "controls.mustache"))
        let old = current.replacingOccurrences(of: "(digest ", with: "(digest 000000").replacingOccurrences(of: SiteBuild.version + " (", with: "0.0.9 (")
        try site.write("templates/controls.mustache", old)
        let warned = try site.run("--quiet")
        #expect(warned.status == 0)
        #expect(warned.standardError.hasPrefix("templates/controls.mustache:1:1: warning: this copy of the built-in 'controls.mustache' was ejected from build-site 0.0.9, and the built-in one has changed since; compare it with a fresh copy ('build-site eject controls.mustache --templates FOLDER' writes one there)"))
        #expect(try site.run("--strict", "--quiet").status == 1)
        try site.write("templates/controls.mustache", current)
        #expect(try site.run("--quiet").standardError == "")
        try site.write("templates/controls.mustache", "{{! my own controls, not ejected }}\n" + current)
        #expect(try site.run("--quiet").standardError == "")
    }

    @Test("storyboard writes one page with a frame for every walkthrough, locale and page")
    func storyboard() throws {
        let site = try SiteFolder(validSite.merging(["content/walkthrough.yml": "locales: [en, fr, sw]\n",
                                                     "content/01-welcome.sw.md": "---\nheading: Karibu\n---\n",
                                                     "content/02-next.sw.md": "---\nheading: Endelea\n---\n"]) { _, new in new })
        let result = try site.run("storyboard")
        #expect(result.status == 0)
        let page = String(decoding: try #require(FileManager.default.contents(atPath: site.root.appendingPathComponent("storyboard.html").path)), as: UTF8.self)
        #expect(page.components(separatedBy: "<iframe").count - 1 == 2 * 3 + 1)
        #expect(page.contains("src=\"output/sw/index.html?preview#page-2\""))
        #expect(page.contains("warning: no built-in labels for &#39;sw&#39;"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output/storyboard.html").path))
    }

    @Test("a page that sets id: keeps its warnings in the storyboard, on its own frame")
    func storyboardNotesOfARenamedPage() throws {
        let site = try SiteFolder([
            "content/walkthrough.yml": "locales: [en, fr]\n",
            "content/01-welcome.md": "---\nid: hello\nheading: Welcome\n---\nBody.\n",
            "content/01-welcome.fr.md": "---\nheading: Bienvenue\ntranslated_from:\n  heading: 00000000\n---\nCorps.\n",
        ])
        #expect(try site.run("storyboard").status == 0)
        let page = String(decoding: try #require(FileManager.default.contents(atPath: site.root.appendingPathComponent("storyboard.html").path)), as: UTF8.self)
        let frame = try #require(page.components(separatedBy: "fr/index.html?preview#page-1").last)
        #expect(frame.prefix(600).contains("warning: heading and body changed in 01-welcome.md since this translation"))
    }

    @Test("check validates and writes nothing")
    func check() throws {
        let site = try SiteFolder(validSite)
        let result = try site.run("check")
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Checked 2 walkthroughs"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output").path))
    }

    @Test("a symbolic link that goes round a loop of links is named as such, for a page and for a picture, not as a link out of content/")
    func linkLoops() throws {
        let site = try SiteFolder(["content/01-a.md": "---\nheading: A\nimage: images/a.png\nalt: A\n---\n"])
        let content = site.root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("images"), withIntermediateDirectories: true)
        for (link, target) in [("02-b.md", "03-c.md"), ("03-c.md", "02-b.md"), ("images/a.png", "a.png")] {
            try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let result = try site.run("check")
        #expect(result.status == 1)
        #expect(result.standardError.split(separator: "\n").map(String.init) == [
            "content/01-a.md:3:8: error: 'images/a.png' is a link to 'a.png', which goes round a loop of symbolic links; point the link at the image, or copy the image into content/",
            "content/02-b.md:1:1: warning: a symbolic link to '03-c.md', which goes round a loop of symbolic links, is not followed; point the link at an existing file in the content folder, or remove it",
            "content/03-c.md:1:1: warning: a symbolic link to '02-b.md', which goes round a loop of symbolic links, is not followed; point the link at an existing file in the content folder, or remove it",
        ])
    }

    @Test("--diagnostics json prints one object per line with file, line and column")
    func jsonDiagnostics() throws {
        let site = try SiteFolder(["content/01-a.md": "---\nheading: A\nsubheadng: x\n---\n"])
        let result = try site.run("check", "--diagnostics", "json")
        #expect(result.status == 1)
        let line = try #require(result.standardError.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "content/01-a.md")
        #expect(object["line"] as? Int == 3)
        #expect(object["column"] as? Int == 1)
        #expect(object["severity"] as? String == "error")
        #expect(object["code"] as? String == "unknown-key")
        #expect(object["hint"] as? String == "did you mean 'subheading'?")
    }

    @Test("--strict turns warnings into errors; --drafts publishes drafts; --quiet prints nothing")
    func flags() throws {
        let site = try SiteFolder([
            "content/walkthrough.yml": "locales: [en, sw]\n",
            "content/01-a.md": "---\nheading: A\n---\n", "content/01-a.sw.md": "---\nheading: A\n---\n",
            "content/02-b.md": "---\nheading: B\ndraft: true\n---\n", "content/02-b.sw.md": "---\nheading: B\n---\n",
        ])
        let warned = try site.run("--quiet")
        #expect(warned.status == 0 && warned.standardOutput == "")
        #expect(warned.standardError.contains("warning: no built-in labels for 'sw'"))
        #expect(try site.run("--strict").status == 1)
        try site.run("--drafts", "--output", "with-drafts")
        let manifest = try #require(site.tree("with-drafts")["manifest.json"])
        #expect(String(decoding: manifest, as: UTF8.self).contains("\"id\" : \"b\""))
    }

    @Test("an option the command does not take, or a value given to a flag, exits 2 naming the command and the option", arguments: [
        (["check", "--port", "1"], "check does not take --port (serve does)"),
        (["--port=1", "check"], "check does not take --port (serve does)"),
        (["check", "--watch"], "check does not take --watch (build does)"),
        (["check", "--output", "out"], "check does not take --output (build, bundle, serve, storyboard, translations do)"),
        (["serve", "--watch"], "serve does not take --watch (build does)"),
        (["init", "x", "--strict"], "init does not take --strict (build, bundle, check, serve, storyboard do)"),
        (["--watch=no"], "build takes no value for --watch; write --watch alone, or leave it out"),
        (["check", "--drafts=yes"], "check takes no value for --drafts; write --drafts alone, or leave it out"),
        (["init", "--port", "x"], "init does not take --port (serve does)"),
        (["build", "extra"], "unexpected argument 'extra' to build"),
        (["eject"], "eject needs the name of a built-in template, one of controls.mustache"),
        (["translations", "export"], "translations export needs --locale, like --locale fr"),
        (["translations", "--locale", "fr"], "--locale, --only and --output go with translations export"),
        (["translations", "export", "--locale", "fr", "--only", "stale"], "--only takes states among current, outdated, missing and unknown"),
        (["translations", "import"], "translations import needs one XLIFF file, like fr.xlf"),
        (["translations", "publish"], "translations does not know 'publish'"),
        (["check", "--locale", "fr"], "check does not take --locale (translations does)"),
    ])
    func optionsBelongToCommands(arguments: [String], message: String) throws {
        let site = try SiteFolder(validSite)
        let result = try site.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("build-site: error: " + message))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output").path))
    }

    @Test("usage mistakes exit 2 with a message", arguments: [
        ["--frobnicate"], ["--content"], ["--content", "-h"], ["publish"], ["--diagnostics", "xml"],
    ])
    func usage(arguments: [String]) throws {
        let site = try SiteFolder(validSite)
        let process = Process()
        process.executableURL = SiteFolder.executable
        process.arguments = arguments
        process.currentDirectoryURL = site.root
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.hasPrefix("build-site: error: "))
        #expect(message.contains("build-site --help"))
    }

    @Test("--help and --version print and exit 0, after any command; a command's help only where the command is named")
    func help() throws {
        let site = try SiteFolder()
        let help = try site.run("--help")
        #expect(help.status == 0 && help.standardOutput.contains("USAGE: build-site"))
        let ejectHelp = try site.run("eject", "--help")
        #expect(ejectHelp.status == 0 && ejectHelp.standardOutput.contains("eject FILE"))
        // A folder named like a command is a value, not the command: the overview, as for --help alone.
        #expect(try site.run("--content", "build", "--help").standardOutput == help.standardOutput)
        let version = try site.run("--version")
        #expect(version.status == 0 && version.standardOutput.hasPrefix("build-site "))
    }

    @Test("the reference in docs/command-line.md is build-site --help, word for word; each command's help lists its options and no other")
    func reference() throws {
        let site = try SiteFolder()
        let docs = try String(contentsOf: SiteFolder.package.appendingPathComponent("docs/command-line.md"), encoding: .utf8)
        let reference = try #require(docs.components(separatedBy: "```text\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(try site.run("--help").standardOutput == reference)
        let serve = try site.run("serve", "--help").standardOutput
        #expect(serve.hasPrefix("USAGE: build-site serve [--content DIR]") && serve.contains("  --port N  ") && !serve.contains("--watch"))
        #expect(try site.run("translations", "--help").standardOutput.contains("--output FILE           with export: the XLIFF file to write"))
    }

    @Test("I/O problems exit 3 with the path and the reason")
    func ioErrors() throws {
        let site = try SiteFolder(validSite)
        let missing = try site.run("--content", "nowhere")
        #expect(missing.status == 3)
        #expect(missing.standardError.contains("content folder 'nowhere' not found"))
        try site.write("notes/keep.txt", "mine")
        let refused = try site.run("--output", "notes")
        #expect(refused.status == 3)
        #expect(refused.standardError.contains("did not make"))
        #expect(site.tree("notes").keys.sorted() == ["keep.txt"])
    }
}
