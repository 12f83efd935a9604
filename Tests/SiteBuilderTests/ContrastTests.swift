import BuiltInFiles
@testable import SiteModel
import SiteSupport
import Testing

@Suite("Contrast of page text on author-chosen backgrounds")
struct ContrastTests {
    @Test("a background the text falls below 4.5:1 on is a warning naming both colours and the ratio, and an error with --strict")
    func lowContrast() {
        let files = ["01-a.md": page("heading: A\nbackground: \"#777777\"")]
        let warning = "content/01-a.md:3:13: warning: text #1C1C1E on the background #777777 has a contrast of 3.8:1, below the 4.5:1 WCAG AA asks for; choose a lighter or a darker background"
        #expect(diagnostics(files) == [warning])
        #expect(diagnostics(files, strict: true) == [warning.replacingOccurrences(of: "warning:", with: "error:")])
    }

    @Test("backgrounds the text reads well on give no warning, in either tone", arguments: ["#F4F3FF", "#EAF4FF", "#FFF", "#1C1C1E", "#5856D6", "#000"])
    func enoughContrast(background: String) {
        #expect(diagnostics(["01-a.md": page("heading: A\nbackground: \"\(background)\"")]) == [])
    }

    @Test("a translation's own background is checked in its file")
    func translation() {
        let files = ["walkthrough.yml": "locales: [en, fr]\n", "01-a.md": page("heading: A"), "01-a.fr.md": page("heading: B\nbackground: \"#7a7a7a\"")]
        let found = diagnostics(files)
        #expect(found.count == 1 && found[0].hasPrefix("content/01-a.fr.md:3:13: warning: text #1C1C1E on the background #7A7A7A has a contrast of 4.0:1"))
    }

    @Test("a ratio just short of 4.5 is shown with two decimals, never as 4.5")
    func justShort() {
        #expect(Diagnostic.Message.lowContrast(text: "#1C1C1E", background: "#7F7F7F", ratio: 4.4999).text.contains("contrast of 4.49:1"))
    }

    @Test("the ratio is WCAG's: black on white is 21:1, a colour on itself 1:1")
    func ratio() {
        #expect(abs(Color.contrast("#000", "#FFFFFF") - 21) < 0.001)
        #expect(Color.contrast("#5856D6", "#5856D6") == 1)
        #expect(Color.text(on: "#F4F3FF") == Color.darkText && Color.text(on: "#1C1C1E") == Color.lightText)
    }
}
