/// The trace page's film strip: one button per instant of the whole trace, built once (moving
/// between steps only moves the marks, it never rebuilds the strip), its pictures drawn when
/// they come near the strip's view. One Tab stop: Left/Right, Home/End move the scrubber.
extension TracePage {
    static let filmScript = #"""
        const film = $("film");
        const aspect = trees.length ? trees[0].size.height / trees[0].size.width : 0.5;
        const frameButtons = instants.map((instant, k) => {
          const what = instant.frame < 0 ? "after step " + (instant.step + 1) : "frame of step " + (instant.step + 1);
          const button = make("button", { type: "button", "data-testid": "frame", "data-instant": String(k), "data-step": String(instant.step),
            "data-frame": String(instant.frame), "data-time": String(instant.time), tabindex: "-1", "aria-label": what + " at " + seconds(instant.time) });
          const image = make("img", { alt: "", style: "aspect-ratio: 1 / " + aspect });
          button.append(image, make("span", { class: "caption", "aria-hidden": "true" }, seconds(instant.time)));
          button.addEventListener("click", () => scrubTo(k));
          film.append(button);
          return button;
        });
        const stepButtons = steps.map(() => []);
        frameButtons.forEach((button, k) => stepButtons[instants[k].step].push(button));
        if (frameButtons.length) frameButtons[0].tabIndex = 0;

        // Pictures are drawn as they come near the strip's view: a long trace has thousands.
        const drawPicture = (button) => {
          const image = button.querySelector("img");
          if (!image.src) image.src = pictureURL(instants[Number(button.dataset.instant)].picture);
        };
        if ("IntersectionObserver" in window) {
          const observer = new IntersectionObserver((entries) => {
            for (const entry of entries) if (entry.isIntersecting) { drawPicture(entry.target); observer.unobserve(entry.target); }
          }, { root: film, rootMargin: "0px 600px" });
          frameButtons.forEach((button) => observer.observe(button));
        } else frameButtons.forEach(drawPicture);

        film.addEventListener("keydown", (event) => {
          const at = state.instant >= 0 ? state.instant : Math.max(stepInstant[state.step], 0);
          const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: instants.length - 1 }[event.key];
          if (to === undefined || !instants.length) return;
          event.preventDefault();
          scrubTo(clamp(to, 0, instants.length - 1));
          frameButtons[state.instant].focus({ preventScroll: true });
        });

        let markedFrame = -1, markedStep = -1;
        // Marks the instant shown (and its step's frames), and scrolls the strip (only the
        // strip) to it.
        function markFrame(index) {
          if (markedStep !== state.step) {
            if (markedStep >= 0) stepButtons[markedStep].forEach((b) => b.classList.remove("in-step"));
            stepButtons[state.step].forEach((b) => b.classList.add("in-step"));
            markedStep = state.step;
          }
          if (markedFrame === index) return;
          if (markedFrame >= 0) {
            frameButtons[markedFrame].classList.remove("current");
            frameButtons[markedFrame].removeAttribute("aria-current");
            frameButtons[markedFrame].tabIndex = -1;
          }
          markedFrame = index;
          if (index < 0) { if (frameButtons.length) frameButtons[0].tabIndex = 0; return; }
          const button = frameButtons[index];
          if (frameButtons[0] !== button) frameButtons[0].tabIndex = -1;
          button.classList.add("current");
          button.setAttribute("aria-current", "true");
          button.tabIndex = 0;
          const left = button.offsetLeft - film.clientWidth / 2 + button.offsetWidth / 2;
          film.scrollLeft = Math.max(0, left);
        }

        // The failing expectation's instant: a mark on the scrubber's track and on its frame.
        function markFailure() {
          if (failTime === undefined || !instants.length) return;
          let at = -1;
          instants.forEach((i, k) => { if (i.time <= failTime + 5e-7 && i.step <= failStep) at = k; });
          if (at < 0) at = 0;
          frameButtons[at].classList.add("failing");
          const mark = $("fail-mark");
          const fraction = instants.length > 1 ? at / (instants.length - 1) : 0;
          // The range's thumb is 16 px wide: its centre runs from 8 px to the width less 8.
          mark.style.left = "calc(8px + (100% - 16px) * " + fraction + ")";
          mark.dataset.time = String(failTime);
          mark.dataset.instant = String(at);
          mark.title = "the failing expectation, at " + seconds(failTime);
          mark.hidden = false;
        }

        """#
}
