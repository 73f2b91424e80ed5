#!/usr/bin/env python3
"""MastheadCore's public API, one declaration a line, compared with docs/api/MastheadCore.txt.

MastheadCore is the package's one library product: what it declares `public` is what a Swift
user can call, and every other target reaches Core through `package` (docs/architecture.md,
"Access levels"). This script reads the public API the way the compiler sees it (the symbol
graph `swift-symbolgraph-extract` writes from the built module, as swift-api-digester does),
lists it, and fails when:

- the listing differs from the committed one, so a change to the public API shows up in review
  as a diff of docs/api/MastheadCore.txt (`--write` records the new listing);
- more declarations are marked `public` than the budget allows (`BUDGET`: raise it only on
  purpose, in the commit that needs it);
- a public type has no doc comment with a one-line summary and a ```swift example.

The listing holds every declaration a user can name: types, their members, enum cases, protocol
requirements, and the implicit `init(rawValue:)` of raw-value enums; what the standard library
adds (`!=`, `hash(into:)` …) is left out, and each type's conformances follow it. The budget
counts the declarations marked `public` in the source, the measure issue 15 counted ("499
public declarations"): enum cases, protocol requirements and implicit initialisers take their
type's access and are listed but not counted.

With `--consumer DIR` it then uses the API as a user outside this package does: it writes a
SwiftPM package in DIR from docs/swift-api.md (its manifest block, with the dependency's path
pointing at this repository, and each of its blocks that starts with `import MastheadCore` as a
test file) plus every public type's doc examples and the README's Swift, each as a test, and
runs `swift test` there.
Nothing `package` is visible from it, so an example that leans on one fails to compile.

Usage (after `swift build --target MastheadCore`):
    python3 Scripts/public-api.py                      # check the listing, budget and docs
    python3 Scripts/public-api.py --write              # record the listing
    python3 Scripts/public-api.py --consumer DIR       # check, then build and run the examples
"""

import argparse
import difflib
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULE = "MastheadCore"
LISTING = os.path.join(REPO, "docs", "api", MODULE + ".txt")
BUDGET = 210
# Conformances every type has, which say nothing about the API.
IMPLIED = {"Copyable", "Escapable", "SendableMetatype"}
TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias"}
KIND_ORDER = [
    "swift.associatedtype", "swift.typealias", "swift.enum.case", "swift.init", "swift.type.property",
    "swift.property", "swift.subscript", "swift.type.method", "swift.method", "swift.func.op",
]
HEADER = """\
# MastheadCore's public API: one declaration a line, each type's members under it, indented.
# Written by `make api` (Scripts/public-api.py); `make test` fails when it differs from the
# built module, so every change to the public API shows here as a diff (docs/architecture.md,
# "Access levels").
"""


def symbol_graph(modules):
    """The module's symbols and relationships, from the built module in `modules`."""
    extract = shutil.which("swift-symbolgraph-extract")
    if extract is None:
        sys.exit("public-api.py: swift-symbolgraph-extract is not on PATH (it comes with the Swift toolchain)")
    info = json.loads(subprocess.run(["swiftc", "-print-target-info"], capture_output=True, check=True).stdout)
    with tempfile.TemporaryDirectory() as out:
        result = subprocess.run(
            [extract, "-module-name", MODULE, "-I", modules, "-target", info["target"]["triple"],
             "-minimum-access-level", "public", "-skip-inherited-docs", "-output-dir", out],
            capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"public-api.py: swift-symbolgraph-extract failed (is {modules} built?):\n{result.stderr}")
        symbols, relationships = [], []
        for name in sorted(os.listdir(out)):
            graph = json.load(open(os.path.join(out, name)))
            symbols += graph["symbols"]
            relationships += graph["relationships"]
    return symbols, relationships


def declaration(symbol):
    """The declaration as the compiler prints it: `var width: Double`."""
    return re.sub(r"\s+", " ", "".join(f["spelling"] for f in symbol["declarationFragments"])).strip()


def own(symbols):
    """The symbols the module declares (not the standard library's defaults it inherits)."""
    return [s for s in symbols if "::SYNTHESIZED::" not in s["identifier"]["precise"]]


