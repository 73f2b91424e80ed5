/// The "Try it" panel's script (`GalleryPage+Try.swift`). Every change of a control:
///
/// - writes the inputs into the address (`#try=greeting&unread=12`; a control left at its
///   `data-default` is left out), so the link opens the panel on exactly this header (the
///   navigation's pairs after them are kept, `GalleryAddress`);
/// - in the live preview, asks `/try` for the header 40 ms after the last change, cancelling the
///   question before it, and shows the picture, the problem or the scenario of the latest
///   answer only (the panel's `data-drawn` is the query it shows, for tools and tests).
///
/// The preview's script sends `masthead:redrawn` after it swapped a save's pictures in; the panel
/// then draws again, so an edited theme shows in the panel too. Opened from disk, the panel keeps
/// its address but its controls are disabled and say why (`try-offline`).
enum GalleryTryScript {
    static let source = """
        (function () {
          "use strict";
        \(GalleryAddress.script)\
          var panel = document.querySelector('[data-testid="try"]');
          if (!panel) { return; }
          var header = panel.querySelector('[data-testid="try-component"]');
          var picture = panel.querySelector('[data-testid="try-picture"]');
          var problem = panel.querySelector('[data-testid="try-problem"]');
          var scenario = panel.querySelector('[data-testid="try-scenario"]');
          var copy = panel.querySelector('[data-testid="copy-scenario"]');
          var copied = panel.querySelector(".try-copied");
          var live = false, timer = 0, asking = null, asked = 0;
          function list(selector, root) { return Array.prototype.slice.call((root || panel).querySelectorAll(selector)); }
          function fieldset() { return panel.querySelector('fieldset[data-component="' + header.value + '"]'); }
          function showHeader() {
            list("fieldset[data-component]").forEach(function (set) {
              set.hidden = set.getAttribute("data-component") !== header.value;
              set.disabled = set.hidden || !live;
            });
            header.disabled = !live;
          }
          function valueOf(input) { return input.type === "checkbox" ? String(input.checked) : input.value; }
          function query() {
            var parts = ["component=" + encodeURIComponent(header.value)];
            list("[data-control]", fieldset()).forEach(function (input) {
              var value = valueOf(input);
              if (value !== "" && value !== input.getAttribute("data-default")) {
                parts.push(input.getAttribute("data-control") + "=" + encodeURIComponent(value));
              }
            });
            return parts.join("&");
          }
          function echo(input) {
            var output = input.parentNode.querySelector("output");
            if (output) { output.textContent = input.value; }
          }
          function fill(inputs) {
            header.value = inputs.get("component") || "";
            if (header.selectedIndex < 0) { header.selectedIndex = 0; }
            showHeader();
            list("[data-control]", fieldset()).forEach(function (input) {
              var name = input.getAttribute("data-control");
              var value = inputs.has(name) ? inputs.get(name) : input.getAttribute("data-default");
              if (input.type === "checkbox") { input.checked = value === "true"; } else { input.value = value; }
              echo(input);
            });
          }
          function show(answer, asked) {
            panel.removeAttribute("aria-busy");
            problem.textContent = answer.problem || "";
            picture.textContent = "";
            if (answer.svg) {
              var image = document.createElement("img");
              image.alt = "The " + header.value + " header as the controls set it";
              image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(answer.svg);
              picture.appendChild(image);
            }
            scenario.textContent = answer.scenario || "";
            copy.disabled = !answer.scenario;
            copied.textContent = "";
            panel.setAttribute("data-drawn", asked);
          }
          function draw() {
            if (asking) { asking.abort(); }
            asking = new AbortController();
            var mine = ++asked, asks = query();
            panel.setAttribute("aria-busy", "true");
            fetch("/try?" + asks, { headers: { "X-Masthead-Preview": "try" }, signal: asking.signal })
              .then(function (reply) { return reply.ok ? reply.json() : reply.text().then(function (text) { return { problem: text }; }); })
              .then(function (answer) { if (mine === asked) { show(answer, asks); } })
              .catch(function (error) {
                if (error.name !== "AbortError" && mine === asked) {
                  show({ problem: "The preview is not answering (" + error.message + ")." }, asks);
                }
              });
          }
          function changed() {
            // The motion's pairs stay too: it drops them itself once the header it played changes.
            var kept = addressPairs().filter(function (pair) { return isNavigationName(pair[0]) || isMotionName(pair[0]); });
            writeAddress([["try", query().slice("component=".length)]].concat(kept));
            if (!live) { return; }
            clearTimeout(timer);
            timer = setTimeout(draw, 40);
          }
          function open(inputs, focus) {
            panel.hidden = false;
            fill(inputs);
            changed();
            if (focus) {
              panel.scrollIntoView({ block: "start" });
              panel.querySelector("h2").focus({ preventScroll: true });
            }
          }
          function fromAddress() {
            if (location.hash.indexOf("#try=") !== 0) { return false; }
            var inputs = new URLSearchParams("component=" + location.hash.slice(5));
            navigationNames.concat(motionNames).forEach(function (name) { inputs.delete(name); });
            open(inputs, false);
            return true;
          }
          header.addEventListener("change", function () { fill(new URLSearchParams("component=" + header.value)); changed(); });
          panel.addEventListener("input", function (event) {
            if (event.target.hasAttribute("data-control")) { echo(event.target); changed(); }
          });
          panel.addEventListener("change", function (event) { if (event.target.hasAttribute("data-control")) { changed(); } });
          document.addEventListener("click", function (event) {
            var button = event.target.closest('[data-testid="try-state"]');
            if (button) {
              var inputs = new URLSearchParams("component=" + button.getAttribute("data-inputs"));
              inputs.set("theme", button.getAttribute("data-theme"));
              open(inputs, true);
            } else if (event.target.closest('[data-testid="try-link"]') && panel.hidden) {
              open(new URLSearchParams(query()), false);
            }
          });
          // Every "Copy as scenario" of the panel (the header's, a played change's): the button's
          // data-copy names what it copies, and the status beside it says how it went.
          panel.addEventListener("click", function (event) {
            var button = event.target.closest("[data-copy]");
            if (!button) { return; }
            var source = panel.querySelector('[data-testid="' + button.getAttribute("data-copy") + '"]');
            var said = button.parentNode.querySelector(".try-copied");
            var done = function () { said.textContent = "Copied the scenario"; };
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(source.textContent).then(done, function () { said.textContent = "Select the scenario below and copy it"; });
            } else {
              said.textContent = "Select the scenario below and copy it";
            }
            source.closest("details").open = true;
          });
          document.addEventListener("masthead:redrawn", function () { if (!panel.hidden && live) { draw(); } });
          window.addEventListener("hashchange", fromAddress);
          document.addEventListener("DOMContentLoaded", function () {
            live = document.querySelector('[data-testid="live"]') !== null && location.protocol.indexOf("http") === 0;
            panel.classList.toggle("is-live", live);
            showHeader();
            if (!fromAddress() && !panel.hidden) { changed(); }
          });
        })();

        """
}
