/// One script made of an entry module and every module it imports (`web/`), each once, in the order
/// they are needed: a classic script for pages, which also open from `file://`, where modules do not
/// load; or one ES module for web apps to import. The modules share one scope: a module's top-level
/// name that another module uses for something else, or that names a global, is renamed
/// (`pageOf$8`), and each import becomes the name it refers to. The same files give the same bytes.
///
/// The modules are the project's own, written to a plain form, one statement a line:
/// `import { a, b as c } from './x.js';`, `export { a } from './x.js';`, and `export` before a
/// `function`, `class`, `const` or `let` declaration.
public struct ScriptBundle {
    public enum Format: Sendable {
        /// An arrow function run at once, in strict mode.
        case classicScript
        /// An ES module exporting what the entry module exports.
        case module
    }

    /// Why modules could not be bundled: a mistake in the built-in scripts, which the tests rule out.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The bundle of `entry`, a path of `files` (`walkthrough.js`, `pager/drag-handler.js`), whose
    /// imports are paths relative to the importing file.
    public static func bundle(_ entry: String, of files: [String: String], as format: Format) throws(Failure) -> String {
        var order: [String] = []
        var modules: [String: ScriptModule] = [:]
        try collect(entry, files: files, into: &modules, order: &order, visiting: [])
        var taken: Set<String> = []
        var finalNames: [String: [String: String]] = [:]  // module → its top-level name → the bundle's name
        var bodies: [String] = []
        for (number, path) in order.enumerated() {
            let module = modules[path]!
            var renames: [String: String] = [:]
            for name in module.topLevelNames.sorted() {
                let isShared = taken.contains(name) || ScriptNames.globals.contains(name)
                    || order.contains { $0 != path && modules[$0]!.usesOwn(name) }
                let final = isShared ? "\(name)$\(number)" : name
                taken.insert(final)
                renames[name] = final
            }
            finalNames[path] = renames
            for (from, binding) in module.imports {
                renames[binding.local] = try resolve(binding.exported, of: from, modules: modules, finalNames: finalNames)
            }
            bodies.append("// \(path)\n" + ScriptRenaming.renamed(module.body, renames.filter { $0.key != $0.value }))
        }
        let body = bodies.joined(separator: "\n")
        switch format {
        case .classicScript:
            return "(() => {\n'use strict';\n" + body + "\n})();\n"
        case .module:
            let exports = try modules[entry]!.exports.map { binding, from throws(Failure) in
                let name = try from.map { source throws(Failure) in try resolve(binding.local, of: source, modules: modules, finalNames: finalNames) }
                    ?? finalNames[entry]![binding.local] ?? binding.local
                return name == binding.exported ? name : "\(name) as \(binding.exported)"
            }
            return body + "\nexport { \(exports.joined(separator: ", ")) };\n"
        }
    }

    /// The bundle's name of what the module `path` exports as `exported`, through its re-exports.
    private static func resolve(_ exported: String, of path: String, modules: [String: ScriptModule],
                                finalNames: [String: [String: String]]) throws(Failure) -> String {
        guard let export = modules[path]!.exports.first(where: { $0.binding.exported == exported }) else {
            throw Failure(description: "\(path) exports no '\(exported)'")
        }
        if let from = export.from { return try resolve(export.binding.local, of: from, modules: modules, finalNames: finalNames) }
        return finalNames[path]?[export.binding.local] ?? export.binding.local
    }

    /// Adds `path` and, before it, the modules it imports, to `order`.
    private static func collect(_ path: String, files: [String: String], into modules: inout [String: ScriptModule],
                                order: inout [String], visiting: [String]) throws(Failure) {
        guard modules[path] == nil else { return }
        guard !visiting.contains(path) else { throw Failure(description: "modules import each other: \((visiting + [path]).joined(separator: " → "))") }
        guard let source = files[path] else { throw Failure(description: "\(visiting.last ?? path) imports \(path), which does not exist") }
        let module = try ScriptModule(path: path, source: source)
        for dependency in module.dependencies {
            try collect(dependency, files: files, into: &modules, order: &order, visiting: visiting + [path])
        }
        modules[path] = module
        order.append(path)
    }
}
