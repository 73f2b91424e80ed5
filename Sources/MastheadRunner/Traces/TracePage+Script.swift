/// The trace page's script: it reads the trace's JSON and draws the panels for the step (or the
/// instant of the virtual clock) the reader picks. Plain DOM, no library, no network.
extension TracePage {
    static let script = #"""
        (() => {
          "use strict";
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
          const palette = ["#0a66d8", "#c4271f", "#1c7c3a", "#7b2fbe", "#e07b00", "#00838f", "#ad1457"];

          // Every recorded instant: each step's header after it, then each frame of what moved.
          const instants = [];
          data.steps.forEach((step, index) => {
            if (step.after !== undefined) instants.push({ time: step.end, picture: step.after, step: index, frame: -1 });
            step.frames.forEach((frame, f) => instants.push({ time: frame.t, picture: frame.p, step: index, frame: f }));
          });
          instants.sort((a, b) => a.time - b.time || a.step - b.step || a.frame - b.frame);

          const state = { step: 0, showing: "after", instant: -1, hover: null };

          $("scenario").textContent = data.scenario.id;
          $("status").textContent = data.passed ? "passed" : "failed";
          $("status").className = data.passed ? "passed" : "failed";
          document.title = data.scenario.id + " — masthead trace";

          const failingLine = data.failure && data.failure.file === data.scenario.file ? data.failure.line : undefined;
          data.steps.forEach((step, index) => {
            const item = make("li", { "data-testid": "step", "data-step": String(index), tabindex: "0" });
            item.append(make("div", { class: "call" }, step.call));
            const span = step.end > step.start ? seconds(step.start) + " → " + seconds(step.end) : seconds(step.start);
            item.append(make("div", { class: "meta" }, "#" + (index + 1) + " · line " + step.line + " · " + span
              + (step.frames.length ? " · " + step.frames.length + " frames" : "")));
            if (!data.passed && index === data.steps.length - 1) item.classList.add("failing");
            item.addEventListener("click", () => select(index));
            item.addEventListener("keydown", (event) => {
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                select(Math.max(0, Math.min(data.steps.length - 1, index + (event.key === "ArrowDown" ? 1 : -1))));
                document.querySelectorAll('[data-testid="step"]')[state.step].focus();
              }
            });
            $("steps").append(item);
          });

          data.source.forEach((line, index) => {
            const item = make("li", { "data-line": String(index + 1) }, line || " ");
            if (index + 1 === failingLine) item.classList.add("failing");
            $("source").append(item);
          });

          if (data.failure) {
            $("failure-panel").hidden = false;
            const f = data.failure;
            let text = (f.file ? f.file + ":" + f.line + ": " : "") + f.message;
            if (f.diff) text += "\n\n" + f.diff;
            else if (f.expected !== undefined || f.actual !== undefined) text += "\n\nexpected: " + f.expected + "\nactual:   " + f.actual;
            $("failure").textContent = text;
          }

          // The tree of a step: its own, or the nearest earlier one (before the first header: none).
          const treeOf = (index) => {
            for (let k = index; k >= 0; k--) if (data.steps[k].tree !== undefined) return trees[data.steps[k].tree];
            return undefined;
          };

          function show(pictureIndex, tree) {
            const image = $("picture");
            const overlay = $("overlay");
            overlay.replaceChildren();
            if (pictureIndex === undefined) {
              image.removeAttribute("src");
              image.alt = "no header yet";
              return;
            }
            image.src = pictureURL(pictureIndex);
            if (!tree) return;
            overlay.setAttribute("viewBox", "0 0 " + tree.size.width + " " + tree.size.height);
            overlay.setAttribute("width", tree.size.width);
            overlay.setAttribute("height", tree.size.height);
            const rect = (r, cls) => overlay.append(make("svg:rect", { x: r.x, y: r.y, width: r.width, height: r.height, class: cls }));
            const hovered = state.hover && tree.elements.find((element) => element.id === state.hover);
            if (hovered) {
              rect(hovered.frame, "outline-frame");
              if (hovered.hit) rect(hovered.hit, "outline-target");
            }
            if ($("show-order").checked) {
              const step = data.steps[state.step];
              step.order.forEach((id, k) => {
                const element = tree.elements.find((e) => e.id === id);
                if (!element) return;
                const badge = make("svg:g", { class: "order-badge", "data-order": String(k + 1) });
                badge.append(make("svg:circle", { cx: element.frame.x + 7, cy: element.frame.y + 7, r: 7 }));
                badge.append(make("svg:text", { x: element.frame.x + 7, y: element.frame.y + 10.5, "text-anchor": "middle" }, String(k + 1)));
                overlay.append(badge);
              });
            }
          }

          function drawElements(tree) {
            const body = $("elements");
            body.replaceChildren();
            if (!tree) return;
            const box = (r) => r ? r.x + "," + r.y + " " + r.width + "×" + r.height : "";
            for (const element of tree.elements) {
              const row = make("tr", { "data-element": element.id });
              const font = element.font ? element.font.face + " " + element.font.size + " " + element.font.weight + " " + element.font.style : "";
              const tokens = ["color", "fill", "stroke", "ring"].filter((k) => element[k]).map((k) => k + ": " + element[k]).join(" ");
              for (const [text, cls] of [[element.id], [element.role], [box(element.frame), "num"], [box(element.hit), "num"], [font], [tokens]]) {
                row.append(make("td", cls ? { class: cls } : {}, text));
              }
              row.addEventListener("mouseenter", () => { state.hover = element.id; row.classList.add("hover"); redraw(); });
              row.addEventListener("mouseleave", () => { state.hover = null; row.classList.remove("hover"); redraw(); });
              body.append(row);
            }
          }

          function drawMotion(step) {
            const plot = $("plot");
            plot.replaceChildren();
            $("legend").replaceChildren();
            const width = 600, height = 160, pad = 24;
            plot.setAttribute("viewBox", "0 0 " + width + " " + height);
            if (!step.frames.length) {
              plot.append(make("svg:text", { x: pad, y: height / 2 }, "nothing moves after this step"));
              return;
            }
            const series = new Map();
            for (const frame of step.frames) {
              for (const [id, token, progress] of frame.m) {
                if (!series.has(id)) series.set(id, { token, points: [] });
                series.get(id).points.push([frame.t, progress]);
              }
            }
            const t0 = step.end, t1 = step.frames[step.frames.length - 1].t;
            let low = 0, high = 1;
            for (const { points } of series.values()) for (const [, p] of points) { low = Math.min(low, p); high = Math.max(high, p); }
            const x = (t) => pad + (t1 > t0 ? (t - t0) / (t1 - t0) : 0) * (width - 2 * pad);
            const y = (p) => height - pad - (p - low) / (high - low) * (height - 2 * pad);
            plot.append(make("svg:line", { x1: pad, y1: y(0), x2: width - pad, y2: y(0), class: "axis" }));
            plot.append(make("svg:line", { x1: pad, y1: y(1), x2: width - pad, y2: y(1), class: "one" }));
            plot.append(make("svg:text", { x: 2, y: y(1) + 3 }, "1"));
            plot.append(make("svg:text", { x: 2, y: y(0) + 3 }, "0"));
            plot.append(make("svg:text", { x: width - pad - 40, y: height - 6 }, "+" + (t1 - t0).toFixed(2) + " s"));
            let colour = 0;
            for (const [id, { token, points }] of series) {
              const stroke = palette[colour++ % palette.length];
              plot.append(make("svg:polyline", {
                points: points.map(([t, p]) => x(t).toFixed(1) + "," + y(p).toFixed(1)).join(" "),
                fill: "none", stroke, "stroke-width": "1.5", "data-element": id, "data-token": token,
              }));
              const entry = make("li", {}, id + " (" + token + ")");
              entry.prepend(make("i", { style: "background:" + stroke }));
              $("legend").append(entry);
            }
          }

          function drawFilm(step, index) {
            const film = $("film");
            film.replaceChildren();
            step.frames.forEach((frame, f) => {
              const figure = make("figure", { "data-testid": "frame", "data-time": String(frame.t) });
              figure.append(make("img", { src: pictureURL(frame.p), alt: "frame at " + seconds(frame.t) }));
              figure.append(make("figcaption", {}, seconds(frame.t)));
              figure.addEventListener("click", () => scrubTo(instants.findIndex((i) => i.step === index && i.frame === f)));
              film.append(figure);
            });
          }

          function redraw() {
            const step = data.steps[state.step];
            const tree = treeOf(state.step);
            if (state.instant >= 0) {
              const instant = instants[state.instant];
              show(instant.picture, tree);
              $("clock").textContent = "t = " + seconds(instant.time);
              document.querySelectorAll("#film figure").forEach((figure, f) => figure.classList.toggle("current", instant.step === state.step && instant.frame === f));
            } else {
              show(state.showing === "before" ? step.before : step.after, tree);
              $("clock").textContent = "t = " + seconds(state.showing === "before" ? step.start : step.end);
            }
            $("show-before").classList.toggle("on", state.instant < 0 && state.showing === "before");
            $("show-after").classList.toggle("on", state.instant < 0 && state.showing === "after");
          }

          function select(index) {
            state.step = index;
            state.instant = -1;
            state.showing = "after";
            const step = data.steps[index];
            document.querySelectorAll('[data-testid="step"]').forEach((item, k) => item.classList.toggle("selected", k === index));
            document.querySelectorAll("#source li").forEach((item) => item.classList.toggle("current", Number(item.dataset.line) === step.line));
            const current = document.querySelector("#source li.current");
            if (current) current.scrollIntoView({ block: "nearest" });
            $("voiceover").replaceChildren(...step.voiceover.map((line) => make("li", {}, line)));
            $("events").replaceChildren(...(step.events.length ? step.events : ["(none)"]).map((event) => make("li", {}, event)));
            $("text").textContent = step.text !== undefined ? data.texts[step.text] : "";
            const at = instants.findIndex((i) => i.step === index && i.frame === -1);
            if (at >= 0) $("scrubber").value = String(at);
            drawElements(treeOf(index));
            drawFilm(step, index);
            drawMotion(step);
            redraw();
          }

          function scrubTo(index) {
            if (index < 0) return;
            const instant = instants[index];
            if (instant.step !== state.step) select(instant.step);
            state.instant = index;
            $("scrubber").value = String(index);
            redraw();
          }

          $("scrubber").max = String(Math.max(instants.length - 1, 0));
          $("scrubber").addEventListener("input", (event) => scrubTo(Number(event.target.value)));
          $("show-before").addEventListener("click", () => { state.instant = -1; state.showing = "before"; redraw(); });
          $("show-after").addEventListener("click", () => { state.instant = -1; state.showing = "after"; redraw(); });
          $("show-order").addEventListener("change", redraw);
          if (data.steps.length) select(data.failure ? data.steps.length - 1 : 0);
        })();
        """#
}
