/// The trace page's film strip (`FilmStrip`, shared with the preview's motion): one button per
/// instant of the whole trace, the frames of the step shown marked together, and the failing
/// expectation's instant marked on the scrubber's track and on its frame.
extension TracePage {
    static let filmScript =
        FilmStrip.script + #"""
            const aspect = trees.length ? trees[0].size.height / trees[0].size.width : 0.5;
            const strip = filmStrip($("film"), instants.map((instant) => ({
              time: instant.time, caption: seconds(instant.time),
              label: (instant.frame < 0 ? "after step " : "frame of step ") + (instant.step + 1) + " at " + seconds(instant.time),
              data: { step: String(instant.step), frame: String(instant.frame) },
            })), {
              aspect, picture: (k) => pictureURL(instants[k].picture), pick: (k) => scrubTo(k),
              at: () => state.instant >= 0 ? state.instant : Math.max(stepInstant[state.step], 0),
              group: (k) => instants[k].step,
            });
            const frameButtons = strip.buttons;

            // Marks the instant shown (and its step's frames), and scrolls the strip to it.
            function markFrame(index) { strip.mark(index, state.step); }

            // The failing expectation's instant: a mark on the scrubber's track and on its frame.
            function markFailure() {
              if (failTime === undefined || !instants.length) return;
              let at = -1;
              instants.forEach((i, k) => { if (i.time <= failTime + 5e-7 && i.step <= failStep) at = k; });
              if (at < 0) at = 0;
              frameButtons[at].classList.add("failing");
              const mark = $("fail-mark");
              const fraction = instants.length > 1 ? at / (instants.length - 1) : 0;
              // The range's thumb is 16 px wide: its centre runs from 8 px to the width less 8.
              mark.style.left = "calc(8px + (100% - 16px) * " + fraction + ")";
              mark.dataset.time = String(failTime);
              mark.dataset.instant = String(at);
              mark.title = "the failing expectation, at " + seconds(failTime);
              mark.hidden = false;
            }

            """#
}
