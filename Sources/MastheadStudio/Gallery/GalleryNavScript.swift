/// The gallery's navigation, in the manner of Storybook's (issue 26.3): a sidebar of every theme
/// with its states, built from the page's own sections (so a theme the preview keeps stale is
/// listed, marked, and a save that swaps sections in rebuilds it), a search box that filters it
/// as one types, and the view: the grid of every state, or one state, the entry chosen. The
/// choice, the view and the search are kept in the address (`GalleryAddress`), so a link opens
/// the page as it was; `#theme-NAME` and a state's anchor `#theme-NAME--STATE` still lead there.
///
/// On a phone (760 px and less) the sidebar starts folded behind its button and folds again once
/// an entry is chosen. Up and Down move between the entries shown (from the search box too),
/// Enter in the search box chooses the first.
enum GalleryNavScript {
    static let source = """
        (function () {
          "use strict";
        \(GalleryAddress.script)\
          var body = document.body;
          var sidebar = document.getElementById("sidebar");
          if (!sidebar) { return; }
          var list = sidebar.querySelector('[data-testid="sidebar-list"]');
          var search = document.getElementById("sidebar-search");
          var count = sidebar.querySelector('[data-testid="sidebar-count"]');
          var toggle = document.querySelector('[data-testid="sidebar-toggle"]');
          var modes = Array.prototype.slice.call(document.querySelectorAll('[data-testid="view-mode"]'));
          var phone = window.matchMedia("(max-width: 760px)");
          var chosen = { view: "grid", entry: "", search: "" };
          function each(selector, act, root) {
            Array.prototype.forEach.call((root || document).querySelectorAll(selector), act);
          }
          function themes() { return document.querySelectorAll('main [data-testid="theme"]'); }
          function entryOf(block) {
            return block.closest('[data-testid="theme"]').getAttribute("data-theme") + "/" + block.getAttribute("data-state");
          }
          // The state block of an entry ("midnight/greeting-expanded"), or null.
          function blockOf(entry) {
            var found = null;
            each('main [data-testid="state"]', function (block) { if (!found && entryOf(block) === entry) { found = block; } });
            return found;
          }
          // A state's title: its own, or its heading's text (a section kept from an older gallery).
          function titleOf(block) {
            var heading = block.querySelector("h3");
            return block.getAttribute("data-title") || (heading && heading.firstChild ? heading.firstChild.textContent.trim() : "");
          }
          // What the list is built from: each theme, stale or not, and its states.
          var built = null;
          function signature() {
            return Array.prototype.map.call(themes(), function (section) {
              var states = Array.prototype.map.call(section.querySelectorAll('[data-testid="state"]'), function (block) {
                return block.id + "=" + titleOf(block);
              });
              return section.id + (section.querySelector(".theme-problem:not(:empty)") ? "!" : "") + ":" + states.join(",");
            }).join("\\n");
          }
          function build() {
            if (built === signature()) { return; }
            built = signature();
            var items = document.createElement("ul");
            Array.prototype.forEach.call(themes(), function (section) {
              var theme = section.getAttribute("data-theme");
              var item = document.createElement("li");
              item.className = "sidebar-theme";
              item.setAttribute("data-testid", "sidebar-theme");
              item.setAttribute("data-theme", theme);
              var name = document.createElement("a");
              name.className = "sidebar-theme-name";
              name.href = "#" + section.id;
              name.textContent = theme;
              item.appendChild(name);
              if (section.querySelector(".theme-problem:not(:empty)")) {
                var stale = document.createElement("span");
                stale.className = "stale-mark";
                stale.setAttribute("data-testid", "sidebar-stale");
                stale.textContent = "last good pictures";
                item.appendChild(stale);
              }
              var entries = document.createElement("ul");
              each('[data-testid="state"]', function (block) {
                var link = document.createElement("a");
                link.href = "#" + block.id;
                link.textContent = titleOf(block);
                link.setAttribute("data-testid", "sidebar-entry");
                link.setAttribute("data-entry", entryOf(block));
                link.setAttribute("data-search", (theme + " " + titleOf(block)).toLowerCase());
                var row = document.createElement("li");
                row.appendChild(link);
                entries.appendChild(row);
              }, section);
              item.appendChild(entries);
              items.appendChild(item);
            });
            list.textContent = "";
            list.appendChild(items);
          }
          function filter() {
            var words = chosen.search.toLowerCase().split(/\\s+/).filter(Boolean), shown = 0, total = 0;
            each('[data-testid="sidebar-entry"]', function (link) {
              var text = link.getAttribute("data-search");
              var fits = words.every(function (word) { return text.indexOf(word) >= 0; });
              link.parentNode.hidden = !fits;
              total += 1;
              shown += fits ? 1 : 0;
            }, list);
            each('[data-testid="sidebar-theme"]', function (item) {
              item.hidden = item.querySelector("ul li:not([hidden])") === null;
            }, list);
            count.textContent = words.length ? shown + " of " + total + " states match" : total + " states";
          }
          // The view and the choice on the page: in one-state view only the chosen block is shown.
          function show() {
            var block = blockOf(chosen.entry);
            if (!block && chosen.view === "one") {
              block = document.querySelector('main [data-testid="state"]');
              chosen.entry = block ? entryOf(block) : "";
            }
            body.classList.toggle("view-one", chosen.view === "one");
            each("main .is-chosen", function (element) { element.classList.remove("is-chosen"); });
            if (block) {
              block.classList.add("is-chosen");
              block.closest('[data-testid="theme"]').classList.add("is-chosen");
            }
            each('[data-testid="sidebar-entry"]', function (link) {
              if (link.getAttribute("data-entry") === chosen.entry) { link.setAttribute("aria-current", "true"); }
              else { link.removeAttribute("aria-current"); }
            }, list);
            modes.forEach(function (mode) { mode.checked = mode.value === chosen.view; });
          }
          function write() {
            var pairs = addressPairs().filter(function (pair) { return !isNavigationName(pair[0]); });
            if (chosen.view !== "grid") { pairs.push(["view", chosen.view]); }
            if (chosen.entry) { pairs.push(["entry", encodeURIComponent(chosen.entry)]); }
            if (chosen.search) { pairs.push(["search", encodeURIComponent(chosen.search)]); }
            writeAddress(pairs);
          }
          // What the address says; false when it holds none of the navigation's names.
          function read() {
            var said = {};
            addressPairs().forEach(function (pair) { if (isNavigationName(pair[0])) { said[pair[0]] = addressValue(pair[1]); } });
            if (Object.keys(said).length === 0) { return false; }
            chosen.view = said.view === "one" ? "one" : "grid";
            chosen.entry = said.entry || "";
            chosen.search = said.search || "";
            search.value = chosen.search;
            return true;
          }
          // In one-state view, the theme's section with its heading; in the grid, the state block.
          function reveal(block) {
            if (!block) { return; }
            (chosen.view === "one" ? block.closest('[data-testid="theme"]') : block).scrollIntoView({ block: "start" });
          }
          function fold(folded) {
            sidebar.hidden = folded;
            toggle.setAttribute("aria-expanded", String(!folded));
            body.classList.toggle("sidebar-folded", folded);
          }
          function choose(entry) {
            chosen.entry = entry;
            show();
            write();
            if (phone.matches) { fold(true); }
            reveal(blockOf(entry));
          }
          // A theme's entry: the state chosen now in that theme, else its first.
          function entryIn(section) {
            var state = chosen.entry.slice(chosen.entry.lastIndexOf("/") + 1);
            var block = section.querySelector('[data-testid="state"][data-state="' + state + '"]')
              || section.querySelector('[data-testid="state"]');
            return block ? entryOf(block) : "";
          }
          // An anchor followed (the bar's theme links, a state's link, #stories): in one-state view
          // it chooses what it leads to, or goes back to the grid for what that view hides.
          function follow() {
            var fragment = location.hash.slice(1);
            if (!fragment || fragment.indexOf("=") >= 0) { return; }
            var target = document.getElementById(addressValue(fragment));
            if (!target || !target.closest("main")) { return; }
            var section = target.closest('[data-testid="theme"]');
            var block = target.closest('[data-testid="state"]');
            if (section) {
              chosen.entry = block ? entryOf(block) : entryIn(section);
              show();
            } else if (chosen.view === "one" && target.getClientRects().length === 0) {
              chosen.view = "grid";
              show();
            }
            target.scrollIntoView({ block: "start" });
          }
          list.addEventListener("click", function (event) {
            var link = event.target.closest("a");
            if (!link) { return; }
            event.preventDefault();
            if (link.hasAttribute("data-entry")) { choose(link.getAttribute("data-entry")); return; }
            var section = document.getElementById(link.getAttribute("href").slice(1));
            if (section) { choose(entryIn(section)); }
          });
          sidebar.addEventListener("keydown", function (event) {
            var links = Array.prototype.filter.call(list.querySelectorAll('[data-testid="sidebar-entry"]'), function (link) {
              return link.getClientRects().length > 0;
            });
            if (event.key === "Enter" && event.target === search) {
              event.preventDefault();
              if (links.length) { choose(links[0].getAttribute("data-entry")); }
              return;
            }
            if (event.key !== "ArrowDown" && event.key !== "ArrowUp") { return; }
            var at = links.indexOf(document.activeElement);
            if ((at < 0 && event.target !== search) || !links.length) { return; }
            event.preventDefault();
            var next = at < 0 ? 0 : Math.max(0, Math.min(links.length - 1, at + (event.key === "ArrowDown" ? 1 : -1)));
            links[next].focus();
          });
          search.addEventListener("input", function () {
            chosen.search = search.value;
            filter();
            write();
          });
          modes.forEach(function (mode) {
            mode.addEventListener("change", function () {
              if (!mode.checked) { return; }
              chosen.view = mode.value;
              show();
              write();
              reveal(blockOf(chosen.entry));
            });
          });
          toggle.addEventListener("click", function () {
            fold(!sidebar.hidden);
            if (!sidebar.hidden) { search.focus(); }
          });
          phone.addEventListener("change", function () { fold(phone.matches); });
          window.addEventListener("hashchange", function () {
            if (read()) { filter(); show(); reveal(blockOf(chosen.entry)); } else { follow(); }
          });
          // The preview swapped a save's parts in: a theme may have gone stale or come back.
          document.addEventListener("masthead:redrawn", function () { build(); filter(); show(); });
          build();
          fold(phone.matches);
          var given = read();
          filter();
          show();
          if (given) { reveal(blockOf(chosen.entry)); } else { follow(); }
        })();

        """
}
