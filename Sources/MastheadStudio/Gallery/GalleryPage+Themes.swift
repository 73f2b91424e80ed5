import MastheadCore
import MastheadReports

/// A theme's section: its name, source and audit verdict, then each state with its pictures, each
/// picture with its overlays and, below it, its findings and any tap target under 44 pt.
extension GalleryPage {
    mutating func themeSection(_ theme: Gallery.ThemeEntry) {
        if let reused = theme.reused {
            add(reused.html)
            return
        }
        add("<section class=\"theme\" data-testid=\"theme\" data-theme=\(Self.attribute(theme.name))")
        add(" id=\"theme-\(Self.anchor(theme.name))\">\n")
        // Where the preview says why this theme's pictures are stale (empty here).
        add("<div class=\"theme-problem\" data-slot=\(Self.attribute("theme-problem:" + theme.name))></div>\n<h2>")
        text(theme.name)
        add(" <small>")
        text(theme.source ?? "built in")
        add("</small></h2>\n<p class=\"verdict\" data-slot=\(Self.attribute("verdict:" + theme.name))>")
        let failures = theme.audit.failures
        if failures.isEmpty {
            add("<span class=\"pass\">every pair passes AA</span>")
        } else {
            add("<span class=\"fail\">\(failures.count) below AA</span>: ")
            text(
                failures.map { "\($0.use.name) (\($0.appearance.rawValue), \(AuditTable.ratio($0.ratio)):1)" }
                    .joined(separator: ", "))
        }
        add(
            " <small>at \(gallery.textSizes.first?.shortName ?? "L"), as <code>masthead plugins</code> audits it</small></p>\n"
        )
        for state in gallery.states {
            add("<section class=\"state\" data-testid=\"state\" data-state=\"\(state.id)\"")
            add(" id=\"theme-\(Self.anchor(theme.name))--\(state.id)\"")
            add(" data-title=\(Self.attribute("\(state.component.title) · \(state.title)"))>\n<h3>")
            text("\(state.component.title) · \(state.title)")
            add(" ")
            tryButton(state, theme: theme.name)
            add("</h3>\n<div class=\"pictures\">\n")
            for picture in theme.pictures where picture.state == state { figure(picture) }
            add("</div>\n</section>\n")
        }
        add("</section>\n")
    }

    private mutating func figure(_ picture: GalleryPicture) {
        add("<figure data-testid=\"picture\" data-theme=\(Self.attribute(picture.theme))")
        add(" data-state=\"\(picture.state.id)\" data-appearance=\"\(picture.appearance.rawValue)\"")
        add(" data-text-size=\"\(picture.textSize.shortName)\" data-slot=")
        add(
            Self.attribute(
                "picture:\(picture.theme)|\(picture.state.id)|\(picture.appearance.rawValue)|\(picture.textSize.shortName)"
            ))
        add(">\n")
        if let failure = picture.failure {
            add("<p class=\"failed\">")
            text(failure.message)
            add("</p>\n")
        } else {
            let width = Points.format(picture.size.width)
            let height = Points.format(picture.size.height)
            add("<div class=\"frame\" style=\"width:\(width)px;height:\(height)px\"><img alt=")
            add(
                Self.attribute(
                    "\(picture.state.title), \(picture.theme) theme, \(picture.appearance.rawValue), \(picture.textSize.shortName)"
                ))
            add(" width=\"\(width)\" height=\"\(height)\" src='\(HTMLMarkup.svgTextURL(picture.svg))' />")
            add(picture.overlay)
            add("</div>\n")
        }
        add("<figcaption>\(picture.appearance.rawValue) · \(picture.textSize.shortName)</figcaption>\n")
        notes(picture)
        add("</figure>\n")
    }

    /// The findings, the small targets and the reading order, under the picture.
    private mutating func notes(_ picture: GalleryPicture) {
        guard picture.failure == nil else { return }
        if !picture.findings.isEmpty || !picture.smallTargets.isEmpty {
            add("<ul class=\"findings\">\n")
            for finding in picture.findings {
                let use = finding.check.use
                add("<li data-testid=\"audit-finding\" data-use=\(Self.attribute(use.name))")
                add(" data-ratio=\"\(AuditTable.ratio(finding.check.ratio))\">")
                text("\(use.name): \(use.foreground.rawValue) on \(use.background.rawValue), \(finding.ratioText)")
                add(" <small>")
                text(finding.elements.map(\.id).joined(separator: ", "))
                add("</small></li>\n")
            }
            for element in picture.smallTargets {
                guard let hit = element.hit else { continue }
                add("<li class=\"small-target\" data-testid=\"small-target\">")
                text(
                    "\(element.id): tap target \(Points.format(hit.width)) × \(Points.format(hit.height)) pt, under 44")
                add("</li>\n")
            }
            add("</ul>\n")
        }
        add("<details class=\"reading\"><summary>VoiceOver reads \(picture.focusOrder.count)</summary><ol>")
        for spoken in picture.focusOrder {
            add("<li>")
            text(spoken)
            add("</li>")
        }
        add("</ol></details>\n")
    }
}
