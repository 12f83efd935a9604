import Ccmark
import Foundation
import WalkthroughManifest

/// A page's Markdown read by libcmark into the body the manifest carries, as HTML and as plain
/// text for native labels: content as the manifest holds it, not a rendering of the site.
package enum Markdown {
    /// The version of the libcmark build-site runs with (part of the build cache's key).
    package static let libraryVersion = String(cString: cmark_version_string())

    /// `text` as HTML and as plain text. Unless `allowsUnsafeHTML`, raw HTML and
    /// `javascript:`/`vbscript:`/`file:`/`data:` links are dropped (libcmark's safe mode).
    /// No C pointer outlives this function.
    package static func body(_ text: String, allowsUnsafeHTML: Bool) -> Page.Body {
        let options = CMARK_OPT_VALIDATE_UTF8 | (allowsUnsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_SAFE)
        guard let document = text.withCString({ cmark_parse_document($0, strlen($0), options) }) else {
            return Page.Body(html: "", text: "")
        }
        defer { cmark_node_free(document) }
        let html: String
        if let rendered = cmark_render_html(document, options) {
            html = String(cString: rendered)
            free(rendered)
        } else {
            html = ""
        }
        return Page.Body(html: html, text: plainText(of: document))
    }

    /// Text for native labels: paragraphs separated by blank lines, list items by line
    /// breaks with a bullet or number, no markup.
    private static func plainText(of document: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(document) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        var afterItemMarker = false
        func separate(_ separator: String) {
            guard !text.isEmpty, !afterItemMarker else { return }
            while text.last == " " { text.removeLast() }
            while text.hasSuffix("\n") { text.removeLast() }
            text += separator
        }
        func literal(_ node: OpaquePointer) -> String {
            cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        }
        var event = cmark_iter_next(iterator)
        var listDepth = 0
        while event != CMARK_EVENT_DONE {
            let node = cmark_iter_get_node(iterator)!
            let type = cmark_node_get_type(node)
            let isEnter = event == CMARK_EVENT_ENTER
            switch type {
            case CMARK_NODE_LIST:
                listDepth += isEnter ? 1 : -1
            case CMARK_NODE_ITEM where isEnter:
                let isFirstOfTopList = listDepth == 1 && cmark_node_previous(node) == nil
                separate(isFirstOfTopList ? "\n\n" : "\n")
                let parent = cmark_node_parent(node)!
                if cmark_node_get_list_type(parent) == CMARK_ORDERED_LIST {
                    var number = Int(cmark_node_get_list_start(parent))
                    var sibling = cmark_node_previous(node)
                    while let previous = sibling { number += 1; sibling = cmark_node_previous(previous) }
                    text += String(repeating: "  ", count: max(0, listDepth - 1)) + "\(number). "
                } else {
                    text += String(repeating: "  ", count: max(0, listDepth - 1)) + "• "
                }
                afterItemMarker = true
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_THEMATIC_BREAK:
                if isEnter { separate(listDepth > 0 ? "\n" : "\n\n") }
            case CMARK_NODE_CODE_BLOCK:
                separate("\n\n")
                var code = literal(node)
                while code.hasSuffix("\n") { code.removeLast() }
                text += code
                afterItemMarker = false
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                text += literal(node)
                afterItemMarker = false
            case CMARK_NODE_SOFTBREAK:
                text += " "
            case CMARK_NODE_LINEBREAK:
                text += "\n"
            default:
                break
            }
            event = cmark_iter_next(iterator)
        }
        return text.trimmingWhitespace
    }
}
