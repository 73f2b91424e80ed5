"""The "Try it" panel's motion (issue 26.5) in a real browser, served live by `masthead preview`.

    python3 try_motion.py MASTHEAD FOLDER

FOLDER holds Plugins/themes/ and Scenarios/. Plays each change the panel offers (a notification,
a scroll that folds the header, a chip that toggles) and checks the frames: from the real
animator, the same for the same request, copied as a scenario that masthead run passes, kept in the address (a link opens the frame), shown frame by frame with the scrubber and the trace
pages' film strip (one Tab stop, arrows, Home and End), played once at the clock's pace or, with
Reduce Motion, shown at the last frame; a change that cannot be played says why; axe-core finds
nothing serious at 1280x720 or 390 px, where nothing scrolls sideways. No check waits on time:
each waits for what the page says it shows. Prints one line per check and ends with
"N passed, 0 failed" (exit 0), or names the first check that failed (exit 1). Run by
GalleryMotionScriptTests.
"""

import os
import subprocess
import sys
import urllib.parse

from playwright.sync_api import sync_playwright

import gallery
from gallery import axe_violations, browser, check, serving, watch
from try_panel import wait_drawn

MOTION = '[data-testid="try-motion"]'


def wait_film(page, play):
    """Waits until the panel holds the film of `play` and shows its last frame (played to the end)."""
    try:
        page.wait_for_function(
            """play => { const m = document.querySelector('[data-testid="try-motion"]');
              const film = m.getAttribute('data-film'), s = m.querySelector('[data-testid="film-scrubber"]');
              return film !== null && film.split('&').includes('play=' + play) && m.getAttribute('data-frame') === s.max; }""",
            arg=play, timeout=30000)
    except Exception:
        check(False, "the panel plays %s (problem: %r)" % (play, page.text_content('[data-testid="motion-problem"]')))


def frame_shown(page):
    return int(page.get_attribute(MOTION, "data-frame"))


def film_svg(page):
    return urllib.parse.unquote(page.get_attribute('[data-testid="film-picture"]', "src").split(",", 1)[1])


def frames(page):
    return page.locator(MOTION + ' [data-testid="frame"]').count()


