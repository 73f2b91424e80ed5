/// The trace page's step list: one listbox, one Tab stop. Arrows, Page Up/Down, Home and End
/// select (selection follows focus, as the picture is the point); Enter or Space goes back to
/// the selected step's own picture after a scrub. The selected step is kept in view by
/// scrolling the list itself, never the window, so the picture stays where it is.
extension TracePage {
    static let stepsScript = #"""
        const list = $("steps");
        const stepItems = steps.map((step, index) => {
          const item = make("li", { role: "option", id: "option-" + (index + 1), "data-testid": "step", "data-step": String(index), "aria-selected": "false" });
          item.append(make("div", { class: "call" }, step.call));
          const span = step.end > step.start ? seconds(step.start) + " → " + seconds(step.end) : seconds(step.start);
          item.append(make("div", { class: "meta" }, "#" + (index + 1) + " · line " + step.line + " · " + span
            + (step.frames.length ? " · " + step.frames.length + " frames" : "")));
          if (index === failStep) {
            item.classList.add("failing");
            item.querySelector(".meta").append(" · ", make("span", { class: "failed-here" }, "failed here"));
          }
          item.addEventListener("click", () => { select(index); list.focus({ preventScroll: true }); });
          list.append(item);
          return item;
        });

        list.addEventListener("keydown", (event) => {
          const moves = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
          let to;
          if (event.key in moves) to = state.step + moves[event.key];
          else if (event.key === "Home") to = 0;
          else if (event.key === "End") to = steps.length - 1;
          else if (event.key === "Enter" || event.key === " ") to = state.step;
          else return;
          event.preventDefault();
          if (steps.length) select(clamp(to, 0, steps.length - 1));
        });

        // Marks the selected step and scrolls the list (only the list) to show it.
        function markStep(index) {
          stepItems.forEach((item, k) => item.setAttribute("aria-selected", String(k === index)));
          const item = stepItems[index];
          list.setAttribute("aria-activedescendant", item.id);
          if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
          else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)
            list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
        }

        """#
}
