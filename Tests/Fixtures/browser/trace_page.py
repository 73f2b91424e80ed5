# Opens a trace page in Debian's Chromium through Playwright and checks it as a person would use
# it, printing one fact a line (tab-separated) for TracePageBrowserTests:
#
#   trace_page.py PAGE [SCREENSHOT-PREFIX]
#
#   steps       N  CALL|CALL|…
#   hooks       TESTID=COUNT …
#   picture     STEP  SOURCE-HASH          (the picture shown when the step is selected)
#   between     INSTANT-HASH  TIME         (the scrubber on a frame between two steps)
#   outline     ID  X  Y  WIDTH  HEIGHT    (the rectangle drawn when the element's row is hovered)
#   target      ID  X  Y  WIDTH  HEIGHT    (its tap target's rectangle, when it has one)
#   recorded    ID  X  Y  WIDTH  HEIGHT  X  Y  WIDTH  HEIGHT  (its frame and target in the trace's data)
#   order       N                          (VoiceOver order badges drawn when asked)
#   console     N  MESSAGE|…               (errors the page logged)
#   network     N  URL|…                   (requests other than file: and data:)
import hashlib
import sys

from playwright.sync_api import sync_playwright

page_path = sys.argv[1]
shots = sys.argv[2] if len(sys.argv) > 2 else None


def out(*cells):
    print("\t".join(str(cell) for cell in cells))


def picture_hash(page):
    return hashlib.sha1(page.get_attribute("#picture", "src").encode()).hexdigest()[:12]


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors, requests = [], []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("request", lambda request: None if request.url.startswith(("file:", "data:")) else requests.append(request.url))
    page.goto("file://" + page_path)

    steps = page.locator('[data-testid="step"]')
    out("steps", steps.count(), "|".join(steps.nth(i).locator(".call").inner_text() for i in range(steps.count())))
    hooks = ["step", "picture", "timeline", "frame", "elements", "voiceover", "events", "motion", "failure"]
    out("hooks", *[f"{hook}={page.locator(f'[data-testid={chr(34)}{hook}{chr(34)}]').count()}" for hook in hooks])
    if shots:
        page.screenshot(path=shots + "-failure.png", full_page=True)

    for index in range(steps.count()):
        steps.nth(index).click()
        out("picture", index + 1, picture_hash(page))

    # The first step with frames: the scrubber on its middle frame shows an in-between picture.
    for index in range(steps.count()):
        steps.nth(index).click()
        frames = page.locator('[data-testid="frame"][data-step="%d"]:not([data-frame="-1"])' % index)
        if frames.count() >= 3:
            middle = frames.nth(frames.count() // 2)
            middle.click()
            out("between", picture_hash(page), middle.get_attribute("data-time"))
            if shots:
                page.screenshot(path=shots + "-frames.png", full_page=True)
            break

    steps.nth(0).click()
    row = page.locator('#elements tr[data-element="bell"]')
    row.hover()
    for kind, selector in (("outline", "#overlay rect.outline-frame"), ("target", "#overlay rect.outline-target")):
        rect = page.locator(selector)
        if rect.count():
            out(kind, "bell", *[rect.first.get_attribute(a) for a in ("x", "y", "width", "height")])
    recorded = page.evaluate("""() => {
      const data = JSON.parse(document.getElementById("masthead-trace").textContent);
      const bell = JSON.parse(data.trees[data.steps[0].tree].map((line) => data.lines[line]).join("\\n")).elements.find((e) => e.id === "bell");
      return [bell.frame, bell.hit].flatMap((r) => [r.x, r.y, r.width, r.height]).map(String);
    }""")
    out("recorded", "bell", *recorded)
    page.mouse.move(0, 0)
    page.check("#show-order")
    out("order", page.locator("#overlay .order-badge").count())

    out("console", len(errors), "|".join(errors))
    out("network", len(requests), "|".join(requests))
    browser.close()
