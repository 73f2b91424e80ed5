import MastheadReports
import MastheadRunning
import MastheadText

/// A theme whose file stopped loading keeps its last good pictures in the preview (issue 26.2):
/// the gallery drawn after the break has no section for it, only a problem naming its file, so
/// the preview puts the section of the last gallery back where it was, its pictures dimmed and
/// the problem over it, with the code around the failing line. The next gallery that draws the
/// theme again replaces it (and clears the problem).
///
/// It reads the galleries `GalleryPage` writes: a theme section starts
/// `<section class="theme" data-testid="theme" data-theme="NAME"`, names its source in the first
/// `<small>` of its heading (`FILE:LINE`, escaped), and holds an empty `theme-problem` slot; a
/// problem is `<li data-testid="problem" data-file="FILE" data-line="N"><code>…</code> MESSAGE</li>`.
struct StaleThemes {
    /// Reads a theme's file for the excerpt (nil: it cannot be read).
    var read: (String) -> String? = { try? FileSystem.read($0, limit: .source) }

    static let problemStart = "<li data-testid=\"problem\" data-file=\""
    static let sectionStart = "<section class=\"theme\" data-testid=\"theme\" data-theme="

    /// `gallery` with every theme of `previous` that it lost to a problem put back, marked stale.
    func kept(_ gallery: String, previous: String) -> String {
        guard ByteSearch.contains(Self.problemStart, in: gallery) else { return gallery }
        let problems = Self.problems(in: gallery)
        guard !problems.isEmpty else { return gallery }
        let present = Set(Self.sections(in: gallery).map(\.name))
        let old = Self.sections(in: previous)
        var page = gallery
        for (index, section) in old.enumerated() where !present.contains(section.name) {
            guard let problem = problems.first(where: { Self.names($0.file, section.file) }) else { continue }
            let marked = section.html.replacingFirst(
                "<div class=\"theme-problem\" data-slot=\"theme-problem:\(section.name)\"></div>",
                with: block(problem, theme: section.name, path: section.file))
            let following = old[(index + 1)...].map(\.name).first { present.contains($0) }
            page = Self.insert(marked, before: following, in: page)
        }
        return page
    }

    struct Section {
        /// The theme's name and source file, as the page has them (escaped).
        let name: String
        let file: String
        let html: String
    }

    struct Problem {
        let file: String
        let line: Int?
        /// The message, as the page has it (escaped).
        let message: String
    }

    /// Whether a problem's `file` names the section's `file`: the same, or its end after "…/"
    /// (a long path is shortened where a problem shows it).
    static func names(_ shown: String, _ file: String) -> Bool {
        for cut in [".../", "…/"] where shown.hasPrefix(cut) {
            return file.hasSuffix(String(shown.dropFirst(cut.count - 1)))
        }
        return shown == file
    }

    /// The problem over a stale section: where, what, and the lines around it read from `path`
    /// (the theme's file, unshortened; `theme` and `path` escaped).
    func block(_ problem: Problem, theme: String, path: String) -> String {
        var html = "<div class=\"theme-problem\" data-testid=\"stale-problem\""
        html += " data-slot=\"theme-problem:\(theme)\">"
        html += "<p><strong>Last good pictures</strong>: <code>\(problem.file)"
        html += problem.line.map { ":\($0)" } ?? ""
        html += "</code> \(problem.message)</p>"
        if let line = problem.line, !path.contains("&"), let source = read(path) {
            html += "<pre>" + Self.excerpt(source, around: line) + "</pre>"
        }
        return html + "</div>"
    }

    /// Lines `line - 2` to `line + 2`, numbered, the failing one marked.
    static func excerpt(_ source: String, around line: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = max(1, line - 2)...max(1, min(lines.count, line + 2))
        return shown.map { number in
            let text = Escaper.html.escaped("\(number)  " + (number <= lines.count ? lines[number - 1] : ""))
            return number == line ? "<mark>" + text + "</mark>" : text
        }.joined(separator: "\n")
    }

    static func sections(in page: String) -> [Section] {
        page.ranges(of: sectionStart).compactMap { start in
            let rest = page[start.upperBound...]
            guard rest.first == "\"", let nameEnd = rest.dropFirst().firstIndex(of: "\""),
                let end = sectionEnd(in: page, from: start.lowerBound),
                let small = page[start.lowerBound..<end].firstRange(of: "<small>"),
                let smallEnd = page[small.upperBound..<end].firstRange(of: "</small>")
            else { return nil }
            let source = page[small.upperBound..<smallEnd.lowerBound]
            let file = source.lastIndex(of: ":").map { String(source[..<$0]) } ?? String(source)
            return Section(
                name: String(rest[rest.index(after: rest.startIndex)..<nameEnd]), file: file,
                html: String(page[start.lowerBound..<end]))
        }
    }

    /// Just past the `</section>` (and its line break) that closes the section starting at `start`.
    static func sectionEnd(in page: String, from start: String.Index) -> String.Index? {
        var depth = 0
        var index = start
        while let next = page[index...].firstRange(of: "section") {
            let before = page[..<next.lowerBound]
            if before.hasSuffix("</") {
                depth -= 1
                guard depth > 0 else {
                    guard let close = page[next.upperBound...].firstIndex(of: ">") else { return nil }
                    let end = page.index(after: close)
                    return end < page.endIndex && page[end] == "\n" ? page.index(after: end) : end
                }
            } else if before.hasSuffix("<") {
                depth += 1
            }
            index = next.upperBound
        }
        return nil
    }

    static func problems(in page: String) -> [Problem] {
        page.ranges(of: problemStart).compactMap { start in
            let rest = page[start.upperBound...]
            guard let fileEnd = rest.firstIndex(of: "\""), let close = rest.firstRange(of: "</li>"),
                let code = rest[..<close.lowerBound].firstRange(of: "</code> ")
            else { return nil }
            let attributes = rest[fileEnd..<code.lowerBound]
            let line = attributes.firstRange(of: "data-line=\"").flatMap { found in
                Int(attributes[found.upperBound...].prefix { $0.isNumber })
            }
            return Problem(
                file: String(rest[..<fileEnd]), line: line, message: String(rest[code.upperBound..<close.lowerBound]))
        }
    }

    /// `section` before the section of the theme `following` (escaped; nil: after the last theme).
    static func insert(_ section: String, before following: String?, in page: String) -> String {
        let place =
            following.flatMap { page.firstRange(of: sectionStart + "\"" + $0 + "\"")?.lowerBound }
            ?? page.firstRange(of: "<section class=\"stories\"")?.lowerBound
            ?? page.ranges(of: "</main>").last?.lowerBound ?? page.endIndex
        return String(page[..<place]) + section + String(page[place...])
    }
}

extension String {
    /// This with the first `target` replaced by `replacement` (unchanged without one).
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return self[..<range.lowerBound] + replacement + self[range.upperBound...]
    }
}
