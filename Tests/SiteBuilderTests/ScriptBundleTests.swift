import BuiltInFiles
import Foundation
import Testing
@testable import SiteBuilder
@testable import WebBundling

/// The repository's `web/` folder and its `.js` files by path, as the build reads them.
private let webFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../web").standardizedFileURL
private let webFiles: [String: String] = {
    let paths = (FileManager.default.enumerator(atPath: webFolder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".js") }
    return Dictionary(uniqueKeysWithValues: paths.compactMap { path in
        FileManager.default.contents(atPath: webFolder.appendingPathComponent(path).path).map { (path, String(decoding: $0, as: UTF8.self)) }
    })
}()

@Suite("Script minification never changes what code does")
struct ScriptMinifierTests {
    @Test("comments and the white space that means nothing go; strings, templates and regular expressions stay")
    func whiteSpaceAndComments() {
        let source = """
            // header
            const greeting = 'a // not a comment';  /* why */
            const pattern = /[/]+\\/x/g;
            const line = `  ${greeting} /* kept */ ${ `${pattern}` }  `;
            console.log(greeting + line, 10 / 2 / 5);

            """
        #expect(ScriptMinifier.minify(source)
                == "const a='a // not a comment';const c=/[/]+\\/x/g;const b=`  ${a} /* kept */ ${`${c}`}  `;console.log(a+b,10/2/5);\n")
    }

    @Test("a line end stays where a semicolon may be inserted at it, and goes where the statement goes on", arguments: [
        ("let one = 1\nlet two = one\n", "let a=1\nlet b=a\n"),
        ("function f() {\n  return\n  1\n}\nf()\n", "function a(){return\n1}\na()\n"),
        ("let count = 1\n++count\n", "let a=1\n++a\n"),
        ("run(1)\n  .then(done)\n", "run(1).then(done)\n"),
        ("const sum = 1 +\n  2\n", "const a=1+2\n"),
        ("const sum = flag\n  ? 1\n  : 2\n", "const a=flag?1:2\n"),
        ("if (flag) {\n  run()\n}\nstop()\n", "if(flag){run()}\nstop()\n"),
    ])
    func lineEnds(source: String, minified: String) {
        #expect(ScriptMinifier.minify(source) == minified)
    }

    @Test("tokens that go (an arrow parameter's parentheses, a last semicolon or comma) leave their neighbours as far apart as they stood", arguments: [
        ("function f() {\n  return (value) => value\n}\nf()\n", "function a(){return a=>a}\na()\n"),
        ("function f() {\n  return\n  (value) => value\n}\nf()\n", "function a(){return\na=>a}\na()\n"),
        ("function* f() {\n  yield (value) => value;\n}\nf()\n", "function*f(){yield a=>a}\nf()\n"),
        ("function f() {\n  return;\n}\nf([1, 2,])\n", "function a(){return}\na([1,2])\n"),
    ])
    func droppedTokens(source: String, minified: String) {
        #expect(ScriptMinifier.minify(source) == minified)
    }

    @Test("operators that would read as one keep a space; numbers keep their dots and exponents")
    func operators() {
        #expect(ScriptMinifier.minify("let one = 1;\nlet sum = one - -1 + +one - 0.5 * 1e-3 + .25;\n") == "let a=1;let b=a- -1+ +a-0.5*1e-3+.25;\n")
    }

    @Test("names become short ones, the same in every function where no two meet; properties, object keys, class members and globals keep theirs")
    func names() {
        let source = """
            class Pager extends Error {
              constructor(pages) { super('x'); this.pages = pages; }
              get count() { return this.pages.length; }
            }
            function show(pages, { index = 0, label: text }) {
              const state = { pages, index, text, count: pages.length, get first() { return pages[0]; } };
              const flag = index ? { pages } : { index };
              return [state, flag, new Pager(pages), document.title, location];
            }
            const document = 1;
            show([document]);

            """
        #expect(ScriptMinifier.minify(source) == """
            class b extends Error{constructor(a){super('x');this.pages=a}
            get count(){return this.pages.length}}
            function c(c,{index:d=0,label:e}){const g={pages:c,index:d,text:e,count:c.length,get first(){return c[0]}};const f=d?{pages:c}:{index:d};return[g,f,new b(c),a.title,location]}
            const a=1;c([a]);

            """)
    }

    @Test("a function nothing calls goes, and then the ones only it called")
    func unusedFunctions() {
        let source = "function used() { return 1; }\nfunction helper() { return 2; }\nfunction unused() { return helper(); }\nconsole.log(used());\n"
        #expect(ScriptMinifier.minify(source) == "function a(){return 1}\nconsole.log(a());\n")
    }

    @Test("a constant nothing reads goes when making it does nothing; one whose value calls, or that is read, stays")
    func unusedConstants() {
        let source = """
            const TAG = /^[a-z]+$/;
            const CODES = { iw: 'he' };
            const key = (tag) => [tag.a, tag.b].join('-');
            const started = console.log('side effect');
            const made = new Map();
            const read = ['x'];
            console.log(read);

            """
        #expect(ScriptMinifier.minify(source) == "const c=console.log('side effect');const b=new Map();const a=['x'];console.log(a);\n")
    }

    @Test("a script that does not scan is left as it is", arguments: ["const a = 'open\n", "/* never closed\nrun();\n", "const a = `open\n"])
    func unterminated(source: String) {
        #expect(ScriptMinifier.minify(source) == source)
    }
}

@Suite("Bundling the web's modules")
struct ScriptBundleTests {
    let files = [
        "main.js": "import { twice } from './lib/math.js';\nimport { label as name } from './lib/text.js';\nconst step = 1;\nconsole.log(name(twice(step)));\n",
        "lib/math.js": "const step = 2;\nexport function twice(value) {\n  return value * step;\n}\n",
        "lib/text.js": "export { twice as double } from './math.js';\nexport const label = (value) => 'value ' + value;\n",
    ]

    @Test("an entry and its imports become one classic script: each module once, in order, names kept apart")
    func classicScript() throws {
        let bundle = try ScriptBundle.bundle("main.js", of: files, as: .classicScript)
        #expect(bundle == """
            (() => {
            'use strict';
            // lib/math.js
            const step$0 = 2;
            function twice(value) {
              return value * step$0;
            }

            // lib/text.js
            const label = (value) => 'value ' + value;

            // main.js
            const step$2 = 1;
            console.log(label(twice(step$2)));

            })();

            """)
    }

    @Test("as a module, the entry's exports are exported, re-exports by the names they refer to")
    func module() throws {
        let bundle = try ScriptBundle.bundle("lib/text.js", of: files, as: .module)
        #expect(bundle.hasSuffix("\nexport { twice as double, label };\n"))
    }

    @Test("a mistake in the modules is reported, naming the file", arguments: [
        (["a.js": "import { b } from './b.js';\n"], "a.js imports b.js, which does not exist"),
        (["a.js": "import { b } from './b.js';\n", "b.js": "import { a } from './a.js';\nexport const b = 1;\n"], "modules import each other: a.js → b.js → a.js"),
        (["a.js": "import {\n  b,\n} from './b.js';\n"], "a.js:1: write `import { a, b as c } from './x.js';` or `export { a } from './x.js';` on one line"),
        (["a.js": "export default 1;\n"], "a.js:1: export a function, class, const or let declaration, or write `export { a } from './x.js';`"),
    ])
    func failures(files: [String: String], message: String) {
        #expect(throws: ScriptBundle.Failure.self) { try ScriptBundle.bundle("a.js", of: files, as: .classicScript) }
        do {
            _ = try ScriptBundle.bundle("a.js", of: files, as: .classicScript)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("the built-in page scripts are classic scripts, minified to under half, embed.js keeping its marker")
    func builtInScripts() throws {
        let assets = BuiltIns.package.web
        #expect(assets.pageScripts.keys.sorted() == ["embed.js", "walkthrough-analytics.js", "walkthrough-clips.js", "walkthrough-languages.js", "walkthrough.js"])
        #expect(assets.pagerScripts.keys.sorted() == ["", "hidden-controls", "hidden-controls+languages", "languages", "page-actions",
                                                      "page-actions+hidden-controls", "page-actions+hidden-controls+languages", "page-actions+languages"])
        for (name, script) in assets.pageScripts {
            #expect(script.hasPrefix("(() => {\n'use strict';\n"), "\(name)")
            let minified = try #require(name == "walkthrough.js" ? assets.pagerScripts["page-actions+hidden-controls+languages"] : assets.minified[name])
            #expect(minified == ScriptMinifier.minify(script), "\(name)")
            #expect(minified.utf8.count < script.utf8.count / 2, "\(name)")
        }
        #expect(assets.pageScripts["embed.js"]!.contains(BuiltInWebAssets.embedMarker))
        #expect(assets.minified["embed.js"]!.contains(BuiltInWebAssets.embedMarker), "the marker outlives minifying")
        #expect(assets.manifestModule.contains("export { ManifestError,"))
        #expect(assets.manifestModule.contains("const VERSION = '\(SiteBuild.version)';"))
    }

    @Test("the rules, bundled and minified as pages get them, pass every shared fixture under node's own runner")
    func minifiedRulesPassTheSharedFixtures() throws {
        let publicModule = try ScriptModule(path: "walkthrough-manifest.js", source: try #require(webFiles["walkthrough-manifest.js"]))
        let names = publicModule.exports.map(\.binding.exported).joined(separator: ", ")
        var files = webFiles
        files["rules-under-test.js"] = "import { \(names) } from './walkthrough-manifest.js';\nglobalThis.walkthroughRules = { \(names) };\n"
        let script = ScriptMinifier.minify(try ScriptBundle.bundle("rules-under-test.js", of: files, as: .classicScript))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-rules-\(UUID().uuidString).js")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "--test", "Tests/WebTests/"]
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
        process.environment = ProcessInfo.processInfo.environment.merging(["WALKTHROUGH_RULES_SCRIPT": file.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report.split(separator: "\n").filter { $0.hasPrefix("not ok") })")
        let passed = report.split(separator: "\n").first { $0.hasPrefix("# pass ") }.flatMap { Int($0.dropFirst(7)) } ?? 0
        #expect(passed >= 70)
    }
}
