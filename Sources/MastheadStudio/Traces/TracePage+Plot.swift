/// The trace page's motion plot for the selected step: each moving element's progress (one line
/// and one legend entry per element and token) over the step's clock interval, time ticks below
/// and value ticks beside, a cursor at the scrubber's instant, and the failing expectation at
/// its instant with the expected value as a line when it is a number. "Nothing moves" is said
/// only when no element's track changes in the step (the recorder's `moves`, else the frames).
extension TracePage {
    static let plotScript = #"""
        const plotSize = { width: 600, height: 190, left: 44, right: 14, top: 12, bottom: 30 };
        const plotScale = { x: null, t0: 0, t1: 0 };

        // Round steps (1, 2 or 5 times a power of ten) from low to high, about count of them.
        function ticks(low, high, count) {
          if (!(high > low)) return [low];
          const raw = (high - low) / count, power = Math.pow(10, Math.floor(Math.log10(raw))), f = raw / power;
          const size = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
          const out = [];
          for (let k = Math.ceil(low / size - 1e-9); k * size <= high + size * 1e-9; k++) out.push(Number((k * size).toFixed(10)));
          return out;
        }
        const decimals = (values) => Math.min(4, Math.max(0, ...values.map((v) => (String(v).split(".")[1] || "").length)));

        function drawMotion(index) {
          const step = steps[index];
          const plot = $("plot");
          const { width, height, left, right, top, bottom } = plotSize;
          plot.replaceChildren();
          $("legend").replaceChildren();
          plot.setAttribute("viewBox", "0 0 " + width + " " + height);
          plotScale.x = null;
          const series = new Map();
          for (const frame of step.frames) {
            for (const [id, token, progress] of frame.m) {
              const key = id + "\u0000" + token;
              if (!series.has(key)) series.set(key, { id, token, points: [] });
              series.get(key).points.push([frame.t, progress]);
            }
          }
          const tracks = [...series.values()];
          const changes = tracks.some(({ points }) => points.some(([, p]) => p !== points[0][1]));
          const moves = typeof step.moves === "boolean" ? step.moves : changes;
          const failsHere = index === failStep && failTime !== undefined;
          if (!moves && !failsHere) {
            plot.append(make("svg:text", { x: left, y: height / 2, "data-testid": "still" }, "nothing moves during this step"));
            return;
          }
          const times = [step.start, step.end, ...step.frames.map((f) => f.t)].concat(failsHere ? [failTime] : []);
          let t0 = Math.min(...times), t1 = Math.max(...times);
          if (t1 <= t0) t1 = t0 + 0.1;
          let low = 0, high = 1;
          for (const { points } of tracks) for (const [, p] of points) { low = Math.min(low, p); high = Math.max(high, p); }
          const expected = failsHere ? expectedValue : undefined;
          if (expected !== undefined) { low = Math.min(low, expected); high = Math.max(high, expected); }
          const x = (t) => left + (t - t0) / (t1 - t0) * (width - left - right);
          const y = (p) => height - bottom - (p - low) / (high - low) * (height - top - bottom);
          Object.assign(plotScale, { x, t0, t1 });

          const valueTicks = ticks(low, high, 4), valueDigits = decimals(valueTicks);
          for (const v of valueTicks) {
            plot.append(make("svg:line", { x1: left, y1: y(v), x2: width - right, y2: y(v), class: v === 0 ? "axis" : "grid" }));
            plot.append(make("svg:text", { x: left - 4, y: y(v) + 3, "text-anchor": "end", class: "tick-y", "data-value": String(v) }, v.toFixed(valueDigits)));
          }
          const timeTicks = ticks(t0, t1, 5), timeDigits = Math.max(1, decimals(timeTicks));
          for (const t of timeTicks) {
            plot.append(make("svg:line", { x1: x(t), y1: height - bottom, x2: x(t), y2: height - bottom + 4, class: "axis" }));
            plot.append(make("svg:text", { x: x(t), y: height - bottom + 14, "text-anchor": "middle", class: "tick-x", "data-time": String(t) }, t.toFixed(timeDigits) + " s"));
          }
          tracks.forEach(({ id, token, points }, k) => {
            const stroke = palette[k % palette.length];
            plot.append(make("svg:polyline", {
              points: points.map(([t, p]) => x(t).toFixed(1) + "," + y(p).toFixed(1)).join(" "),
              fill: "none", stroke, "stroke-width": "1.5", "data-element": id, "data-token": token,
            }));
            const entry = make("li", { "data-element": id, "data-token": token }, id + " (" + token + ")");
            entry.prepend(make("i", { style: "background:" + stroke }));
            $("legend").append(entry);
          });
          if (failsHere) {
            plot.append(make("svg:line", { x1: x(failTime), y1: top, x2: x(failTime), y2: height - bottom, class: "fail-time", "data-time": String(failTime) }));
            const late = x(failTime) > width / 2;
            plot.append(make("svg:text", { x: x(failTime) + (late ? -4 : 4), y: top + 8, "text-anchor": late ? "end" : "start", class: "bad" }, "failed at " + seconds(failTime)));
          }
          if (expected !== undefined) {
            plot.append(make("svg:line", { x1: left, y1: y(expected), x2: width - right, y2: y(expected), class: "expected", "data-value": String(expected) }));
            plot.append(make("svg:text", { x: width - right - 2, y: y(expected) - 3, "text-anchor": "end", class: "bad" }, "expected " + expected));
          }
          plot.append(make("svg:line", { id: "cursor", class: "cursor", y1: top, y2: height - bottom, x1: left, x2: left }));
        }

        // The cursor at the instant shown, hidden outside the plotted interval.
        function moveCursor(time) {
          const cursor = document.getElementById("cursor");
          if (!cursor || !plotScale.x) return;
          const inside = time >= plotScale.t0 - 1e-9 && time <= plotScale.t1 + 1e-9;
          cursor.style.display = inside ? "" : "none";
          cursor.setAttribute("x1", plotScale.x(time));
          cursor.setAttribute("x2", plotScale.x(time));
          cursor.dataset.time = String(time);
        }

        """#
}
