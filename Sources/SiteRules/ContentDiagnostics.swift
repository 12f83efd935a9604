import SiteModel

// The codes and messages of reading a folder's files, its pages' ids and order (`WalkthroughValidator`) and the rules across folders (`Site`).
// docs/diagnostics.md shows each code with an example a test builds.

extension Diagnostic.Code {
    /// A page or settings file is not UTF-8.
    package static let invalidUTF8 = Self("invalid-utf8")
    /// A page or settings file is larger than 1 MiB.
    package static let fileTooLarge = Self("file-too-large")
    /// A file cannot be read.
    package static let unreadable = Self("unreadable")
    /// A page without a heading, or with an empty one.
    package static let missingHeading = Self("missing-heading")
    /// A page or walkthrough id that is not a slug of lowercase letters, digits and '-'.
    package static let invalidId = Self("invalid-id")
    /// Two pages, or two walkthroughs, with the same id.
    package static let duplicateId = Self("duplicate-id")
    /// Two walkthroughs that publish the same file (a folder named like a locale of the walkthrough
    /// above it).
    package static let outputCollision = Self("output-collision")
    /// A page with neither a number prefix nor 'order:'.
    package static let missingOrder = Self("missing-order")
    /// 'order:' that differs from the file name's prefix.
    package static let orderMismatch = Self("order-mismatch")
    /// Two pages at the same position.
    package static let duplicateOrder = Self("duplicate-order")
    /// Positions that do not run 1…N.
    package static let orderGap = Self("order-gap")
    /// More or fewer published pages than walkthrough.yml allows.
    package static let pageCount = Self("page-count")
    /// A content folder without any page.
    package static let noPages = Self("no-pages")
    /// A symbolic link that leaves the content folder (warning).
    package static let linkOutside = Self("link-outside")
    /// A symbolic link to a file or folder that does not exist, or round a loop of links (warning).
    package static let brokenLink = Self("link-broken")
}

extension Diagnostic.Message {
    package static func fileTooLarge(size: Int, limit: Int) -> Self {
        Self(code: .fileTooLarge, text: "the file is \(size) bytes, more than the limit of \(limit)", hint: "split the content or shrink the file")
    }

    package static func unreadableFile(_ reason: String) -> Self {
        Self(code: .unreadable, text: "cannot read the file: \(reason)")
    }

    package static func invalidUTF8(byte: UInt8) -> Self {
        Self(code: .invalidUTF8, text: "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))", hint: "save the file as UTF-8")
    }

    package static func noPages() -> Self {
        Self(code: .noPages, text: "no page files (*.md) found", hint: "add a page such as 01-welcome.md, or run 'build-site init'")
    }

    package static func linkOutside(to target: String) -> Self {
        Self(code: .linkOutside, text: "a symbolic link to '\(target)', outside the content folder, is not followed",
             hint: "move the files into the content folder")
    }

    package static func brokenLink(to target: String, fault: ContentSnapshot.LinkFault) -> Self {
        Self(code: .brokenLink, text: "a symbolic link to '\(target)', which \(fault.clause), is not followed",
             hint: "point the link at an existing file in the content folder, or remove it")
    }

    package static func pageIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "page id '\(id)' is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "use lowercase letters, digits and '-'" : "did you mean '\(suggestion)'?")
    }

    package static func fileNameIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "page id '\(id)' (from the file name) is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "rename the file, or set 'id:' to lowercase letters, digits and '-'" : "rename the file, or set 'id: \(suggestion)'")
    }

    package static func walkthroughIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "walkthrough id '\(id)' is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "use lowercase letters, digits and '-'" : "did you mean '\(suggestion)'?")
    }

    package static func folderIDNotSlug(_ id: String, suggestion: String) -> Self {
        Self(code: .invalidId, text: "walkthrough id '\(id)' (from the folder name) is not a slug of lowercase letters, digits and '-'",
             hint: suggestion.isEmpty ? "rename the folder, or set 'id:' in walkthrough.yml" : "rename the folder, or set 'id: \(suggestion)' in walkthrough.yml")
    }

    package static func duplicatePageID(_ id: String, usedBy other: String) -> Self {
        Self(code: .duplicateId, text: "page id '\(id)' is also used by \(other)", hint: "set a different 'id:'")
    }

    package static func sharedOutputPath(_ path: String, usedBy folder: String) -> Self {
        Self(code: .outputCollision, text: "this walkthrough publishes '\(path)', which the walkthrough of '\(folder.isEmpty ? "." : folder)' publishes too",
             hint: "rename this folder: a sub-folder named like a locale of the walkthrough above it takes that locale's place")
    }

    package static func duplicateWalkthroughID(_ id: String, usedBy folder: String, settings: String) -> Self {
        Self(code: .duplicateId, text: "walkthrough id '\(id)' is also used by the folder '\(folder.isEmpty ? "." : folder)'",
             hint: "set a different 'id:' in \(settings)")
    }

    package static func headingRequired() -> Self {
        Self(code: .missingHeading, text: "'heading' is required", hint: "add 'heading: …' to the front matter")
    }

    package static func headingEmpty() -> Self {
        Self(code: .missingHeading, text: "'heading' must not be empty", hint: "write the page's title after 'heading:'")
    }

    package static func orderMismatch(_ order: Int, prefix: Int) -> Self {
        Self(code: .orderMismatch, text: "'order: \(order)' differs from the file name's prefix \(prefix)", hint: "remove 'order:' or rename the file")
    }

    package static func duplicateOrder(_ order: Int, usedBy other: String) -> Self {
        Self(code: .duplicateOrder, text: "order \(order) is also used by \(other)", hint: "give every page its own position")
    }

    package static func missingOrder(stem: String) -> Self {
        Self(code: .missingOrder, text: "the page has no position", hint: "prefix the file name with it (01-\(stem).md) or add 'order: N'")
    }

    package static func orderGap(after previous: String, comes order: Int, missing: String) -> Self {
        Self(code: .orderGap, text: "pages must be numbered 1…N without gaps: after \(previous) comes \(order); \(missing)", hint: "renumber the pages")
    }

    package static func exactCount(_ exact: Int, published count: Int) -> Self {
        Self(code: .pageCount, text: "walkthrough.yml demands exactly \(exact) page\(exact == 1 ? "" : "s"), but \(count) \(count == 1 ? "is" : "are") published",
             hint: "add or remove pages, or change 'count'")
    }

    package static func tooManyPages(_ count: Int, maximum: Int) -> Self {
        Self(code: .pageCount, text: "\(count) pages, more than the maximum of \(maximum)", hint: "remove pages, or raise 'pages: max:' in walkthrough.yml")
    }

    package static func tooFewPages(_ count: Int, minimum: Int) -> Self {
        Self(code: .pageCount, text: count == 0 ? "no page is published (every page is a draft)" : "\(count) page\(count == 1 ? "" : "s"), fewer than the minimum of \(minimum)",
             hint: "add pages, or lower 'pages: min:'")
    }
}
