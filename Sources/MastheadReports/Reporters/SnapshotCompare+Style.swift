/// The comparison's look and its one script, inlined by the HTML report and the trace page.
///
/// The checked radio picks the mode by `:has()`, so switching needs no script. Side by side, the
/// two figures wrap as the width allows. Slider and difference stack both pictures in one stage
/// whose box has the larger picture's proportions (`--W`, `--H`), each at its share of it (`--w`,
/// `--h`), so a point is at the same place in both: the slider clips the new picture to the left
/// `--reveal` of the stage; the difference blends the new picture over the reference
/// (`mix-blend-mode: difference`: what did not change goes black) and inverts the pair, so it
/// goes white, with the changed elements' outlines on top. Nothing is wider than its container,
/// at any width.
///
/// The script holds neither `<` nor `&`, so the report stays well-formed XML: it sets
/// `--reveal` as the range moves (arrow keys, Page Up/Down, Home/End, a drag) and marks each
/// comparison `scripted`, which offers the slider's mode.
extension SnapshotCompare {
    package static let style = """
        .compare { --reveal: 50%; margin: 6px 0 12px; max-width: 100%; }
        .compare-modes { display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: center; border: 0; margin: 0 0 8px; padding: 0; min-width: 0; }
        .compare-modes legend { float: left; padding: 0; margin-right: 2px; font-weight: 600; overflow-wrap: anywhere; }
        .compare-modes label { cursor: pointer; white-space: nowrap; }
        .compare:not(.scripted) .compare-scripted { display: none; }
        .compare-stage { position: relative; max-width: 100%; }
        .compare-pair { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .compare-pair figure { margin: 0; min-width: 0; max-width: 100%; }
        .compare-pair img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line, #d1d1d6); border-radius: 0; background: #fff; }
        .compare-pair figcaption { font-size: 12px; color: var(--dim, #6e6e73); margin-top: 4px; overflow-wrap: anywhere; max-width: 480px; }
        .compare-changes, .compare-slider, .compare-key { display: none; }
        .compare:has(input[value="slider"]:checked) .compare-stage, .compare:has(input[value="difference"]:checked) .compare-stage {
          width: min(100%, calc(var(--W) * 1px)); aspect-ratio: var(--W) / var(--H); outline: 1px solid var(--line, #d1d1d6); background: #fff; overflow: hidden; }
        .compare:has(input[value="slider"]:checked) .compare-pair, .compare:has(input[value="difference"]:checked) .compare-pair {
          display: grid; gap: 0; width: 100%; height: 100%; }
        .compare:has(input[value="slider"]:checked) figure, .compare:has(input[value="difference"]:checked) figure {
          grid-area: 1 / 1; align-self: start; width: calc(var(--w) / var(--W) * 100%); }
        .compare:has(input[value="slider"]:checked) img, .compare:has(input[value="difference"]:checked) img { width: 100%; border: 0; }
        .compare:has(input[value="slider"]:checked) figcaption, .compare:has(input[value="difference"]:checked) figcaption { display: none; }
        .compare:has(input[value="slider"]:checked) .compare-new { clip-path: inset(0 calc(100% - var(--reveal) * var(--W) / var(--w)) 0 0); }
        .compare:has(input[value="slider"]:checked) .compare-stage::after { content: ""; position: absolute; top: 0; bottom: 0;
          left: var(--reveal); width: 2px; margin-left: -1px; background: #0a66d8; pointer-events: none; }
        .compare:has(input[value="slider"]:checked) .compare-slider, .compare:has(input[value="slider"]:checked) .compare-key.slider { display: block; }
        .compare-slider { margin: 6px 0 0; }
        .compare-slider input { display: block; width: min(100%, calc(var(--W) * 1px)); margin: 4px 0; }
        .compare:has(input[value="difference"]:checked) .compare-pair { filter: invert(1); }
        .compare:has(input[value="difference"]:checked) .compare-new { mix-blend-mode: difference; }
        .compare:has(input[value="difference"]:checked) .compare-changes { display: block; position: absolute; inset: 0; width: 100%; height: 100%; }
        .compare:has(input[value="difference"]:checked) .compare-key.difference { display: block; }
        .compare-changes rect { fill: rgba(208, 28, 28, .1); stroke: #d01c1c; stroke-width: 2; vector-effect: non-scaling-stroke; }
        .compare-changes text { fill: #d01c1c; font: 600 10px system-ui, sans-serif; }
        .compare-changes rect.was { stroke-dasharray: 4 3; }
        .compare-key { font-size: 12px; color: var(--dim, #6e6e73); margin: 6px 0 0; max-width: 60em; }
        .compare-key p { margin: 0 0 4px; }
        .compare-changed { margin: 0; padding-left: 20px; }
        """

    package static let script = """
        document.querySelectorAll(".compare").forEach((compare) => {
          const slider = compare.querySelector(".compare-reveal");
          const reveal = () => {
            compare.style.setProperty("--reveal", slider.value + "%");
            slider.setAttribute("aria-valuetext", slider.value + "% of the new rendering shown");
          };
          slider.addEventListener("input", reveal);
          reveal();
          compare.classList.add("scripted");
        });

        """
}
