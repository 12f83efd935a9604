/// Renaming names in a script, every occurrence of a name at once (`ScriptNames` tells names from
/// keys and properties): a shorthand key keeps its key (`{ a }` becomes `{ a: b }`).
enum ScriptRenaming {
    /// `source` with the names in `mapping` renamed, and otherwise as it was, byte for byte.
    static func renamed(_ source: String, _ mapping: [String: String]) -> String {
        let names = ScriptNames(source)
        guard names.isComplete, !mapping.isEmpty else { return source }
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        var copied = 0
        for (index, token) in names.tokens.enumerated() {
            guard let replacement = replacement(of: index, in: names, mapping) else { continue }
            output += bytes[copied..<token.bytes.startIndex] + replacement
            copied = token.bytes.endIndex
        }
        return String(decoding: output + bytes[copied...], as: UTF8.self)
    }

    /// What the token at `index` becomes, or nil when it stays.
    static func replacement(of index: Int, in names: ScriptNames, _ mapping: [String: String]) -> [UInt8]? {
        guard let role = names.roles[index], role != .fixed, let new = mapping[names.text(index)] else { return nil }
        return role == .shorthand ? Array("\(names.text(index)): \(new)".utf8) : Array(new.utf8)
    }
}
