/// The preview's live script, added to the served gallery: it listens to `/events`
/// (`EventStream`) and
///
/// - on `update` for the version it shows, swaps the changed slots in place (`PreviewSlots`): a
///   picture, a verdict, a theme's problem, the totals, the compare lists (whose choice is kept);
///   the pictures in view at once, the others as they come within a screen of the view; the state
///   block in view stays where it is on the screen, and the toggles, the open VoiceOver lists and
///   the comparison stay as they were, and the "Try it" panel draws again (`masthead:redrawn`,
///   `GalleryTryScript`);
/// - on `version` (or an `update` from another version, or for a slot it does not have) loads the
///   page, keeping the scroll across the load;
/// - says when a rebuild starts, and when the server cannot be reached (`EventSource` then tries
///   again by itself every half second).
///
/// `folders` and `version` are JavaScript string literals (`PreviewPage.scriptString`).
enum PreviewScript {
    static func source(folders: String, version: String) -> String {
        """
        (function () {
          "use strict";
          var status = document.querySelector('[data-testid="live"]');
          var folders = \(folders);
          var shown = \(version);
          var scrollKey = "masthead-preview.scroll";
          status.setAttribute("data-version", shown);
          try {
            var kept = sessionStorage.getItem(scrollKey);
            sessionStorage.removeItem(scrollKey);
            if (kept !== null) { window.scrollTo(0, Number(kept)); }
          } catch (e) { /* storage off */ }
          function load() {
            try { sessionStorage.setItem(scrollKey, String(window.scrollY)); } catch (e) { /* storage off */ }
            location.reload();
          }
          function slots() {
            var found = {};
            Array.prototype.forEach.call(document.querySelectorAll("[data-slot]"), function (element) {
              found[element.getAttribute("data-slot")] = element;
            });
            return found;
          }
          function swap(old, html) {
            var holder = document.createElement("template");
            holder.innerHTML = html;
            var fresh = holder.content.firstElementChild;
            if (old.tagName === "SELECT") {
              var choice = old.value;
              old.innerHTML = fresh.innerHTML;
              old.value = choice;
              if (old.value !== choice) { old.value = ""; old.dispatchEvent(new Event("change")); }
              return;
            }
            var open = old.querySelector("details[open]"), details = fresh.querySelector("details");
            if (open && details) { details.open = true; }
            old.replaceWith(fresh);
          }
          // What the designer looks at stays where it is: the first state block in view below the bar is held at
          // its place across a swap (the browser's own anchoring lets go when its anchor is swapped).
          document.documentElement.style.overflowAnchor = "none";
          function held() {
            var blocks = document.querySelectorAll('[data-testid="state"]');
            var bar = document.querySelector(".bar"), seen = bar ? bar.getBoundingClientRect().bottom : 0;
            for (var i = 0; i < blocks.length; i++) {
              var box = blocks[i].getBoundingClientRect();
              if (box.bottom > seen && box.height > 0) { return { block: blocks[i], top: box.top }; }
            }
            return null;
          }
          function hold(place) {
            if (place) { window.scrollBy(0, place.block.getBoundingClientRect().top - place.top); }
          }
          var events = new EventSource("/events");
          events.addEventListener("version", function (event) {
            if (event.data !== shown) { load(); return; }
            status.textContent = "Live: watching " + folders;
          });
          // Pictures in view are swapped at once, the others once they come within a screen of the view
          // (or the comparison copies them): decoding a theme's sixty pictures at once held the first
          // paint back by most of a second, and swapping them a few a frame after still held back the
          // paint of the next save.
          var pending = {};
          function inView(element) {
            var box = element.getBoundingClientRect();
            return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
          }
          function swapAll(list) {
            var place = held();
            list.forEach(function (slot) { swap(slot[0], slot[1]); });
            hold(place);
          }
          var near = window.IntersectionObserver ? new IntersectionObserver(function (entries) {
            var due = [];
            entries.forEach(function (entry) {
              var name = entry.target.getAttribute("data-slot");
              if (!entry.isIntersecting || pending[name] === undefined) { return; }
              near.unobserve(entry.target);
              due.push([entry.target, pending[name]]);
              delete pending[name];
            });
            if (due.length > 0) { swapAll(due); }
          }, { rootMargin: "100% 0px" }) : null;
          function swapPending() {
            var here = slots(), due = [];
            Object.keys(pending).forEach(function (name) {
              if (here[name]) { near.unobserve(here[name]); due.push([here[name], pending[name]]); }
            });
            pending = {};
            if (due.length > 0) { swapAll(due); }
          }
          document.addEventListener("change", function (event) {
            var id = event.target.getAttribute && event.target.getAttribute("data-testid");
            if (id === "compare-a" || id === "compare-b") { swapPending(); }
          }, true);
          events.addEventListener("update", function (event) {
            var change = JSON.parse(event.data), here = slots();
            var known = change.slots.every(function (slot) { return here[slot[0]] !== undefined; });
            if (change.from !== shown || !known) { load(); return; }
            var now = [];
            change.slots.forEach(function (slot) {
              var old = here[slot[0]];
              if (!near || old.tagName !== "FIGURE" || inView(old)) {
                delete pending[slot[0]];
                now.push([old, slot[1]]);
              } else {
                pending[slot[0]] = slot[1];
                near.observe(old);
              }
            });
            swapAll(now);
            shown = change.to;
            status.setAttribute("data-version", shown);
            status.textContent = "Live: watching " + folders + " · redrew " + change.slots.length;
            var compared = document.querySelector('[data-testid="compare-a"]');
            if (compared && compared.value) { compared.dispatchEvent(new Event("change")); }
            document.dispatchEvent(new Event("masthead:redrawn"));
          });
          events.addEventListener("building", function (event) {
            status.textContent = "Redrawing: " + event.data + "…";
          });
          events.addEventListener("error", function () {
            status.textContent = "The preview server is not answering; trying again…";
          });
        })();
        """
    }
}