def listing(symbols, relationships):
    """The listing's lines: each top-level declaration, its conformances, its members indented."""
    by_id = {s["identifier"]["precise"]: s for s in symbols}
    conformances = {}
    for r in relationships:
        if r["kind"] == "conformsTo" and r["source"] in by_id:
            target = by_id.get(r["target"])
            # Another module's protocol is named as its module spells it ("Swift.Equatable").
            name = ".".join(target["pathComponents"]) if target else r.get("targetFallback", r["target"])
            name = name.removeprefix("Swift.")
            if name not in IMPLIED:
                conformances.setdefault(r["source"], set()).add(name)
    children = {}
    for s in symbols:
        children.setdefault(tuple(s["pathComponents"][:-1]), []).append(s)

    def key(s):
        kind = s["kind"]["identifier"]
        rank = KIND_ORDER.index(kind) if kind in KIND_ORDER else -1
        return (rank, s["pathComponents"][-1], declaration(s))

    lines = []

    def walk(path, depth):
        for s in sorted(children.get(path, []), key=key):
            line = "  " * depth + declaration(s)
            extra = conformances.get(s["identifier"]["precise"])
            if extra:
                line += " : " + ", ".join(sorted(extra))
            lines.append(line)
            walk(tuple(s["pathComponents"]), depth + 1)

    walk((), 0)
    return lines


def marked_public(symbols, relationships):
    """The declarations written `public`: not enum cases, not implicit (no source location), not
    protocol requirements (which take their protocol's access)."""
    requirements = {r["source"] for r in relationships if r["kind"] in ("requirementOf", "optionalRequirementOf")}
    return [
        s for s in symbols
        if s["kind"]["identifier"] != "swift.enum.case" and "location" in s
        and s["identifier"]["precise"] not in requirements
    ]


def is_type(symbol):
    """A type a user names: not a typealias inside a type (its witness for an associated type)."""
    kind = symbol["kind"]["identifier"]
    return kind in TYPE_KINDS and not (kind == "swift.typealias" and len(symbol["pathComponents"]) > 1)


def doc_text(symbol):
    return "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", []))


def examples(symbol):
    """The ```swift blocks of a symbol's doc comment."""
    return swift_blocks(doc_text(symbol))


def undocumented_types(symbols):
    """Public types without a one-line summary and a ```swift example, as messages."""
    problems = []
    for s in filter(is_type, symbols):
        name = ".".join(s["pathComponents"])
        text = doc_text(s).strip()
        if not text:
            problems.append(f"{name}: no doc comment")
        elif not examples(s):
            problems.append(f"{name}: its doc comment has no ```swift example")
    return problems


def swift_blocks(text):
    """The ```swift blocks of Markdown (or of a doc comment's text)."""
    return re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M)


def doc_examples(symbols):
    """Each public type's doc examples, and the README's, as a Swift Testing file."""
    body = ["// Written by Scripts/public-api.py: the doc examples of MastheadCore's public types and the README's.",
            "import MastheadCore", "import Testing", ""]
    named = [(".".join(s["pathComponents"]), examples(s))
             for s in sorted(filter(is_type, symbols), key=lambda s: s["pathComponents"])]
    named.append(("README", swift_blocks(open(os.path.join(REPO, "README.md")).read())))
    for name, codes in named:
        for index, code in enumerate(codes):
            body.append(f"@Test(\"{name} example {index + 1}\") func example_{name.replace('.', '_')}_{index + 1}() throws {{")
            body += ["    " + line if line else "" for line in code.rstrip("\n").split("\n")]
            body += ["}", ""]
    return "\n".join(body)


def write_if_changed(path, text):
    """Writes `text` unless the file holds it already (so the consumer's build stays incremental)."""
    if os.path.exists(path) and open(path).read() == text:
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def write_consumer(directory, symbols):
    """A package outside this one, as docs/swift-api.md tells a user to write it; returns its path."""
    page = os.path.join(REPO, "docs", "swift-api.md")
    blocks = swift_blocks(open(page).read())
    manifests = [b for b in blocks if b.startswith("// swift-tools-version")]
    tests = [b for b in blocks if b.startswith("import MastheadCore")]
    if len(manifests) != 1 or not tests:
        sys.exit("public-api.py: docs/swift-api.md needs one manifest block and a test block that starts "
                 "with `import MastheadCore`")
    manifest = manifests[0]
    dependency = re.search(r'\.package\(path: "([^"]+)"\)', manifest)
    target = re.search(r'\.testTarget\(\s*name: "([^"]+)"', manifest)
    if not dependency or not target:
        sys.exit("public-api.py: docs/swift-api.md's manifest needs .package(path:) and a .testTarget(name:)")
    # The package's identity is the last part of its path: a link of that name stands for this
    # repository, so the manifest's product and package names are checked as the page writes them.
    name = os.path.basename(dependency.group(1))
    link = os.path.join(directory, name)
    os.makedirs(directory, exist_ok=True)
    if os.path.islink(link) and os.readlink(link) != REPO:
        os.remove(link)
    if not os.path.islink(link):
        os.symlink(REPO, link)
    write_if_changed(os.path.join(directory, "Package.swift"),
                     manifest.replace(dependency.group(0), f'.package(path: "{name}")'))
    sources = os.path.join(directory, "Tests", target.group(1))
    pages = {f"SwiftAPIPage{index + 1}Tests.swift": code for index, code in enumerate(tests)}
    for stale in glob.glob(os.path.join(sources, "SwiftAPIPage*Tests.swift")):
        if os.path.basename(stale) not in pages:
            os.remove(stale)
    for file, code in pages.items():
        write_if_changed(os.path.join(sources, file), code)
    write_if_changed(os.path.join(sources, "DocExampleTests.swift"), doc_examples(symbols))
    forget_build_when_files_change(directory)
    return directory


