"""Shoots the pictures of pages the docs show (docs/images/*.png), with Playwright (PyPI, in
.masthead/tools: make pypi-deps) driving Debian's Chromium, from runs of the current code:

    .masthead/tools/bin/python Scripts/doc-screenshots.py [path/to/masthead]

- trace-step.png, trace-frames.png: the trace of Tests/Fixtures/traces/two_animations.lua at
  1280x720, on notify(2), then folding after scroll(36) with VoiceOver's order drawn (docs/cli.md,
  docs/motion.md, docs/scenarios.md);
- trace-plot.png: a failure mid-roll, its expected value on the plot (docs/cli.md);
- snapshot-slider.png, snapshot-difference.png: a failed snapshot in the HTML report, the slider
  through the badge, then the difference (docs/snapshots.md);
- trace-snapshot.png: the same failure on its trace page (docs/cli.md).

Every run happens in a scratch folder with paths relative to it (or to the repository, for the
fixture), so no page shows a path of this machine.
"""

import os
import shutil
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MASTHEAD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/masthead"))
OUT = os.path.join(ROOT, "docs/images")

MID_ROLL = """scenario("the badge is caught mid-roll", function()
  local h = greeting_header { profile = profile.sample, unread = 3 }
  h:notify(2)
  h:advance(0.1)
  expect(h:element("badge").motion.progress):to_be(0.5)
end)
"""

SNAPSHOT = """scenario("expanded with three unread", function()
  local h = greeting_header { profile = profile.sample, unread = %d }
  expect(h):to_match_snapshot("expanded")
end)
"""


def run(arguments, folder):
    """`masthead run` in FOLDER; a failing run is what the pictures show, so only a usage or
    write error (exit 2) stops the script."""
    status = subprocess.run([MASTHEAD, "run"] + arguments, cwd=folder, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL).returncode
    if status == 2:
        sys.exit("masthead run %s failed in %s" % (" ".join(arguments), folder))


def trace_page(folder, named=""):
    """The scenario page under FOLDER/traces whose name starts with NAMED."""
    for parent, _, names in sorted(os.walk(os.path.join(folder, "traces"))):
        for name in sorted(names):
            if name.startswith(named) and name.endswith(".html") and parent != os.path.join(folder, "traces"):
                return os.path.join(parent, name)
    sys.exit("no trace page in " + folder)


def traces(chromium, work):
    run(["Tests/Fixtures/traces", "--trace", "on", "--trace-dir", os.path.join(work, "traces"),
         "--html", os.path.join(work, "report.html")], ROOT)
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    page.goto("file://" + trace_page(work, "the-badge-rolls"))
    steps = page.locator('[data-testid="step"]')
    steps.nth(1).click()
    page.mouse.move(0, 0)
    page.screenshot(path=os.path.join(OUT, "trace-step.png"))
    # The settle() after scroll(36) lives the fold's frames (a scroll takes no time): a third in.
    steps.nth(4).click()
    frames = page.locator('[data-testid="frame"][data-step="4"]:not([data-frame="-1"])')
    frames.nth(frames.count() // 3).click()
    page.check("#show-order")
    page.mouse.move(0, 0)
    page.screenshot(path=os.path.join(OUT, "trace-frames.png"))
    page.close()


def plot(chromium, work):
    folder = os.path.join(work, "plot")
    os.makedirs(folder)
    with open(os.path.join(folder, "mid.lua"), "w") as file:
        file.write(MID_ROLL)
    run(["mid.lua", "--trace", "on", "--trace-dir", "traces", "--html", "report.html"], folder)
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    page.goto("file://" + trace_page(folder))
    page.screenshot(path=os.path.join(OUT, "trace-plot.png"))
    page.close()


def snapshot(chromium, work):
    folder = os.path.join(work, "snapshot")
    scenario = os.path.join(folder, "Scenarios/greeting/snapshots.lua")
    os.makedirs(os.path.dirname(scenario))
    for unread in (3, 4):
        with open(scenario, "w") as file:
            file.write(SNAPSHOT % unread)
        run(["Scenarios"] + (["--trace", "on", "--trace-dir", "traces", "--html", "report.html"] if unread == 4 else []), folder)
    page = chromium.new_page(viewport={"width": 1000, "height": 900})
    page.goto("file://" + os.path.join(folder, "report.html"))
    entry = page.locator(".snapshot").first
    page.check('.compare input[value="slider"]')
    page.eval_on_selector(".compare-reveal", "r => { r.value = '81'; r.dispatchEvent(new Event('input')); }")
    entry.screenshot(path=os.path.join(OUT, "snapshot-slider.png"))
    page.check('.compare input[value="difference"]')
    entry.screenshot(path=os.path.join(OUT, "snapshot-difference.png"))
    page.close()
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    page.goto("file://" + trace_page(folder))
    page.check('.compare input[value="difference"]')
    page.locator(".compare-key.difference").evaluate("e => e.scrollIntoView({block: 'end'})")
    page.screenshot(path=os.path.join(OUT, "trace-snapshot.png"))
    page.close()


work = tempfile.mkdtemp(prefix="doc-screenshots.")
try:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        traces(chromium, work)
        plot(chromium, work)
        snapshot(chromium, work)
        chromium.close()
finally:
    shutil.rmtree(work)
print("wrote trace-step, trace-frames, trace-plot, trace-snapshot, snapshot-slider and snapshot-difference.png to docs/images")
