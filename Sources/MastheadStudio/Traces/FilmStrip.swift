/// The film strip the trace pages and the preview's motion share (issue 26.5): one button per
/// frame, built once (moving along it only moves the marks, it never rebuilds the strip), its
/// pictures drawn when they come near the strip's view. One Tab stop: Left/Right, Home/End move
/// to the frame beside, the first or the last.
///
/// `script` declares `filmStrip(film, frames, options)`, for the closure of the page's script:
/// `film` is the strip's element; each frame is `{ time, caption, label, data }` (`data`: more
/// `data-` attributes); `options` are `aspect` (height over width of the pictures), `picture(k)`
/// (frame k's picture's URL), `pick(k)` (what choosing frame k does), `at()` (the frame the keys
/// move from) and, optionally, `group(k)` (frames of one group are marked together). It returns
/// `{ buttons, mark(index, group) }`: `mark` marks frame `index` (-1: none) and the frames of
/// `group`, and scrolls the strip (only the strip) to the frame. Hooks: `frame` (`data-instant`,
/// `data-time`), `.current`, `.in-step`.
enum FilmStrip {
    static let script = #"""
        function filmStrip(film, frames, options) {
          const buttons = frames.map((frame, k) => {
            const button = document.createElement("button");
            const attributes = { type: "button", "data-testid": "frame", "data-instant": String(k) };
            for (const [key, value] of Object.entries(frame.data || {})) attributes["data-" + key] = value;
            Object.assign(attributes, { "data-time": String(frame.time), tabindex: "-1", "aria-label": frame.label });
            for (const [key, value] of Object.entries(attributes)) button.setAttribute(key, value);
            const image = document.createElement("img");
            image.setAttribute("alt", "");
            image.setAttribute("style", "aspect-ratio: 1 / " + options.aspect);
            const caption = document.createElement("span");
            caption.className = "caption";
            caption.setAttribute("aria-hidden", "true");
            caption.textContent = frame.caption;
            button.append(image, caption);
            button.addEventListener("click", () => options.pick(k));
            film.append(button);
            return button;
          });
          const groups = new Map();
          if (options.group) buttons.forEach((button, k) => {
            const group = options.group(k);
            if (!groups.has(group)) groups.set(group, []);
            groups.get(group).push(button);
          });
          if (buttons.length) buttons[0].tabIndex = 0;

          // Pictures are drawn as they come near the strip's view: a long trace has thousands.
          const drawPicture = (button) => {
            const image = button.querySelector("img");
            if (!image.src) image.src = options.picture(Number(button.dataset.instant));
          };
          if ("IntersectionObserver" in window) {
            const observer = new IntersectionObserver((entries) => {
              for (const entry of entries) if (entry.isIntersecting) { drawPicture(entry.target); observer.unobserve(entry.target); }
            }, { root: film, rootMargin: "0px 600px" });
            buttons.forEach((button) => observer.observe(button));
          } else buttons.forEach(drawPicture);

          film.addEventListener("keydown", (event) => {
            const at = options.at();
            const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
            if (to === undefined || !buttons.length) return;
            event.preventDefault();
            const index = Math.max(0, Math.min(buttons.length - 1, to));
            options.pick(index);
            buttons[index].focus({ preventScroll: true });
          });

          let markedFrame = -1, markedGroup;
          function mark(index, group) {
            if (markedGroup !== group) {
              (groups.get(markedGroup) || []).forEach((b) => b.classList.remove("in-step"));
              (groups.get(group) || []).forEach((b) => b.classList.add("in-step"));
              markedGroup = group;
            }
            if (markedFrame === index) return;
            if (markedFrame >= 0) {
              buttons[markedFrame].classList.remove("current");
              buttons[markedFrame].removeAttribute("aria-current");
              buttons[markedFrame].tabIndex = -1;
            }
            markedFrame = index;
            if (index < 0) { if (buttons.length) buttons[0].tabIndex = 0; return; }
            const button = buttons[index];
            if (buttons[0] !== button) buttons[0].tabIndex = -1;
            button.classList.add("current");
            button.setAttribute("aria-current", "true");
            button.tabIndex = 0;
            const left = button.offsetLeft - film.clientWidth / 2 + button.offsetWidth / 2;
            film.scrollLeft = Math.max(0, left);
          }
          return { buttons, mark };
        }

        """#

    /// The strip's look, in the trace page's colours (its variables, or the same values).
    static let style = """
        .film { display: flex; gap: 4px; overflow-x: auto; padding: 4px 2px; position: relative; }
        .film button { margin: 0; padding: 0; flex: none; border: 1px solid var(--line, #d8d8de); background: #fff; cursor: pointer; font: inherit; }
        .film button.in-step { border-color: #9bb8e0; }
        .film button.current { border-color: var(--accent, #0a66d8); box-shadow: 0 0 0 2px var(--accent, #0a66d8); }
        .film button.failing { border-bottom: 3px solid var(--bad, #c4271f); }
        .film button:focus-visible { outline: 2px solid var(--accent, #0a66d8); outline-offset: 1px; }
        .film img { display: block; width: 72px; background: #fff; }
        .film .caption { display: block; font-size: 10px; color: var(--dim, #5f5f67); text-align: center; }
        @media (max-width: 760px) { .film img { width: 56px; } }

        """
}
