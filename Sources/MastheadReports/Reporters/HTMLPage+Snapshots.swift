import MastheadRunning

/// A scenario's snapshots on the report page: one picture when it matched or was recorded; the
/// reference and the new rendering compared (side by side, a slider, their difference:
/// `SnapshotCompare`) when it did not match or was replaced; side by side without a reference
/// picture to compare with.
extension HTMLPage {
    mutating func snapshotPictures(_ checks: [SnapshotCheck]) {
        guard !checks.isEmpty else { return }
        add("<h3>Snapshots</h3>\n")
        for check in checks {
            add("<div class=\"snapshot\">\n<h4>")
            text("\"\(check.name)\" ")
            add("<span class=\"status \(check.status.rawValue)\">\(check.status.rawValue)</span></h4>\n")
            if SnapshotCompare.applies(to: check) {
                compared += 1
                add(SnapshotCompare.html(check, index: compared))
            } else {
                pictures(check)
            }
            add("</div>\n")
        }
    }

    private mutating func pictures(_ check: SnapshotCheck) {
        add("<div class=\"pictures\">\n")
        switch check.status {
        case .matched, .recorded:
            let verb = check.status == .matched ? "matches" : "recorded as"
            picture(
                SnapshotCompare.Side(
                    svg: check.picture, caption: "\(verb) \(check.paths.reference(.picture))", alt: check.name))
        case .mismatched, .missing, .updated:
            reference(check)
            picture(SnapshotCompare.Side(check, .new))
        case .failedIO:
            picture(
                SnapshotCompare.Side(
                    svg: check.picture, caption: "as drawn (the reference could not be read or written)",
                    alt: check.name))
        }
        add("</div>\n")
    }

    private mutating func reference(_ check: SnapshotCheck) {
        if check.referencePicture != nil {
            picture(SnapshotCompare.Side(check, .reference))
        } else {
            add("<figure><p class=\"empty\">no reference picture</p><figcaption>")
            text(check.paths.reference(.picture))
            add("</figcaption></figure>\n")
        }
    }

    private mutating func picture(_ side: SnapshotCompare.Side) {
        guard !side.svg.isEmpty else { return }
        add("<figure><img alt=\"")
        text(side.alt)
        add("\" src=\"\(HTMLMarkup.svgDataURL(side.svg))\" /><figcaption>")
        text(side.caption)
        add("</figcaption></figure>\n")
    }
}
