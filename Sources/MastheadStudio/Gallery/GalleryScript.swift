/// The gallery page's script: the overlay toggles, the filters, the scale and the comparison of two themes,
/// each remembered for the tab (sessionStorage), so that a preview's reload keeps what the
/// designer had on. It reads and changes only the page: no request, no timer.
enum GalleryScript {
    static let source = """
        (function () {
          "use strict";
          var body = document.body;
          // Whatever in the page a link or a focus scrolls to lands under the sticky bar, never behind
          // it (a scroll padding on the page would scroll it whenever a control of the bar is focused).
          var bar = document.querySelector(".bar");
          function padForBar() {
            var sticky = bar && getComputedStyle(bar).position === "sticky";
            document.documentElement.style.setProperty("--bar-height", (sticky ? bar.offsetHeight + 8 : 0) + "px");
          }
          padForBar();
          window.addEventListener("resize", padForBar);
          function each(selector, act, root) {
            Array.prototype.forEach.call((root || document).querySelectorAll(selector), act);
          }
          function remember(key, value) {
            try { sessionStorage.setItem("masthead-gallery." + key, value); } catch (e) { /* storage off */ }
          }
          function recall(key) {
            try { return sessionStorage.getItem("masthead-gallery." + key); } catch (e) { return null; }
          }
          function checkbox(box, key, apply) {
            var saved = recall(key);
            if (saved !== null) { box.checked = saved === "1"; }
            apply();
            box.addEventListener("change", function () { apply(); remember(key, box.checked ? "1" : "0"); });
          }
          each('[data-testid="overlay-toggle"]', function (box) {
            var layer = box.getAttribute("data-overlay");
            checkbox(box, "overlay." + layer, function () { body.classList.toggle("show-" + layer, box.checked); });
          });
          each('[data-testid="size-filter"]', function (box) {
            var size = box.getAttribute("data-size");
            checkbox(box, "size." + size, function () { body.classList.toggle("hide-size-" + size, !box.checked); });
          });
          var appearance = document.querySelector('[data-testid="appearance-filter"]');
          var savedAppearance = recall("appearance");
          if (savedAppearance) { appearance.value = savedAppearance; }
          function showAppearance() {
            body.setAttribute("data-appearance", appearance.value);
            remember("appearance", appearance.value);
          }
          appearance.addEventListener("change", showAppearance);
          showAppearance();
          var scale = document.querySelector('[data-testid="scale"]');
          var savedScale = recall("scale");
          if (savedScale) { scale.value = savedScale; }
          function showScale() {
            body.style.setProperty("--scale", scale.value);
            remember("scale", scale.value);
          }
          scale.addEventListener("change", showScale);
          showScale();

          var first = document.querySelector('[data-testid="compare-a"]');
          var second = document.querySelector('[data-testid="compare-b"]');
          var view = document.querySelector('[data-testid="compare-view"]');
          function section(theme) {
            var found = null;
            each('[data-testid="theme"]', function (candidate) {
              if (candidate.getAttribute("data-theme") === theme) { found = candidate; }
            });
            return found;
          }
          function copy(picture, theme) {
            var clone = picture.cloneNode(true);
            clone.setAttribute("data-testid", "compared-picture");
            var caption = clone.querySelector("figcaption");
            var name = document.createElement("b");
            name.textContent = theme + " · ";
            caption.insertBefore(name, caption.firstChild);
            return clone;
          }
          function compare() {
            var a = section(first.value), b = section(second.value);
            view.textContent = "";
            remember("compare", first.value + "\\n" + second.value);
            if (!a || !b) {
              view.hidden = true;
              body.classList.remove("comparing");
              return;
            }
            body.classList.add("comparing");
            view.hidden = false;
            var heading = document.createElement("h2");
            heading.textContent = first.value + " beside " + second.value;
            view.appendChild(heading);
            each('[data-testid="state"]', function (state) {
              view.appendChild(state.querySelector("h3").cloneNode(true));
              var group = document.createElement("div");
              group.className = "pictures";
              view.appendChild(group);
              var key = state.getAttribute("data-state");
              each('[data-testid="picture"]', function (picture) {
                var row = document.createElement("div");
                row.className = "pair";
                ["data-appearance", "data-text-size"].forEach(function (name) {
                  row.setAttribute(name, picture.getAttribute(name));
                });
                row.appendChild(copy(picture, first.value));
                each('[data-testid="state"]', function (other) {
                  if (other.getAttribute("data-state") !== key) { return; }
                  each('[data-testid="picture"]', function (match) {
                    if (match.getAttribute("data-appearance") === picture.getAttribute("data-appearance") &&
                        match.getAttribute("data-text-size") === picture.getAttribute("data-text-size")) {
                      row.appendChild(copy(match, second.value));
                    }
                  }, other);
                }, b);
                group.appendChild(row);
              }, state);
            }, a);
          }
          var savedPair = (recall("compare") || "").split("\\n");
          if (savedPair.length === 2) { first.value = savedPair[0]; second.value = savedPair[1]; }
          first.addEventListener("change", compare);
          second.addEventListener("change", compare);
          compare();
        })();

        """
}
