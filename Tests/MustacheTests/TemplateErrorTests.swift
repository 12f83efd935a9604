import Testing
@testable import Mustache

@Suite("Template syntax errors name the template, line and column")
struct TemplateErrorTests {
    @Test("a malformed template gives exactly this error", arguments: [
        ("<ul>\n  {{#pages}}\n  <li>{{heading}}</li>\n</ul>", "walkthrough.mustache:2:3: error: unclosed section 'pages' opened at walkthrough.mustache:2:3"),
        ("{{#a}}{{/b}}", "walkthrough.mustache:1:7: error: closing tag 'b' does not match the open section 'a' (opened at walkthrough.mustache:1:1)"),
        ("text {{/a}}", "walkthrough.mustache:1:6: error: closing tag 'a' without an open section"),
        ("line\n  {{heading", "walkthrough.mustache:2:3: error: unclosed tag: '{{' without '}}'"),
        ("{{{raw}}", "walkthrough.mustache:1:1: error: unclosed tag: '{{' without '}}}'"),
        ("{{ }}", "walkthrough.mustache:1:1: error: empty tag: name a value, section or partial"),
        ("{{=<% %> x=}}", "walkthrough.mustache:1:1: error: invalid Set Delimiter tag: write {{=<% %>=}} with two delimiters separated by a space"),
        ("{{a b}}", "walkthrough.mustache:1:1: error: tag name 'a b' contains white space"),
        ("{{<layout}}{{$body}}x{{/layout}}", "walkthrough.mustache:1:22: error: closing tag 'layout' does not match the open section 'body' (opened at walkthrough.mustache:1:12)"),
    ])
    func malformed(source: String, expected: String) {
        #expect(throws: MustacheError.self) { try Template(source, name: "walkthrough.mustache") }
        do {
            _ = try Template(source, name: "walkthrough.mustache")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test("values are escaped for HTML text and quoted attributes, and raw only when asked")
    func escaping() throws {
        let template = try Template(#"<p title="{{v}}">{{v}}</p>{{{v}}}"#)
        let output = template.render(["v": "<script>alert('x')</script> & \"q\""])
        #expect(output == #"<p title="&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;</p><script>alert('x')</script> & "q""#)
    }

    @Test("template delimiters inside data are text, not tags")
    func delimitersInData() throws {
        #expect(try Template("{{v}}").render(["v": "{{secret}}"], ) == "{{secret}}")
    }

    @Test("empty strings hide sections like false and empty lists do")
    func emptyStrings() throws {
        let template = try Template("{{#s}}[{{s}}]{{/s}}{{^s}}none{{/s}}")
        #expect(template.render(["s": ""]) == "none")
        #expect(template.render(["s": "x"]) == "[x]")
    }

    @Test("a partial that includes itself forever stops instead of exhausting the stack")
    func runawayRecursion() throws {
        let output = try Template("{{>loop}}").render([:], partials: ["loop": "x{{>loop}}"])
        #expect(output.count == Renderer.maximumDepth)
    }

    @Test("referenced partials and parents are listed for checking")
    func references() throws {
        let template = try Template("{{<layout}}{{$a}}{{>inner}}{{/a}}{{/layout}}{{#x}}{{>item}}{{/x}}")
        #expect(template.referencedPartials == ["layout", "inner", "item"])
    }
}
