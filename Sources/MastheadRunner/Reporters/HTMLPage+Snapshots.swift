/// A scenario's snapshots on the report page: one picture when it matched or was recorded; the
/// reference and the new rendering side by side when it did not match or was replaced.
extension HTMLPage {
    mutating func snapshotPictures(_ checks: [SnapshotCheck]) {
        guard !checks.isEmpty else { return }
        add("<h3>Snapshots</h3>\n")
        for check in checks {
            add("<div class=\"snapshot\">\n<h4>")
            text("\"\(check.name)\" ")
            add(
                "<span class=\"status \(check.status.rawValue)\">\(check.status.rawValue)</span></h4>\n<div class=\"pictures\">\n"
            )
            switch check.status {
            case .matched, .recorded:
                picture(
                    check.picture,
                    caption:
                        "\(check.status == .matched ? "matches" : "recorded as") \(check.paths.reference(.picture))",
                    alt: check.name)
            case .mismatched, .missing:
                reference(check)
                picture(
                    check.picture, caption: "new rendering, in \(check.paths.artifact(.picture))",
                    alt: "\(check.name), new rendering")
            case .updated:
                reference(check)
                picture(
                    check.picture, caption: "new reference, now in \(check.paths.reference(.picture))",
                    alt: "\(check.name), new reference")
            case .failedIO:
                picture(
                    check.picture, caption: "as drawn (the reference could not be read or written)", alt: check.name)
            }
            add("</div>\n</div>\n")
        }
    }

    private mutating func reference(_ check: SnapshotCheck) {
        if let stored = check.referencePicture {
            picture(
                stored, caption: "reference, from \(check.paths.reference(.picture))", alt: "\(check.name), reference")
        } else {
            add("<figure><p class=\"empty\">no reference picture</p><figcaption>")
            text(check.paths.reference(.picture))
            add("</figcaption></figure>\n")
        }
    }

    private mutating func picture(_ svg: String, caption: String, alt: String) {
        guard !svg.isEmpty else { return }
        add("<figure><img alt=\"")
        text(alt)
        add("\" src=\"\(HTMLMarkup.svgDataURL(svg))\" /><figcaption>")
        text(caption)
        add("</figcaption></figure>\n")
    }
}
