import MastheadReports

/// The stories: every scenario with recorded snapshots, named after it, with each snapshot's
/// picture and what VoiceOver reads in it.
extension GalleryPage {
    mutating func stories() {
        guard !gallery.stories.isEmpty else { return }
        add("<section class=\"stories\" id=\"stories\" data-testid=\"stories\">\n<h2>Stories ")
        add("<small>the snapshots scenarios recorded</small></h2>\n")
        for story in gallery.stories {
            add("<article class=\"story\" data-testid=\"story\" data-story=\(Self.attribute(story.id))>\n<h3>")
            text(story.scenario)
            add(" <small>")
            text(story.file)
            add("</small></h3>\n<div class=\"pictures\">\n")
            for snapshot in story.snapshots {
                add("<figure>")
                if !snapshot.svg.isEmpty {
                    add("<img alt=\(Self.attribute(story.scenario + ", " + snapshot.name))")
                    add(" src='\(HTMLMarkup.svgTextURL(snapshot.svg))' />")
                }
                add("<figcaption>")
                text("“\(snapshot.name)”")
                add(" <small>")
                text(snapshot.path)
                add("</small></figcaption>\n")
                if !snapshot.voiceOver.isEmpty {
                    add("<details class=\"reading\"><summary>VoiceOver reads \(snapshot.voiceOver.count)</summary><ol>")
                    for line in snapshot.voiceOver {
                        add("<li>")
                        text(line)
                        add("</li>")
                    }
                    add("</ol></details>\n")
                }
                add("</figure>\n")
            }
            add("</div>\n</article>\n")
        }
        add("</section>\n")
    }
}