def forget_build_when_files_change(directory):
    """Removes the consumer's build when this package's Swift files are not the ones it last built:
    SwiftPM keeps a path dependency's list of sources in the consumer's build, so a file added
    here since (a merge) would be missing from it ("cannot find type in scope")."""
    files = sorted(os.path.relpath(path, REPO) for path in glob.glob(os.path.join(REPO, "Sources", "**", "*.swift"),
                                                                   recursive=True))
    stamp = os.path.join(directory, ".build", "masthead-sources.txt")
    listing = "\n".join(files) + "\n"
    if os.path.exists(stamp) and open(stamp).read() == listing:
        return
    shutil.rmtree(os.path.join(directory, ".build"), ignore_errors=True)
    os.makedirs(os.path.dirname(stamp))
    with open(stamp, "w") as out:
        out.write(listing)


def run_consumer(directory):
    """`swift test` in the consumer package: how many tests passed, or None (its output printed)."""
    result = subprocess.run(["swift", "test", "--disable-xctest", "--package-path", directory],
                            capture_output=True, text=True)
    passed = re.search(r"Test run with (\d+) tests? .*passed", result.stdout)
    if result.returncode != 0 or not passed:
        print(result.stdout + result.stderr)
        print(f"public API: the examples of docs/swift-api.md and of the public types failed in {directory}")
        return None
    return int(passed.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--modules", default=os.path.join(REPO, ".build", "debug", "Modules"))
    parser.add_argument("--write", action="store_true", help="record the listing in " + os.path.relpath(LISTING, REPO))
    parser.add_argument("--consumer", metavar="DIR", help="build and run the page's and the doc examples in a package in DIR")
    arguments = parser.parse_args()

    symbols, relationships = symbol_graph(arguments.modules)
    symbols = own(symbols)
    lines = listing(symbols, relationships)
    text = HEADER + "\n".join(lines) + "\n"
    count = len(marked_public(symbols, relationships))
    failed = False

    if arguments.write:
        os.makedirs(os.path.dirname(LISTING), exist_ok=True)
        with open(LISTING, "w") as f:
            f.write(text)
    elif not os.path.exists(LISTING) or open(LISTING).read() != text:
        old = open(LISTING).read().splitlines() if os.path.exists(LISTING) else []
        diff = difflib.unified_diff(old, text.splitlines(), "docs/api/MastheadCore.txt", "the built module", lineterm="")
        print("\n".join(diff))
        print("public API: the built module differs from docs/api/MastheadCore.txt; if the change is meant, "
              "record it with `make api` and say why in the commit")
        failed = True
    if count > BUDGET:
        print(f"public API: {count} declarations marked public, over the budget of {BUDGET} (Scripts/public-api.py): "
              "make what only the package's own targets use `package`")
        failed = True
    for problem in undocumented_types(symbols):
        print("public API: " + problem)
        failed = True
    types = len(list(filter(is_type, symbols)))
    summary = (f"public API: {count} declarations marked public (budget {BUDGET}), {len(symbols)} listed "
               f"with enum cases, protocol requirements and implicit initialisers; {types} types")
    if arguments.consumer and not failed:
        tests = run_consumer(write_consumer(os.path.abspath(arguments.consumer), symbols))
        failed = tests is None
        if tests is not None:
            summary += f"; {tests} example tests passed in a package outside this one"
    print(summary + (": failed" if failed else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
