"""A failed snapshot's comparison (SnapshotCompare: side by side, slider, difference) used as a
person uses it, on whichever page holds it (the HTML report, a trace page), through `check` and
`axe_violations` of gallery.py:

    compare_checks(page, label)

Both pictures drawn side by side; the mode switch a radio group driven by arrow keys; the slider
labelled, moved by the keyboard, and what shows changing with it; the difference outlining the
changed badge where the picture has it; no horizontal scroll and no serious or critical axe-core
violation in any mode. Run by report_views.py and trace_page_checks.py.
"""

from gallery import axe_violations, check

COMPARE = '[data-testid="snapshot-compare"]'


def box(locator):
    r = locator.bounding_box()
    return [r["x"], r["y"], r["x"] + r["width"], r["y"] + r["height"]]


def page_width(page):
    return page.evaluate("Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)")


def fits(page, label, mode):
    width = page.viewport_size["width"]
    check(page_width(page) <= width, "%s, %s: no horizontal scroll (page %d px wide)" % (label, mode, page_width(page)))
    problems = axe_violations(page)
    check(problems == [], "%s, %s: axe-core finds no serious or critical violation: %s" % (label, mode, problems))


def badge_on_screen(compare):
    """Where the new picture has the changed badge, in the window: its outline's frame, in the
    picture's points, scaled as the picture is drawn."""
    outline = compare.locator('[data-testid="changes"] rect.now[data-element="badge"]')
    image = compare.locator('[data-testid="actual"] img')
    scale = image.bounding_box()["width"] / image.evaluate("i => i.naturalWidth")
    left, top = box(image)[:2]
    x, y, width, height = (float(outline.get_attribute(a)) for a in ("x", "y", "width", "height"))
    return [left + x * scale, top + y * scale, left + (x + width) * scale, top + (y + height) * scale]


def shot(page, area):
    return page.screenshot(clip={"x": area[0], "y": area[1], "width": area[2] - area[0], "height": area[3] - area[1]})


def side_by_side(page, compare, label):
    expected, actual = compare.locator('[data-testid="expected"] img'), compare.locator('[data-testid="actual"] img')
    for name, image in (("reference", expected), ("new", actual)):
        check(image.is_visible() and image.evaluate("i => i.complete && i.naturalWidth > 0"),
              "%s: the %s picture is drawn" % (label, name))
    a, b = box(expected), box(actual)
    check(b[0] >= a[2] - 1 or b[1] >= a[3] - 1, "%s: side by side, the pictures do not overlap (%s, %s)" % (label, a, b))
    fits(page, label, "side by side")


def choose(page, compare, mode):
    """The next mode, by the arrow key on the radio group."""
    compare.locator("input[type=radio]:checked").focus()
    page.keyboard.press("ArrowRight")
    return compare.locator('input[value="%s"]' % mode).is_checked()


def slider(page, compare, label):
    check(choose(page, compare, "slider"), "%s: ArrowRight on the mode switch picks the slider" % label)
    stage = compare.locator(".compare-stage")
    a, b = box(compare.locator('[data-testid="expected"]')), box(compare.locator('[data-testid="actual"]'))
    check(abs(a[0] - b[0]) < 1 and abs(a[1] - b[1]) < 1, "%s: the slider lays the new picture over the reference" % label)
    reveal = compare.locator("input[type=range]")
    name = reveal.evaluate("r => r.labels.length ? r.labels[0].textContent.trim() : r.getAttribute('aria-label')")
    check(bool(name), "%s: the slider is labelled (%s)" % (label, name))
    clip = lambda: compare.locator(".compare-new").evaluate("f => getComputedStyle(f).clipPath")
    # The range at the bottom of the window keeps the stage above it clear of anything held at
    # the top (the trace page's picture stays there).
    reveal.focus()
    compare.locator(".compare-slider").evaluate("e => e.scrollIntoView({block: 'end'})")
    before, shown = reveal.input_value(), stage.screenshot()
    first = clip()
    for _ in range(20):
        page.keyboard.press("ArrowLeft")
    check(int(reveal.input_value()) == int(before) - 20, "%s: ArrowLeft moves the slider (%s to %s)" % (label, before, reveal.input_value()))
    check(clip() != first and stage.screenshot() != shown, "%s: and less of the new picture shows (%s)" % (label, clip()))
    badge = badge_on_screen(compare)
    page.keyboard.press("Home")
    reference = shot(page, badge)
    page.keyboard.press("End")
    check(reveal.input_value() == "100" and shot(page, badge) != reference,
          "%s: Home shows the reference's badge, End the new one" % label)
    fits(page, label, "slider")


def difference(page, compare, label):
    check(choose(page, compare, "difference"), "%s: ArrowRight again picks the difference" % label)
    outline = compare.locator('[data-testid="changes"] rect.now[data-element="badge"]')
    check(outline.count() == 1 and outline.is_visible(), "%s: the difference outlines the changed badge" % label)
    where, drawn = badge_on_screen(compare), box(outline)
    check(all(abs(p - q) < 3 for p, q in zip(drawn, where)),
          "%s: where the new picture has the badge (%s, %s)" % (label, [round(p) for p in drawn], [round(p) for p in where]))
    check("badge" in compare.locator('[data-testid="changed"]').inner_text(), "%s: and names it" % label)
    fits(page, label, "difference")


def compare_checks(page, label):
    compare = page.locator(COMPARE).first
    check(compare.count() == 1, "%s: a failed snapshot is compared as pictures" % label)
    compare.scroll_into_view_if_needed()
    side_by_side(page, compare, label)
    slider(page, compare, label)
    difference(page, compare, label)
