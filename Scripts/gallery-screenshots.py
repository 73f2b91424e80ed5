"""Shoots the pictures of the designer's loop the docs show (docs/images/*.png), with Playwright
(PyPI, in .masthead/tools: make pypi-deps) driving Debian's Chromium, from the current code:

    .masthead/tools/bin/python Scripts/gallery-screenshots.py [path/to/masthead]

- gallery-sidebar.png: the shipped themes' gallery at 1280x720, "mid comp" typed in the
  sidebar's search and its one entry shown alone (docs/plugins.md);
- gallery-phone.png: the same page 390 px wide, the sidebar folded behind its button;
- gallery-motion.png: the preview's Try it panel after playing "a notification arrives", a
  frame of the badge mid-roll chosen on the film strip under the picture (docs/plugins.md).

The preview serves a scratch copy of Plugins/, so nothing of this checkout is written.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MASTHEAD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/masthead"))
OUT = os.path.join(ROOT, "docs/images")


def gallery(chromium, work):
    out = os.path.join(work, "gallery")
    subprocess.run([MASTHEAD, "gallery", "--plugins", os.path.join(ROOT, "Plugins"), "--out", out],
                   cwd=work, check=True, stdout=subprocess.DEVNULL)
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    page.goto("file://" + os.path.join(out, "index.html"))
    page.fill('[data-testid="sidebar-search"]', "mid comp")
    page.click('[data-testid="sidebar-entry"]:visible')
    page.wait_for_function("() => location.hash.includes('entry=')")
    page.screenshot(path=os.path.join(OUT, "gallery-sidebar.png"))
    page.close()
    phone = chromium.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=2)
    phone.goto("file://" + os.path.join(out, "index.html"))
    phone.screenshot(path=os.path.join(OUT, "gallery-phone.png"))
    phone.close()


def preview(work):
    """`masthead preview` over a copy of Plugins/ and an empty Scenarios/, and its port."""
    shutil.copytree(os.path.join(ROOT, "Plugins"), os.path.join(work, "Plugins"))
    os.makedirs(os.path.join(work, "Scenarios"))
    log = open(os.path.join(work, "preview.log"), "w+")
    server = subprocess.Popen([MASTHEAD, "preview", "--port", "0"], cwd=work, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.time() + 60
    while time.time() < deadline:
        log.seek(0)
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", log.read())
        if found:
            return server, found.group(1)
        time.sleep(0.05)
    server.kill()
    sys.exit("masthead preview did not say where it listens")


def motion(chromium, work):
    server, port = preview(work)
    try:
        page = chromium.new_page(viewport={"width": 1280, "height": 720})
        page.goto("http://127.0.0.1:%s/#try=greeting&unread=3&pinned=true" % port)
        page.select_option("#try-change", "notify")
        page.click('[data-testid="play"]')
        page.wait_for_function("""() => { const m = document.querySelector('[data-testid="try-motion"]');
          const s = m && m.querySelector('[data-testid="film-scrubber"]');
          return s && m.getAttribute('data-frame') === s.max; }""", timeout=60000)
        frames = page.locator('[data-testid="try-motion"] [data-testid="frame"]')
        frames.nth(frames.count() // 3).click()  # the badge mid-roll
        # The panel near the top of the window, clear of the live status in its bottom corner.
        page.eval_on_selector('[data-testid="try-motion"]', "m => window.scrollBy(0, m.getBoundingClientRect().top - 16)")
        page.locator('[data-testid="try-motion"]').screenshot(path=os.path.join(OUT, "gallery-motion.png"))
        page.close()
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=30)


work = tempfile.mkdtemp(prefix="gallery-screenshots.")
try:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        gallery(chromium, work)
        motion(chromium, work)
        chromium.close()
finally:
    shutil.rmtree(work)
print("wrote gallery-sidebar, gallery-phone and gallery-motion.png to docs/images")