def test(masthead, folder):
    theme = os.path.join(folder, "Plugins", "themes", "plain.lua")
    with open(theme, "w") as out:
        out.write('return theme {\n  name = "plain",\n  colors = { accent = "#1F6FEB" },\n}\n')
    with serving(masthead, folder) as (server, port):
        origin = "http://127.0.0.1:%s" % port
        with sync_playwright() as playwright:
            chromium = browser(playwright)
            page = chromium.new_page(viewport={"width": 1280, "height": 720})
            seen = watch(page)
            page.goto(origin + "/#try=greeting&unread=3&pinned=true&theme=plain")
            wait_drawn(page, "unread=3", "theme=plain")
            offered = page.evaluate("() => Array.from(document.querySelectorAll('#try-change option'))"
                                    ".filter(o => !o.disabled).map(o => o.value)")
            check(offered == ["notify", "scroll"], "the greeting header's changes are offered: %s" % offered)
            check(page.is_enabled('[data-testid="play"]'), "Play is live in the preview")

            page.select_option("#try-change", "notify")
            page.click('[data-testid="play"]')
            wait_film(page, "notify")
            count = frames(page)
            check(count > 10 and int(page.get_attribute('[data-testid="film-scrubber"]', "max")) == count - 1,
                  "a notification plays as %d frames, the scrubber over all of them" % count)
            check(">4<" in film_svg(page) and ">3<" not in film_svg(page), "played to the end: 4 unread")
            page.click('[data-testid="copy-motion-scenario"]')
            page.wait_for_function("() => document.querySelector('[data-testid=\"try-motion\"] .try-copied').textContent !== ''")
            played = page.text_content('[data-testid="motion-scenario"]')
            check(page.is_visible('[data-testid="motion-scenario"]') and "h:notify(1)" in played
                  and "expect(h:voiceover()):to_equal({" in played, "Copy as scenario shows the change's scenario")
            with open(os.path.join(folder, "Scenarios", "played.lua"), "w") as out:
                out.write(played)
            ran = subprocess.run([masthead, "run", "Scenarios/played.lua"], cwd=folder, capture_output=True, text=True)
            check(ran.returncode == 0 and "1 passed" in ran.stdout, "and masthead run passes it: %s%s" % (ran.stdout, ran.stderr))
            width = page.eval_on_selector(MOTION + ' [data-testid="frame"] img', "i => getComputedStyle(i).width")
            check(width == "72px", "the trace pages' film strip, in their style (%s)" % width)
            stops = page.evaluate("() => Array.from(document.querySelectorAll('[data-testid=\"try-motion\"] [data-testid=\"frame\"]'))"
                                  ".filter(b => b.tabIndex >= 0).length")
            check(stops == 1, "the strip is one Tab stop (%d)" % stops)

            page.focus(MOTION + ' [data-testid="frame"][tabindex="0"]')
            page.keyboard.press("Home")
            check(frame_shown(page) == 0 and ">3<" in film_svg(page), "Home in the strip shows the header before: 3 unread")
            check(page.text_content('[data-testid="film-clock"]') == "t = 0.000 s", "at t = 0")
            page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowRight")
            check(frame_shown(page) == 2, "Right moves a frame at a time")
            check(page.evaluate("document.activeElement.getAttribute('data-instant')") == "2", "focus goes with it")
            middle = count // 2
            page.click(MOTION + ' [data-testid="frame"][data-instant="%d"]' % middle)
            check(frame_shown(page) == middle, "a click on a frame shows it")
            check(page.url.endswith("&play=notify&frame=%d" % middle), "and the address names the change and the frame: " + page.url)
            shared = chromium.new_page(viewport={"width": 1280, "height": 720})
            shared.goto(page.url)
            shared.wait_for_function("""k => { const m = document.querySelector('[data-testid="try-motion"]');
              return m.getAttribute('data-film') !== null && m.getAttribute('data-frame') === String(k); }""",
                                     arg=middle, timeout=30000)
            check(film_svg(shared) == film_svg(page), "a link opens the panel on that frame, without playing it")
            shared.fill("#try-greeting-unread", "5")
            wait_drawn(shared, "unread=5")
            check("play=" not in shared.url and "frame=" not in shared.url,
                  "another header drops the change from the address: " + shared.url)
            shared.close()
            clock = page.text_content('[data-testid="film-clock"]')
            page.focus('[data-testid="film-scrubber"]')
            page.keyboard.press("End")
            check(frame_shown(page) == count - 1 and page.text_content('[data-testid="film-clock"]') != clock,
                  "the scrubber moves the virtual clock")
            check(page.get_attribute('[data-testid="film-scrubber"]', "aria-valuetext").startswith("t = "),
                  "and says the time it is at")

            asked = page.get_attribute('[data-testid="try"]', "data-drawn") + "&play=notify"
            twice = page.evaluate("""q => Promise.all([1, 2].map(() => fetch('/try?' + q,
              { headers: { 'X-Masthead-Preview': 'try' } }).then(r => r.text())))""", asked)
            check(twice[0] == twice[1] and '"film":{"format":"masthead-film"' in twice[0],
                  "the same request gives the same frames (%d bytes)" % len(twice[0]))

            page.select_option("#try-change", "scroll")
            page.click('[data-testid="play"]')
            wait_film(page, "scroll")
            scrolled = frames(page)
            last = film_svg(page)
            page.focus('[data-testid="film-scrubber"]')
            page.keyboard.press("Home")
            check(scrolled >= 30 and film_svg(page) != last, "a scroll folds the header over %d frames" % scrolled)
            problems = axe_violations(page)
            check(problems == [], "axe-core: no serious or critical violation with a film shown: %s" % problems)

            page.select_option('[data-testid="try-component"]', "scope")
            wait_drawn(page, "component=scope")
            offered = page.evaluate("() => Array.from(document.querySelectorAll('#try-change option'))"
                                    ".filter(o => !o.disabled).map(o => o.value)")
            check(offered == ["chip"] and page.input_value("#try-change") == "chip", "the scope header's: %s" % offered)
            page.click('[data-testid="play"]')
            wait_film(page, "chip")
            check(frames(page) > 5, "a chip toggles over %d frames" % frames(page))
            page.fill("#try-scope-chips", "loading")
            wait_drawn(page, "chips=loading")
            page.click('[data-testid="play"]')
            page.wait_for_function("() => document.querySelector('[data-testid=\"motion-problem\"]').textContent !== ''")
            problem = page.text_content('[data-testid="motion-problem"]')
            check(problem == "no chip to toggle while the chips are loading", "a change that cannot play says why: " + problem)

            still = chromium.new_context(viewport={"width": 390, "height": 844}, reduced_motion="reduce")
            narrow = still.new_page()
            narrow_seen = watch(narrow)
            narrow.goto(origin + "/#try=greeting&unread=3&theme=plain")
            wait_drawn(narrow, "unread=3")
            narrow.click('[data-testid="play"]')
            wait_film(narrow, "notify")
            check(True, "with Reduce Motion the last frame is shown at once")
            width = narrow.evaluate("document.documentElement.scrollWidth")
            check(width <= 390, "no horizontal scroll at 390 px with a film shown (%d)" % width)
            right = narrow.eval_on_selector('[data-testid="film-picture"]', "i => i.getBoundingClientRect().right")
            check(right <= 390, "the frame shown fits (%d)" % right)
            problems = axe_violations(narrow)
            check(problems == [], "axe-core: none at 390 px either: %s" % problems)

            check(seen["problems"] == [] and narrow_seen["problems"] == [],
                  "no console error or warning: %s" % (seen["problems"] + narrow_seen["problems"]))
            chromium.close()


if __name__ == "__main__":
    test(sys.argv[1], sys.argv[2])
    print("%d passed, 0 failed" % gallery.passed)
