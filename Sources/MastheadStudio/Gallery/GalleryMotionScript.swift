/// The "Try it" panel's motion (`GalleryPage+Motion.swift`): Play asks the live preview for the
/// chosen change played on the header the panel shows (`/try?QUERY&play=ID`, QUERY the panel's
/// `data-drawn`), and plays its frames at the virtual clock's pace, once (with Reduce Motion the
/// last frame is shown at once); the scrubber and the film strip (`FilmStrip`, the trace pages')
/// show any frame. The same request gives the same frames, so Play again on the same header
/// replays what it has. The changes offered are those of the header chosen; opened from disk the
/// panel's Play stays greyed, as its controls do.
///
/// The change and the frame shown are in the address (`play=notify&frame=12`, `GalleryAddress`),
/// written when a film has played or a frame is chosen and dropped once the header changes; a
/// link with them opens the panel on that frame, without playing.
enum GalleryMotionScript {
    static let source = """
        (function () {
          "use strict";
        \(GalleryAddress.script)\
        \(FilmStrip.script)\
          var panel = document.querySelector('[data-testid="try"]');
          var motion = panel && panel.querySelector('[data-testid="try-motion"]');
          if (!motion) { return; }
          var header = panel.querySelector('[data-testid="try-component"]');
          var change = document.getElementById("try-change"), play = document.getElementById("try-play");
          var box = motion.querySelector('[data-testid="try-film"]'), film = motion.querySelector('[data-testid="film"]');
          var picture = document.createElement("img");
          picture.setAttribute("data-testid", "film-picture");
          var scrubber = motion.querySelector('[data-testid="film-scrubber"]');
          var clock = motion.querySelector('[data-testid="film-clock"]');
          var problem = motion.querySelector('[data-testid="motion-problem"]');
          var scenario = motion.querySelector('[data-testid="motion-scenario"]');
          var still = window.matchMedia("(prefers-reduced-motion: reduce)");
          // `held`: the query of the frames held, while the header shown is still the one they play.
          var live = false, frames = [], pictures = [], strip = null, playing = 0, asking = null, held = null;
          // What the address asks for when the page opens, played once the panel has drawn its header.
          var said = {};
          addressPairs().forEach(function (pair) { if (isMotionName(pair[0])) { said[pair[0]] = addressValue(pair[1]); } });
          var pending = said.play ? { play: said.play, frame: said.frame === undefined ? null : Number(said.frame) || 0 } : null;
          function others() { return addressPairs().filter(function (pair) { return !isMotionName(pair[0]); }); }
          function remember(k) {
            writeAddress(others().concat([["play", encodeURIComponent(change.value)], ["frame", String(k)]]));
          }
          function forget() {
            if (others().length !== addressPairs().length) { writeAddress(others()); }
          }
          function seconds(time) { return time.toFixed(3) + " s"; }
          function url(k) { return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(pictures[frames[k].p]); }
          function offer() {
            var options = Array.prototype.slice.call(change.options);
            options.forEach(function (option) {
              option.hidden = option.disabled = option.getAttribute("data-component") !== header.value;
            });
            if (change.selectedOptions.length === 0 || change.selectedOptions[0].disabled) {
              var first = options.filter(function (option) { return !option.disabled; })[0];
              if (first) { change.value = first.value; }
            }
            play.disabled = !live || !panel.hasAttribute("data-drawn");
          }
          // `passing`: a frame on the way while playing, not one to keep in the address.
          function show(k, passing) {
            if (picture.getAttribute("src") !== url(k)) { picture.src = url(k); }
            picture.alt = "The " + header.value + " header at t = " + seconds(frames[k].t) + " (" + frames[k].step + ")";
            clock.textContent = "t = " + seconds(frames[k].t);
            scrubber.value = String(k);
            scrubber.setAttribute("aria-valuetext", clock.textContent);
            strip.mark(k, undefined);
            motion.setAttribute("data-frame", String(k));
            if (!passing) { remember(k); }
          }
          function stop() {
            if (playing) { cancelAnimationFrame(playing); }
            playing = 0;
          }
          // The frames at the clock's pace: each is shown once its instant has come.
          function run() {
            stop();
            if (still.matches) { show(frames.length - 1); return; }
            var started = null;
            function tick(now) {
              if (started === null) { started = now; }
              var time = frames[0].t + (now - started) / 1000, k = 0;
              while (k + 1 < frames.length && frames[k + 1].t <= time) { k += 1; }
              var more = k + 1 < frames.length;
              show(k, more);
              playing = more ? requestAnimationFrame(tick) : 0;
            }
            show(0, true);
            playing = requestAnimationFrame(tick);
          }
          // `at`: the frame to show instead of playing (a link's), nil to play.
          function load(answer, asked, at) {
            var lines = answer.lines;
            pictures = answer.pictures.map(function (indices) {
              return indices.map(function (line) { return lines[line]; }).join("\\n");
            });
            frames = answer.frames;
            film.textContent = "";
            var first = new DOMParser().parseFromString(pictures[frames[0].p], "image/svg+xml").documentElement;
            var aspect = Number(first.getAttribute("height")) / Number(first.getAttribute("width")) || 0.4;
            strip = filmStrip(film, frames.map(function (frame, k) {
              return { time: frame.t, caption: seconds(frame.t), data: { step: frame.step },
                label: (k === 0 ? "before the change" : frame.step) + " at " + seconds(frame.t) };
            }), {
              aspect: aspect, picture: url, at: function () { return Number(scrubber.value); },
              pick: function (k) { stop(); show(k); },
            });
            scrubber.max = String(frames.length - 1);
            box.hidden = false;
            if (!picture.parentNode) { motion.querySelector(".try-film-picture").appendChild(picture); }
            held = asked;
            motion.setAttribute("data-film", asked);
            if (at === null) { run(); } else { stop(); show(Math.min(Math.max(at, 0), frames.length - 1)); }
          }
          function ask(at) {
            var asks = panel.getAttribute("data-drawn") + "&play=" + encodeURIComponent(change.value);
            if (asks === held) { if (at === null) { run(); } else { show(at); } return; }
            if (asking) { asking.abort(); }
            asking = new AbortController();
            stop();
            motion.setAttribute("aria-busy", "true");
            problem.textContent = "";
            fetch("/try?" + asks, { headers: { "X-Masthead-Preview": "try" }, signal: asking.signal })
              .then(function (reply) { return reply.ok ? reply.json() : reply.text().then(function (text) { return { problem: text }; }); })
              .then(function (answer) {
                motion.removeAttribute("aria-busy");
                if (answer.film) {
                  scenario.textContent = answer.scenario || "";
                  motion.querySelector(".try-copied").textContent = "";
                  load(answer.film, asks, at);
                  return;
                }
                problem.textContent = answer.problem || "The preview drew no frames.";
                box.hidden = true;
                held = null;
                motion.removeAttribute("data-film");
              })
              .catch(function (error) {
                if (error.name === "AbortError") { return; }
                motion.removeAttribute("aria-busy");
                problem.textContent = "The preview is not answering (" + error.message + ").";
              });
          }
          play.addEventListener("click", function () { ask(null); });
          scrubber.addEventListener("input", function () { stop(); show(Number(scrubber.value)); });
          header.addEventListener("change", offer);
          // The panel drew another header, or a save redrew it: Play asks again. Once it shows
          // another header than the film's, the address no longer names the film; the first
          // header drawn plays what the address asked for.
          new MutationObserver(function () {
            offer();
            var film = held === null ? null : held.slice(0, held.lastIndexOf("&play="));
            held = null;
            if (film !== null && film !== panel.getAttribute("data-drawn")) { forget(); }
            if (pending && live && panel.hasAttribute("data-drawn")) {
              var asked = pending;
              pending = null;
              var option = Array.prototype.filter.call(change.options, function (o) { return o.value === asked.play && !o.disabled; })[0];
              if (option) { change.value = asked.play; ask(asked.frame); }
            }
          }).observe(panel, { attributes: true, attributeFilter: ["data-drawn"] });
          document.addEventListener("masthead:redrawn", function () { held = null; });
          document.addEventListener("DOMContentLoaded", function () {
            live = document.querySelector('[data-testid="live"]') !== null && location.protocol.indexOf("http") === 0;
            offer();
          });
        })();

        """
}
