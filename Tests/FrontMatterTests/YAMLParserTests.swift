import Testing
@testable import FrontMatter

/// The scalar under `key` of a parsed document.
private func value(_ yaml: String, _ key: String = "k") throws -> String? {
    try YAMLParser.parse(yaml).entries?.first(where: { $0.key == key })?.value.scalar
}

private func error(_ yaml: String) -> YAMLError? {
    do {
        _ = try YAMLParser.parse(yaml)
        return nil
    } catch {
        return error
    }
}

@Suite("YAML subset: accepted input")
struct YAMLAcceptedTests {
    @Test("scalars stay text, whatever YAML 1.1 would make of them", arguments: [
        ("k: No", "No"), ("k: yes", "yes"), ("k: 3.10", "3.10"), ("k: 010", "010"),
        ("k: 1e3", "1e3"), ("k: on", "on"), ("k: 0x1F", "0x1F"), ("k: 12:30", "12:30"),
        ("k: A---B", "A---B"), ("k: a#b", "a#b"), ("k: a # comment", "a"),
        ("k: 'It''s'", "It's"), ("k: \"say \\\"hi\\\"\"", "say \"hi\""),
        ("k: \"tab\\there \\u00e9 \\x41\"", "tab\there é A"), ("k: \"a: b\"", "a: b"),
        ("k: 'a # not a comment'", "a # not a comment"), ("k: \"\"", ""),
        ("k:    spaced   ", "spaced"), ("k: https://example.com/a", "https://example.com/a"),
    ])
    func scalar(yaml: String, expected: String) throws {
        #expect(try value(yaml) == expected)
    }

    @Test("a key without a value is null")
    func nullValue() throws {
        let node = try YAMLParser.parse("k:\nother: 1").entries![0].value
        #expect(node.isNull)
        #expect(try YAMLParser.parse("k: ~").entries![0].value.isNull)
        #expect(try !YAMLParser.parse("k: '~'").entries![0].value.isNull)
    }

    @Test("literal block scalars keep line breaks, with clip, strip and keep chomping", arguments: [
        ("k: |\n  one\n  two\n", "one\ntwo\n"),
        ("k: |-\n  one\n  two\n\n", "one\ntwo"),
        ("k: |+\n  one\n\n\nx: 1", "one\n\n\n"),
        ("k: |\n  one\n\n    indented\n  back\nx: 1", "one\n\n  indented\nback\n"),
        ("k: |2\n   lead\n  two\n", " lead\ntwo\n"),
    ])
    func literal(yaml: String, expected: String) throws {
        #expect(try value(yaml) == expected)
    }

    @Test("folded block scalars join lines with spaces and keep paragraphs", arguments: [
        ("k: >\n  one\n  two\n\n  three\n", "one two\nthree\n"),
        ("k: >-\n  a\n  b\n", "a b"),
        ("k: >\n  a\n    more\n  b\n", "a\n  more\nb\n"),
    ])
    func folded(yaml: String, expected: String) throws {
        #expect(try value(yaml) == expected)
    }

    @Test("plain and quoted values may continue on more-indented lines", arguments: [
        ("k: one\n  two\n\n  three", "one two\nthree"),
        ("k: \"one\n  two\"", "one two"),
        ("k: 'one\n\n  two'", "one\ntwo"),
        ("k: \"a\\\n  b\"", "ab"),
    ])
    func multiLine(yaml: String, expected: String) throws {
        #expect(try value(yaml) == expected)
    }

    @Test("block and flow sequences, nested mappings and comments")
    func structure() throws {
        let root = try YAMLParser.parse("""
            # leading comment
            locales: [en, "pt-BR", 'fr',]
            list:
            - a
            - b # trailing
            indented:
              - x
            labels:
              fr:
                next: Suivant   # comment
            items:
              - name: one
                size: 2
            """)
        let entries = root.entries!
        #expect(entries.map(\.key) == ["locales", "list", "indented", "labels", "items"])
        #expect(entries[0].value.items!.map(\.scalar) == ["en", "pt-BR", "fr"])
        #expect(entries[1].value.items!.map(\.scalar) == ["a", "b"])
        #expect(entries[2].value.items!.map(\.scalar) == ["x"])
        let fr = entries[3].value.entries![0]
        #expect(fr.key == "fr" && fr.value.entries![0].value.scalar == "Suivant")
        #expect(fr.value.entries![0].value.location == SourceLocation(line: 10, column: 11))
        let item = entries[4].value.items![0].entries!
        #expect(item.map(\.key) == ["name", "size"])
        #expect(item[1].keyLocation == SourceLocation(line: 13, column: 5))
    }

    @Test("a leading '---' is allowed in a YAML file")
    func documentStart() throws {
        #expect(try value("---\nk: v\n") == "v")
    }

    @Test("an empty document is an empty mapping")
    func empty() throws {
        #expect(try YAMLParser.parse("# only a comment\n\n").entries == [])
    }
}

