import Foundation
import SiteModel

/// `build-site init`: a new site that builds at once, and `build-site eject`: one built-in
/// template copied into it to be changed. A new site copies no template, so it keeps getting the
/// built-in pager's fixes with every release of build-site.
public enum SiteScaffold {
    /// The files of a new site, by path relative to its folder.
    package static var files: [String: String] {
        [
            "README.md": """
                # Walkthrough

                Pages live in `content/` (one Markdown file per page, `01-`, `02-`… in order).
                The pager's HTML, CSS and JavaScript are build-site's own and improve with it;
                `templates/README.md` says how to change one of them.

                    build-site            # build output/
                    build-site serve      # preview with live reload
                    build-site check      # validate only

                """,
            "templates/README.md": templatesReadme,
            "content/walkthrough.yml": """
                # Settings of the walkthrough in this folder; every key is optional.
                title: Welcome
                locales: [en]
                # Where Get Started and Skip lead, and where a visitor who has seen it goes:
                # continue_url: /app/

                """,
            "content/01-welcome.md": """
                ---
                heading: Welcome
                subheading: A first page to make your own.
                image: images/welcome.svg
                alt: A waving hand
                ---
                Edit `content/01-welcome.md`, then build again.

                """,
            "content/02-next.md": """
                ---
                heading: One more thing
                subheading: Pages are numbered by their file names.
                ---
                Add `03-….md` for a third page. The last page's button finishes the walkthrough.

                """,
            "content/images/welcome.svg": """
                <svg xmlns="http://www.w3.org/2000/svg" width="240" height="180" viewBox="0 0 240 180">
                  <circle cx="120" cy="90" r="70" fill="#5856D6"/>
                  <path d="M95 70 q25 -30 50 0 M100 110 q20 20 40 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
                </svg>

                """,
        ]
    }

    /// What `templates/` is for in a new site: how to override a built-in template.
    package static let templatesReadme = """
        # Templates

        This site uses build-site's built-in templates, which get every fix of a new
        build-site release. A file here overrides the built-in file of the same name, and
        only that one: to change one, copy it here with

            build-site eject page.mustache

        (or controls.mustache, layout.mustache, walkthrough.mustache, walkthrough.css,
        walkthrough-background.css, walkthrough.js, walkthrough-languages.js, walkthrough-analytics.js,
        walkthrough-clips.css, walkthrough-clips.js, embed.js), then edit the copy. A copied script is one file, bundled from build-site's own
        modules, and published as you write it (not minified). Its first line names the build-site
        version and the built-in copy it came from: keep it, and build-site warns when that
        built-in file has changed since, so you can carry its fixes over. Delete a copy to go
        back to the built-in file.

        """

    /// Writes a new site into `folder`, which must be empty or missing; nothing is overwritten.
    public static func create(in folder: URL) throws(BuildError) {
        let fileManager = FileManager.default
        let existing = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        let occupied = existing.filter { !$0.hasPrefix(".") }
        guard occupied.isEmpty else {
            throw BuildError.unwritable(folder.path, reason: "the folder is not empty (\(occupied.sorted().prefix(3).joined(separator: ", "))…); init makes a new site in an empty or new folder and overwrites nothing")
        }
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            }
        } catch {
            throw BuildError.unwritable(folder.path, reason: ContentSnapshot.reason(error))
        }
    }

    /// Copies the built-in template `name` into `folder` (the site's templates), with a first line
    /// naming its origin; returns the file written. Nothing is overwritten.
    @discardableResult
    public static func eject(_ name: String, into folder: URL) throws(BuildError) -> URL {
        guard let text = EjectedTemplate.copy(of: name) else {
            throw BuildError.unknownTemplate(name, builtIn: EjectedTemplate.names)
        }
        let url = folder.appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw BuildError.alreadyExists(url.path, advice: "to compare yours with the current built-in copy, eject it into another folder (--templates FOLDER)")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            throw BuildError.unwritable(url.path, reason: ContentSnapshot.reason(error))
        }
        return url
    }
}
