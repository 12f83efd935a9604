/// A stylesheet in sections: the rules every walkthrough gets, and those only walkthroughs with a
/// feature get, marked in the source by comments on lines of their own, between rules (or before a
/// selector of a list that goes on after the section, so a rule can serve a feature's element
/// beside every walkthrough's):
///
///     /* feature: fade */
///     .is-pager[data-transition=fade] .walkthrough-track { display: grid; }
///     /* end feature */
///
/// The sections keep their order, so the cascade is the same with every feature as in the source.
public struct StylesheetSections: Codable, Sendable, Equatable {
    public struct Section: Codable, Sendable, Equatable {
        /// The feature the section belongs to; `nil` for what every walkthrough gets.
        public var feature: PagerFeature?
        public var text: String

        public init(feature: PagerFeature?, text: String) {
            (self.feature, self.text) = (feature, text)
        }
    }

    /// Why the markers do not divide the stylesheet: a mistake in the built-in stylesheet, which the tests rule out.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The sections of `source`, each minified (`StylesheetMinifier`); `name` is for failures.
    public init(minifying source: String, name: String) throws(Failure) {
        var sections: [Section] = []
        var feature: PagerFeature?
        var lines: [Substring] = []
        func close(at number: Int) throws(Failure) {
            let text = StylesheetMinifier.minify(lines.joined(separator: "\n"))
            lines = []
            guard text != "\n" else { return }
            guard Self.isBalanced(text), !text.hasPrefix("{"), text.hasSuffix("}\n") || text.hasSuffix(",\n") else {
                throw Failure(description: "\(name):\(number): a feature's marker inside a rule; put markers between rules, or before a selector of a list that goes on after the section")
            }
            sections.append(Section(feature: feature, text: text))
        }
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in sourceLines.enumerated() {
            let marker = line.trimmingSpaces
            if marker.hasPrefix("/* feature: ") && marker.hasSuffix(" */") {
                let featureName = String(marker.dropFirst("/* feature: ".count).dropLast(" */".count))
                guard feature == nil else { throw Failure(description: "\(name):\(offset + 1): a feature's section inside another's; end it first (/* end feature */)") }
                guard let started = PagerFeature(rawValue: featureName) else {
                    throw Failure(description: "\(name):\(offset + 1): no feature '\(featureName)'; the features: \(PagerFeature.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                try close(at: offset + 1)
                feature = started
            } else if marker == "/* end feature */" {
                guard feature != nil else { throw Failure(description: "\(name):\(offset + 1): /* end feature */ with no section open") }
                try close(at: offset + 1)
                feature = nil
            } else {
                lines.append(line)
            }
        }
        guard feature == nil else { throw Failure(description: "\(name): the section of '\(feature!.rawValue)' is never ended (/* end feature */)") }
        try close(at: sourceLines.count)
        if let last = sections.last, last.text.hasSuffix(",\n") {
            throw Failure(description: "\(name):\(sourceLines.count): the stylesheet ends in a selector list")
        }
        self.sections = sections
    }

    /// The stylesheet a walkthrough using `features` gets: every section but other features'.
    public func stylesheet(for features: Set<PagerFeature>) -> String {
        sections.filter { $0.feature.map(features.contains) ?? true }.map(\.text).joined()
    }

    /// Whether `{` and `}` pair up in `text`, outside strings.
    private static func isBalanced(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        var escaped = false
        for character in text {
            if let open = quote {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var trimmed = drop { $0 == " " || $0 == "\t" }
        while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
