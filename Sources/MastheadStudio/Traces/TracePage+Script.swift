/// The trace page's script: it reads the trace's JSON and draws the panels for the step (or the
/// instant of the virtual clock) the reader picks. Plain DOM, no library, no network. One
/// closure, composed of parts that share its names: the data and its instants (here), the step
/// list (`stepsScript`), the film strip (`filmScript`), the picture and the panels
/// (`pictureScript`), the plot (`plotScript`), and the navigation that ties them (here).
extension TracePage {
    static let script =
        "(() => {\n\"use strict\";\n" + dataScript + stepsScript + filmScript + pictureScript + plotScript
        + navigationScript + "})();\n"

    /// The trace's data, its instants in clock order, and the failure's step, instant and
    /// expected value. A trace without the recorder's `failure.step` / `failure.time` takes the
    /// last step and its end.
    static let dataScript = #"""
        const data = JSON.parse(document.getElementById("masthead-trace").textContent);
        // Pictures, texts and trees come as indices into one pool of lines (TraceLinePool).
        for (const pool of ["pictures", "texts", "trees"]) {
          data[pool] = data[pool].map((item) => item.map((line) => data.lines[line]).join("\n"));
        }
        const $ = (id) => document.getElementById(id);
        const make = (tag, attributes = {}, text) => {
          const node = tag.includes(":") ? document.createElementNS("http://www.w3.org/2000/svg", tag.split(":")[1])
            : document.createElement(tag);
          for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
          if (text !== undefined) node.textContent = text;
          return node;
        };
        const trees = data.trees.map((tree) => JSON.parse(tree));
        const pictureURL = (index) => "data:image/svg+xml;charset=utf-8," + encodeURIComponent(data.pictures[index]);
        const seconds = (t) => t.toFixed(3) + " s";
        const clamp = (value, low, high) => Math.max(low, Math.min(high, value));
        const palette = ["#0a66d8", "#c4271f", "#1c7c3a", "#7b2fbe", "#b35c00", "#00838f", "#ad1457"];
        const steps = data.steps;

        // Every recorded instant: each step's header after it, then each frame of what moved.
        const instants = [];
        steps.forEach((step, index) => {
          if (step.after !== undefined) instants.push({ time: step.end, picture: step.after, step: index, frame: -1 });
          step.frames.forEach((frame, f) => instants.push({ time: frame.t, picture: frame.p, step: index, frame: f }));
        });
        instants.sort((a, b) => a.time - b.time || a.step - b.step || a.frame - b.frame);
        // The instant a step shows when selected: its end, else its last instant, else the
        // last one before it.
        const stepInstant = steps.map((step, index) => {
          let found = instants.findIndex((i) => i.step === index && i.frame === -1);
          if (found < 0) instants.forEach((i, k) => { if (i.step <= index) found = k; });
          return found;
        });
        // The last instant at or before a time (rounding in a link's seconds forgiven).
        const instantAt = (time) => {
          let found = instants.length ? 0 : -1;
          instants.forEach((i, k) => { if (i.time <= time + 5e-7) found = k; });
          return found;
        };

        const failure = data.failure;
        const failStep = failure && steps.length
          ? (Number.isInteger(failure.step) ? clamp(failure.step, 0, steps.length - 1) : steps.length - 1) : -1;
        const failTime = failStep < 0 ? undefined : typeof failure.time === "number" ? failure.time : steps[failStep].end;
        const numeric = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
        const expectedValue = failure && failure.expected !== undefined && numeric.test(String(failure.expected))
          ? Number(failure.expected) : undefined;

        const state = { step: 0, showing: "after", instant: -1, hover: null, zoom: "fit", drawnStep: -1 };

        $("scenario").textContent = data.scenario.id;
        $("status").textContent = data.passed ? "passed" : "failed";
        $("status").className = data.passed ? "passed" : "failed";
        document.title = data.scenario.id + " — masthead trace";

        """#

    /// Selecting, scrubbing and redrawing; the deep links `#step-N` and `#t=SECONDS`, read on
    /// load and on a changed fragment, and written (without a history entry) as the reader moves.
    static let navigationScript = #"""
        const currentTime = () => state.instant >= 0 ? instants[state.instant].time
          : state.showing === "before" ? steps[state.step].start : steps[state.step].end;

        function redraw() {
          const step = steps[state.step];
          const tree = treeOf(state.step);
          if (state.instant >= 0) show(instants[state.instant].picture, tree);
          else show(state.showing === "before" ? step.before : step.after, tree);
          $("clock").textContent = "t = " + seconds(currentTime());
          markFrame(state.instant >= 0 ? state.instant : state.showing === "after" ? stepInstant[state.step] : -1);
          moveCursor(currentTime());
          for (const [id, on] of [["show-before", state.instant < 0 && state.showing === "before"], ["show-after", state.instant < 0 && state.showing === "after"]]) {
            $(id).classList.toggle("on", on);
            $(id).setAttribute("aria-pressed", String(on));
          }
        }

        function link(fragment) {
          if (location.hash !== "#" + fragment) history.replaceState(null, "", "#" + fragment);
        }

        function select(index, options = {}) {
          const changed = index !== state.drawnStep;
          state.step = index;
          state.drawnStep = index;
          state.instant = -1;
          state.showing = "after";
          markStep(index);
          if (changed) {
            drawStep(index);
            drawMotion(index);
          }
          if (stepInstant[index] >= 0) $("scrubber").value = String(stepInstant[index]);
          redraw();
          if (options.link !== false) link("step-" + (index + 1));
        }

        function scrubTo(index, options = {}) {
          if (index < 0 || index >= instants.length) return;
          const instant = instants[index];
          if (instant.step !== state.step) select(instant.step, { link: false });
          state.instant = index;
          $("scrubber").value = String(index);
          redraw();
          if (options.link !== false) link("t=" + Number(instant.time.toFixed(6)));
        }

        function follow() {
          const fragment = decodeURIComponent(location.hash.slice(1));
          const step = /^step-(\d+)$/.exec(fragment);
          if (step && Number(step[1]) >= 1 && Number(step[1]) <= steps.length) {
            select(Number(step[1]) - 1, { link: false });
            return true;
          }
          const time = /^t=([-+]?(?:\d+\.?\d*|\.\d+))$/.exec(fragment);
          if (time && instants.length) {
            scrubTo(instantAt(Number(time[1])), { link: false });
            return true;
          }
          return false;
        }

        $("scrubber").max = String(Math.max(instants.length - 1, 0));
        $("scrubber").addEventListener("input", (event) => scrubTo(Number(event.target.value)));
        $("show-before").addEventListener("click", () => { state.instant = -1; state.showing = "before"; redraw(); });
        $("show-after").addEventListener("click", () => { state.instant = -1; state.showing = "after"; redraw(); });
        $("show-order").addEventListener("change", redraw);
        window.addEventListener("hashchange", follow);
        markFailure();
        if (steps.length && !follow()) select(failStep >= 0 ? failStep : 0, { link: false });

        """#
}
