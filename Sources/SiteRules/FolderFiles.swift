import Foundation
import FrontMatter
import SiteModel

/// A walkthrough folder's own files as read: walkthrough.yml's settings (their defaults where there
/// is none, or it does not parse) and each page file's typed front matter and body, with every
/// problem found reading them. A file that cannot be read is left out; its problem says why.
package struct FolderFiles {
    package let settings: WalkthroughSettings
    package let pages: [WalkthroughValidator.Source]
    package let diagnostics: [Diagnostic]

    /// Reads `files`, the page and settings files of the walkthrough `folder` of `snapshot`, in their order.
    package init(_ folder: String, files: [String], in snapshot: ContentSnapshot) {
        var diagnostics: [Diagnostic] = []
        let prefix = folder.isEmpty ? "" : folder + "/"
        settings = Self.settings(at: prefix + "walkthrough.yml", in: snapshot, diagnostics: &diagnostics)
        pages = files.compactMap { path in
            PageFileName(String(path.dropFirst(prefix.count))).flatMap { Self.page($0, at: path, in: snapshot, diagnostics: &diagnostics) }
        }
        self.diagnostics = diagnostics
    }

    private static func settings(at path: String, in snapshot: ContentSnapshot, diagnostics: inout [Diagnostic]) -> WalkthroughSettings {
        guard snapshot.entries[path] != nil, let text = text(of: path, in: snapshot, diagnostics: &diagnostics) else { return WalkthroughSettings() }
        do {
            let root = try YAMLParser.parse(text)
            var reader = FieldReader(file: snapshot.display(path))
            let settings = WalkthroughSettings(root, reader: &reader)
            diagnostics += reader.diagnostics
            return settings
        } catch {
            diagnostics.append(Diagnostic(error, file: snapshot.display(path)))
            return WalkthroughSettings()
        }
    }

    private static func page(_ name: PageFileName, at path: String, in snapshot: ContentSnapshot,
                             diagnostics: inout [Diagnostic]) -> WalkthroughValidator.Source? {
        guard let text = text(of: path, in: snapshot, diagnostics: &diagnostics) else { return nil }
        do {
            let document = try FrontMatterDocument(parsing: text)
            var reader = FieldReader(file: snapshot.display(path))
            let fields = PageFields(document.fields, reader: &reader)
            diagnostics += reader.diagnostics
            return WalkthroughValidator.Source(path: path, name: name, fields: fields, body: document.body)
        } catch {
            diagnostics.append(Diagnostic(error, file: snapshot.display(path)))
            return nil
        }
    }

    /// The text of the file at `path`, when it is one that can be read, within its size limit, in UTF-8.
    private static func text(of path: String, in snapshot: ContentSnapshot, diagnostics: inout [Diagnostic]) -> String? {
        func report(_ message: Diagnostic.Message, _ location: SourceLocation) {
            diagnostics.append(Diagnostic(message, file: snapshot.display(path), at: location))
        }
        let start = SourceLocation(line: 1, column: 1)
        guard case .file(let file)? = snapshot.entries[path] else {
            if case .tooLarge(let size, let limit)? = snapshot.entries[path] {
                report(.fileTooLarge(size: size, limit: limit), start)
            } else if case .unreadable(let reason)? = snapshot.entries[path] {
                report(.unreadableFile(reason), start)
            }
            return nil
        }
        let data: Data
        switch file.contents {
        case .success(let bytes): data = bytes
        case .failure(let error):
            report(.unreadableFile(error.reason), start)
            return nil
        }
        if let text = String(validating: data, as: UTF8.self) { return text }
        if let problem = UTF8Problem(in: Array(data)) {
            report(.invalidUTF8(byte: problem.byte), problem.location)
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}
