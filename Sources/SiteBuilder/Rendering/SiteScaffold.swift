import Foundation

/// `build-site init`: a new site that builds at once.
public enum SiteScaffold {
    /// The files of a new site, by path relative to its folder.
    public static var files: [String: String] {
        var files: [String: String] = [
            "README.md": """
                # Walkthrough

                Pages live in `content/` (one Markdown file per page, `01-`, `02-`… in order);
                `templates/` holds the HTML, CSS and JavaScript, yours to change.

                    build-site            # build output/
                    build-site serve      # preview with live reload
                    build-site check      # validate only

                """,
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
        for (name, text) in SiteTemplates.builtIn.files { files["templates/" + name] = text }
        return files
    }

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
}
