/// The "Try it" panel's motion (issue 26.5): a change to play on the header the panel shows (each
/// `HeaderChange` of its header), and what it plays: the header at the frame shown, a scrubber
/// over the virtual clock and the trace pages' film strip (`FilmStrip`), and the scenario that
/// plays the change, to copy. `GalleryMotionScript`
/// asks the preview for the frames (`/try?…&play=ID`) and plays them.
///
/// Page hooks: `try-motion` (with `data-film`, the query of the film it holds, and `data-frame`,
/// the frame shown), `try-change`, `play`, `motion-problem`, `try-film`, `film-picture`,
/// `film-scrubber`, `film-clock`, `film` and its `frame`s, `copy-motion-scenario` and `motion-scenario`.
extension GalleryPage {
    mutating func motion() {
        add("<section class=\"try-motion\" data-testid=\"try-motion\" aria-labelledby=\"try-motion-heading\">\n")
        add(
            "<h3 id=\"try-motion-heading\">Motion</h3>\n<p class=\"try-play\"><label for=\"try-change\">Play a change</label> "
        )
        add("<select id=\"try-change\" data-testid=\"try-change\">")
        for change in HeaderChange.all {
            add("<option value=\(Self.attribute(change.id)) data-component=\"\(change.component.rawValue)\">")
            text(change.title)
            add("</option>")
        }
        add(
            "</select> <button type=\"button\" id=\"try-play\" data-testid=\"play\" disabled=\"disabled\">Play</button></p>\n"
        )
        add("<p class=\"try-problem\" data-testid=\"motion-problem\" role=\"alert\"></p>\n")
        add("<div class=\"try-film\" data-testid=\"try-film\" hidden=\"hidden\">\n")
        // The frame shown (`film-picture`, an image the script adds with the first film).
        add("<div class=\"try-film-picture\"></div>\n")
        add("<p class=\"try-film-track\"><input type=\"range\" id=\"try-scrubber\" data-testid=\"film-scrubber\"")
        add(" min=\"0\" max=\"0\" value=\"0\" aria-label=\"Virtual clock\" /> ")
        add("<span class=\"try-film-clock\" data-testid=\"film-clock\"></span></p>\n")
        add(
            "<div class=\"film\" data-testid=\"film\" role=\"group\" aria-label=\"Film strip: every frame on the virtual clock\">"
        )
        add("</div>\n")
        // The scenario that plays the change to rest and expects what the header shows then.
        add("<p><button type=\"button\" data-testid=\"copy-motion-scenario\" data-copy=\"motion-scenario\">")
        add("Copy as scenario</button> <span class=\"try-copied\" role=\"status\"></span></p>\n")
        add("<details class=\"try-source\"><summary>The scenario of the change</summary>")
        add("<pre data-testid=\"motion-scenario\" tabindex=\"0\" aria-label=\"The scenario of the change\"></pre>")
        add("</details>\n</div>\n</section>\n")
    }
}
