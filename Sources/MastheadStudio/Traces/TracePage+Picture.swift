/// The trace page's picture and panels: the header at the instant shown, scaled to fit its pane
/// (or at 1× or 2×, scrolling inside it), with the hovered or focused element's frame and target
/// outlined and the VoiceOver order on request; the step's elements, VoiceOver list, events,
/// text picture and source line. The source scrolls inside its own box, never the window.
extension TracePage {
    static let pictureScript = #"""
        const failingLine = failure && failure.file === data.scenario.file ? failure.line : undefined;
        data.source.forEach((line, index) => {
          const item = make("li", { "data-line": String(index + 1) }, line || " ");
          if (index + 1 === failingLine) item.classList.add("failing");
          $("source").append(item);
        });

        if (failure) {
          $("failure-panel").hidden = false;
          let text = (failure.file ? failure.file + ":" + failure.line + ": " : "") + failure.message;
          if (failure.diff) text += "\n\n" + failure.diff;
          else if (failure.expected !== undefined || failure.actual !== undefined) text += "\n\nexpected: " + failure.expected + "\nactual:   " + failure.actual;
          if (failTime !== undefined) text += "\n\nat t = " + seconds(failTime) + ", during step " + (failStep + 1) + " (" + steps[failStep].call + ")";
          $("failure").textContent = text;
        }

        // The tree of a step: its own, or the nearest earlier one (before the first header: none).
        const treeOf = (index) => {
          for (let k = index; k >= 0; k--) if (steps[k].tree !== undefined) return trees[steps[k].tree];
          return undefined;
        };

        // The picture's size at the zoom chosen: fit scales it to the pane's width and the
        // viewport's height.
        function place(tree) {
          const box = $("picture").parentElement;
          const size = tree ? tree.size : { width: $("picture").naturalWidth || 390, height: $("picture").naturalHeight || 200 };
          const viewport = $("viewport");
          let scale = Number(state.zoom);
          if (state.zoom === "fit") {
            const height = parseFloat(getComputedStyle(viewport).maxHeight) || size.height;
            scale = Math.min((viewport.parentElement.clientWidth - 2) / size.width, (height - 2) / size.height);
          }
          box.style.width = (size.width * scale + 2) + "px";
          box.style.height = (size.height * scale + 2) + "px";
        }

        function show(pictureIndex, tree) {
          const image = $("picture");
          const overlay = $("overlay");
          overlay.replaceChildren();
          place(tree);
          if (pictureIndex === undefined) {
            image.removeAttribute("src");
            image.alt = "no header yet";
            return;
          }
          const source = pictureURL(pictureIndex);
          if (image.getAttribute("src") !== source) image.src = source;
          image.alt = "the header at t = " + seconds(currentTime());
          if (!tree) return;
          overlay.setAttribute("viewBox", "0 0 " + tree.size.width + " " + tree.size.height);
          const rect = (r, cls) => overlay.append(make("svg:rect", { x: r.x, y: r.y, width: r.width, height: r.height, class: cls }));
          const hovered = state.hover && tree.elements.find((element) => element.id === state.hover);
          if (hovered) {
            rect(hovered.frame, "outline-frame");
            if (hovered.hit) rect(hovered.hit, "outline-target");
          }
          if ($("show-order").checked) {
            steps[state.step].order.forEach((id, k) => {
              const element = tree.elements.find((e) => e.id === id);
              if (!element) return;
              const badge = make("svg:g", { class: "order-badge", "data-order": String(k + 1) });
              badge.append(make("svg:circle", { cx: element.frame.x + 7, cy: element.frame.y + 7, r: 7 }));
              badge.append(make("svg:text", { x: element.frame.x + 7, y: element.frame.y + 10.5, "text-anchor": "middle" }, String(k + 1)));
              overlay.append(badge);
            });
          }
        }

        document.querySelectorAll(".zoom button").forEach((button) => button.addEventListener("click", () => {
          state.zoom = button.dataset.zoom;
          document.querySelectorAll(".zoom button").forEach((b) => {
            b.classList.toggle("on", b === button);
            b.setAttribute("aria-pressed", String(b === button));
          });
          place(treeOf(state.step));
        }));
        new ResizeObserver(() => place(treeOf(state.step))).observe($("viewport").parentElement);

        function drawElements(tree) {
          const body = $("elements");
          body.replaceChildren();
          if (!tree) return;
          const box = (r) => r ? r.x + "," + r.y + " " + r.width + "×" + r.height : "";
          for (const element of tree.elements) {
            const row = make("tr", { "data-element": element.id, tabindex: "0" });
            const font = element.font ? element.font.face + " " + element.font.size + " " + element.font.weight + " " + element.font.style : "";
            const tokens = ["color", "fill", "stroke", "ring"].filter((k) => element[k]).map((k) => k + ": " + element[k]).join(" ");
            for (const [text, cls] of [[element.id], [element.role], [box(element.frame), "num"], [box(element.hit), "num"], [font], [tokens]]) {
              row.append(make("td", cls ? { class: cls } : {}, text));
            }
            const outline = (on) => () => { state.hover = on ? element.id : null; row.classList.toggle("hover", on); redraw(); };
            row.addEventListener("mouseenter", outline(true));
            row.addEventListener("mouseleave", outline(false));
            row.addEventListener("focus", outline(true));
            row.addEventListener("blur", outline(false));
            body.append(row);
          }
        }

        // The panels of a step: its elements, VoiceOver list, events, text picture and line.
        function drawStep(index) {
          const step = steps[index];
          const source = $("source");
          source.querySelectorAll("li.current").forEach((item) => item.classList.remove("current"));
          const current = source.children[step.line - 1];
          if (current) {
            current.classList.add("current");
            source.scrollTop = Math.max(0, current.offsetTop - source.clientHeight / 2);
          }
          $("voiceover").replaceChildren(...step.voiceover.map((line) => make("li", {}, line)));
          $("events").replaceChildren(...(step.events.length ? step.events : ["(none)"]).map((event) => make("li", {}, event)));
          $("text").textContent = step.text !== undefined ? data.texts[step.text] : "";
          drawElements(treeOf(index));
        }

        """#
}