@Suite("YAML subset: rejected input")
struct YAMLRejectedTests {
    @Test("unsupported YAML is an error at its exact location", arguments: [
        ("k: &a v", 1, 4, "anchors ('&') are not supported"),
        ("k: *a", 1, 4, "aliases ('*') are not supported"),
        ("k: !!str v", 1, 4, "tags ('!') are not supported"),
        ("k: {a: 1}", 1, 4, "flow mappings ('{ … }') are not supported"),
        ("a: 1\n---\nb: 2", 2, 1, "multiple YAML documents are not supported"),
        ("a: 1\n...", 2, 1, "document end markers '...' are not supported"),
        ("%YAML 1.2\na: 1", 1, 1, "YAML directives are not supported"),
        ("a:\n\tb: 1", 2, 1, "tab in indentation"),
        ("a: 1\na: 2", 2, 1, "duplicate key 'a' (first given on line 1)"),
        ("a: 1\n  b: 2", 2, 3, "unexpected indentation"),
        ("a: \"open", 1, 4, "the quoted value is never closed"),
        ("a: \"bad \\q\"", 1, 9, "unknown escape '\\q'"),
        ("a: \"x\" y", 1, 8, "unexpected text after the closing quote"),
        ("a: [x, y", 1, 4, "the list opened with '[' is not closed on this line"),
        ("a: [x, [y]]", 1, 8, "nested collections, anchors, aliases and tags are not supported in '[ … ]' lists"),
        ("a: Note: this", 1, 8, "':' followed by a space inside a plain value"),
        ("just text", 1, 1, "expected 'key: value'"),
        ("  a: 1", 1, 3, "the first key must not be indented"),
        ("a: |x\n  b", 1, 5, "invalid block scalar header"),
        ("? a\n: b", 1, 1, "complex keys ('?') are not supported"),
        ("a: @x", 1, 4, "'@' cannot start a plain value"),
    ])
    func rejected(yaml: String, line: Int, column: Int, message: String) throws {
        let found = try #require(error(yaml))
        #expect(found.message == message)
        #expect(found.location == SourceLocation(line: line, column: column))
        #expect(found.hint != nil)
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() throws {
        var yaml = ""
        for depth in 0..<200 { yaml += String(repeating: " ", count: depth) + "k:\n" }
        yaml += String(repeating: " ", count: 200) + "k: v"
        let found = try #require(error(yaml))
        #expect(found.message.hasPrefix("nesting deeper than"))
    }
}

@Suite("Front matter blocks")
struct FrontMatterDocumentTests {
    @Test("the block is split from the body at whole '---' lines")
    func split() throws {
        let page = try FrontMatterDocument(parsing: "---\nheading: A---B\n---\n# Body\n\ntext")
        #expect(page.fields.entries![0].value.scalar == "A---B")
        #expect(page.body == "# Body\n\ntext")
        #expect(page.bodyLine == 4)
    }

    @Test("a byte order mark and CRLF line endings are accepted")
    func bomAndCRLF() throws {
        let page = try FrontMatterDocument(parsing: "\u{FEFF}---\r\nheading: Hi\r\nsub: |\r\n  a\r\n  b\r\n---\r\nbody\r\n")
        #expect(page.fields.entries!.map(\.key) == ["heading", "sub"])
        #expect(page.fields.entries![0].value.scalar == "Hi")
        #expect(page.fields.entries![1].value.scalar == "a\nb\n")
        #expect(page.body == "body\n")
    }

    @Test("locations count lines from the top of the file")
    func locations() throws {
        let page = try FrontMatterDocument(parsing: "---\n\nheading: Hi\n---\n")
        #expect(page.fields.entries![0].keyLocation == SourceLocation(line: 3, column: 1))
        #expect(page.fields.entries![0].value.location == SourceLocation(line: 3, column: 10))
    }

    @Test("an empty body and an empty block are allowed")
    func empty() throws {
        let page = try FrontMatterDocument(parsing: "---\n---")
        #expect(page.fields.entries == [])
        #expect(page.body == "")
    }

    @Test("a page without front matter, or with an unclosed block, is an error on line 1", arguments: [
        ("# Just Markdown", "a page must start with a front matter block"),
        ("---\nheading: x\n", "the front matter opened on line 1 is never closed"),
        ("", "a page must start with a front matter block"),
    ])
    func missing(text: String, message: String) {
        #expect(throws: YAMLError(message, hint: message.hasPrefix("a page") ? "make the first line '---', then 'heading: …', then a closing '---'" : "add a line '---' after the last key", at: SourceLocation(line: 1, column: 1))) {
            try FrontMatterDocument(parsing: text)
        }
    }

    @Test("errors inside the block carry file line numbers")
    func errorLine() {
        #expect(throws: YAMLError.self) { try FrontMatterDocument(parsing: "---\nheading: &x y\n---\n") }
        do {
            _ = try FrontMatterDocument(parsing: "---\nheading: ok\nimage: &x y\n---\n")
        } catch {
            #expect(error.location == SourceLocation(line: 3, column: 8))
        }
    }
}
