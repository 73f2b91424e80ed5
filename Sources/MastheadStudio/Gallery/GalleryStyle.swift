import MastheadCore

/// The gallery page's style sheet. Overlay layers are hidden until their toggle puts `show-LAYER`
/// on the body; the filters hide pictures by their `data-appearance` and `data-text-size`.
enum GalleryStyle {
    static func sheet(textSizes: [TextSize]) -> String {
        let sizes = textSizes.map { size in
            "body.hide-size-\(size.shortName) main [data-text-size=\"\(size.shortName)\"] { display: none; }\n"
        }.joined()
        return base + GalleryNavStyle.sheet + FilmStrip.style + motion + sizes
    }

    /// The "Try it" panel's motion: the frame shown, its scrubber and clock, the film strip.
    static let motion = """
        .try-motion { border-top: 1px solid #d0d3d8; margin-top: 8px; }
        .try-motion h3 { margin: 10px 0 4px; }
        .try-play select { max-width: 100%; }
        .try-film-picture img { display: block; max-width: 100%; height: auto; outline: 1px solid #d8dbe0; }
        .try-film-track { display: flex; gap: 8px; align-items: center; margin: 6px 0 0; }
        .try-film-track input { flex: 1 1 auto; min-width: 0; }
        .try-film-clock { font-family: ui-monospace, Menlo, monospace; color: #595959; }

        """

