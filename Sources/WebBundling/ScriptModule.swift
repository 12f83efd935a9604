/// One ES module of `web/`, read for `ScriptBundle`: its code without its import and export
/// statements, what it imports from which modules, and what it exports under which names.
struct ScriptModule {
    /// One imported or exported name: `local` in this module, `exported` in the other's exports.
    struct Binding: Equatable {
        var local: String
        var exported: String
    }

    var path: String
    /// The module's code, its import and export statements taken out or made plain declarations.
    private(set) var body = ""
    /// The modules it imports from, by path, in the order they are named.
    private(set) var dependencies: [String] = []
    private(set) var imports: [(from: String, binding: Binding)] = []
    /// What it exports: its own declarations, and names of other modules passed on (`from`).
    private(set) var exports: [(binding: Binding, from: String?)] = []
    /// The names it declares at its top level.
    private(set) var topLevelNames: Set<String> = []
    /// The names it uses (declares, or refers to: variables, functions, globals).
    private var names: Set<String> = []

    /// Whether it uses `name` for something other than what it imports under that name.
    func usesOwn(_ name: String) -> Bool {
        names.contains(name) && !imports.contains { $0.binding.local == name }
    }

    init(path: String, source: String) throws(ScriptBundle.Failure) {
        self.path = path
        var lines: [String] = []
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let kept = try read(String(line), number: number + 1) { lines.append(kept) }
        }
        body = lines.joined(separator: "\n")
        let scanned = ScriptNames(body)
        topLevelNames = scanned.topLevel
        names = Set(scanned.roles.filter { $0.value != .fixed }.map { scanned.text($0.key) })
    }

    /// The line as the bundle keeps it, after noting what it imports or exports; nil when it goes.
    private mutating func read(_ line: String, number: Int) throws(ScriptBundle.Failure) -> String? {
        if line.hasPrefix("import ") || line.hasPrefix("export {") {
            guard let statement = Self.bindingStatement(line) else {
                throw ScriptBundle.Failure(description: "\(path):\(number): write `import { a, b as c } from './x.js';` or `export { a } from './x.js';` on one line")
            }
            let from = resolved(statement.from)
            if !dependencies.contains(from) { dependencies.append(from) }
            if line.hasPrefix("import ") {
                imports += statement.bindings.map { (from, $0) }
            } else {  // `export { a as b }`: `a` of the other module, exported as `b`
                exports += statement.bindings.map { (Binding(local: $0.exported, exported: $0.local), from) }
            }
            return nil
        }
        guard line.hasPrefix("export ") else { return line }
        let declaration = String(line.dropFirst("export ".count))
        guard let name = Self.declaredName(declaration) else {
            throw ScriptBundle.Failure(description: "\(path):\(number): export a function, class, const or let declaration, or write `export { a } from './x.js';`")
        }
        exports.append((Binding(local: name, exported: name), nil))
        return declaration
    }

    /// The path `specifier` (`./x.js`, `../rules/y.js`) names, relative to this module's folder.
    private func resolved(_ specifier: String) -> String {
        var parts = path.split(separator: "/").dropLast().map(String.init)
        for part in specifier.split(separator: "/").map(String.init) {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The bindings and module of `import { … } from '…';` or `export { … } from '…';`.
    private static func bindingStatement(_ line: String) -> (bindings: [Binding], from: String)? {
        guard let open = line.firstIndex(of: "{"), let close = line.firstIndex(of: "}"), open < close,
              line[close...].hasPrefix("} from '"), line.hasSuffix("';") else { return nil }
        let from = line[line.index(close, offsetBy: "} from '".count)..<line.index(line.endIndex, offsetBy: -2)]
        let bindings = line[line.index(after: open)..<close].split(separator: ",").map { item -> Binding in
            let words = item.split(separator: " ").map(String.init)
            return words.count == 3 && words[1] == "as" ? Binding(local: words[2], exported: words[0]) : Binding(local: words.first ?? "", exported: words.first ?? "")
        }
        guard from.hasPrefix("."), bindings.allSatisfy({ isName($0.local) && isName($0.exported) }) else { return nil }
        return (bindings, String(from))
    }

    /// The name `function a(`, `async function a(`, `class A `, `const A =` or `let a =` declares.
    private static func declaredName(_ declaration: String) -> String? {
        let words = declaration.split(whereSeparator: { " (=".contains($0) }).map(String.init)
        let keywordCount = words.first == "async" ? 2 : 1
        guard let keyword = words.first, ["function", "async", "class", "const", "let"].contains(keyword),
              words.count > keywordCount, isName(words[keywordCount]) else { return nil }
        return words[keywordCount]
    }

    private static func isName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" }
    }
}