    static let base = """
        :root { font: 14px/1.45 Inter, system-ui, sans-serif; color: #1d1d1f; background: #eceef1; }
        body { margin: 0; }
        .bar { position: sticky; top: 0; z-index: 5; background: #fff; border-bottom: 1px solid #d0d3d8;
          padding: 10px 20px 8px; }
        .bar h1 { display: inline; font-size: 18px; margin: 0 12px 0 0; }
        .totals { display: inline; color: #555; margin: 0; }
        nav.themes { margin: 4px 0; }
        nav.themes a { margin-right: 12px; color: #0a5cc2; }
        .controls { display: flex; flex-wrap: wrap; gap: 10px; margin: 4px 0 0; }
        fieldset { border: 1px solid #d0d3d8; border-radius: 6px; padding: 2px 10px 6px; margin: 0; }
        legend { color: #666; font-size: 12px; }
        fieldset label { margin-right: 10px; white-space: nowrap; }
        select { margin-right: 6px; }
        main { padding: 4px 20px 48px; }
        main * { scroll-margin-top: var(--bar-height, 0px); }
        h2 { margin: 28px 0 2px; font-size: 20px; }
        h2 small, h3 small, figcaption small { color: #595959; font-weight: normal; font-size: 12px; }
        .verdict { margin: 0 0 6px; }
        .theme-problem:empty { display: none; }
        .theme-problem { background: #fff0f2; border: 1px solid #e0004d; border-radius: 8px; padding: 4px 16px;
          margin-top: 20px; }
        .theme-problem pre { background: #fff; border: 1px solid #e6c3cc; border-radius: 4px; padding: 6px 8px;
          overflow-x: auto; font-size: 12px; }
        .theme-problem mark { background: #ffd7df; color: inherit; }
        .theme-problem:not(:empty) ~ .state { opacity: 0.6; }
        .pass { color: #116329; font-weight: 600; }
        .fail, .failed { color: #c4002f; font-weight: 600; }
        h3 { font-size: 14px; margin: 18px 0 6px; color: #333; }
        .pictures { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
        figure { margin: 0; background: #fff; border-radius: 8px; padding: 8px; width: min-content;
          box-shadow: 0 1px 2px rgba(0, 0, 0, 0.1); }
        figcaption { color: #555; font-size: 12px; margin-top: 4px; }
        .frame { position: relative; zoom: var(--scale, 1); }
        .frame img, .frame svg.overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        svg.overlay { overflow: hidden; }
        .frame { outline: 1px solid #d8dbe0; }
        svg.overlay .layer { display: none; }
        body.show-contrast .layer.contrast, body.show-targets .layer.targets,
        body.show-voiceover .layer.voiceover { display: inline; }
        svg.overlay rect { fill: none; stroke-width: 1.5; pointer-events: all; }
        rect.target { stroke: #0a66d8; stroke-dasharray: 4 3; fill: rgba(10, 102, 216, 0.08); }
        rect.target.small { stroke: #e0004d; stroke-dasharray: none; fill: rgba(224, 0, 77, 0.18); }
        rect.focus { stroke: #7b2fd0; }
        circle.order { fill: #7b2fd0; }
        svg.overlay text { font: bold 10px Inter, system-ui, sans-serif; paint-order: stroke;
          stroke: #fff; stroke-width: 3px; }
        svg.overlay text.order { fill: #fff; stroke: none; text-anchor: middle; }
        rect.finding { stroke: #e0004d; stroke-width: 2; stroke-dasharray: 3 2; }
        text.finding, text.small { fill: #c4002f; }
        .swatch-contrast { color: #c4002f; }
        .swatch-targets { color: #0a66d8; }
        .swatch-voiceover { color: #7b2fd0; }
        ul.findings { margin: 6px 0 0; padding-left: 18px; font-size: 12px; color: #c4002f; }
        details.reading { font-size: 12px; color: #444; margin-top: 4px; }
        details.reading ol { margin: 4px 0; padding-left: 20px; }
        .problems { background: #fff0f2; border: 1px solid #e0004d; border-radius: 8px; padding: 4px 16px;
          margin-top: 8px; max-height: 30vh; overflow: auto; }
        .problems h2 { color: #c4002f; margin-top: 8px; }
        .problems code { font-weight: 600; }
        body.comparing main .theme { display: none; }
        .compare-view .pair { display: flex; gap: 6px; padding: 6px; background: #d9dde3; border-radius: 12px; }
        .compare-view figcaption b { color: #1d1d1f; }
        body[data-appearance="light"] main [data-appearance="dark"],
        body[data-appearance="dark"] main [data-appearance="light"] { display: none; }
        .stories .story { margin-bottom: 18px; }
        .try { background: #fff; border-radius: 8px; padding: 4px 16px 12px; margin-top: 16px;
          box-shadow: 0 1px 2px rgba(0, 0, 0, 0.1); }
        .try h2 { margin-top: 8px; }
        .try h2:focus { outline: none; }
        .try-offline { color: #595959; }
        .try.is-live .try-offline { display: none; }
        .try-body { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .try-controls { flex: 0 1 26rem; min-width: 0; }
        .try-controls fieldset { margin-top: 8px; min-width: 0; }
        .try-field { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 12em); gap: 8px; margin: 4px 0;
          align-items: center; }
        .try-field input[type="checkbox"] { justify-self: start; }
        .try-range { display: flex; gap: 6px; align-items: center; }
        .try-range input { flex: 1 1 auto; min-width: 0; }
        .try-result { flex: 1 1 400px; min-width: 0; }
        .try-picture img { max-width: 100%; height: auto; outline: 1px solid #d8dbe0; }
        .try-problem { color: #c4002f; font-weight: 600; white-space: pre-wrap; }
        .try-problem:empty { display: none; }
        .try-source pre { max-height: 50vh; overflow: auto; background: #f6f7f9; padding: 8px; font-size: 11px; }
        button.try-state { font-size: 12px; margin-left: 8px; }
        .try-copied { color: #116329; }
        /* A phone: the bar scrolls away with the page (sticky, it took 40% of the screen), and the
           pictures, 393 pt wide, are drawn at 86% so that each fits whole, avatar and all. */
        @media (max-width: 480px) {
          .bar { position: static; padding: 8px 10px; }
          main { padding: 4px 8px 48px; }
          figure { padding: 4px; max-width: 100%; box-sizing: border-box; }
          figure > img { max-width: 100%; height: auto; }
          .frame { zoom: calc(var(--scale, 1) * 0.86); }
        }

        """
}
