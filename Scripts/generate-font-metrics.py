#!/usr/bin/env python3
"""Generate Sources/MastheadCore/Text/FontMetrics+Generated.swift from Inter.

Masthead measures text without a font engine: it sums advance widths from a
table bundled in the source. The face being imitated is the iOS system font
(SF Pro); Inter (SIL Open Font License 1.1, Debian package `fonts-inter`) is its
openly licensed stand-in. This script reads the advances from the installed OTF
files with fontTools and writes them as compact hex strings (little-endian
UInt16 font units) that the Swift side decodes on first use.

Usage:
    python3 Scripts/generate-font-metrics.py            # rewrite the Swift file
    python3 Scripts/generate-font-metrics.py --check    # exit 1 if it is stale

The output depends only on the font files (their SHA-256 is recorded in the
header) and on Unicode general categories of long-assigned code points, so every
run on every machine gives the same bytes.
"""

import argparse
import hashlib
import os
import sys
import unicodedata

try:
    from fontTools.ttLib import TTFont
except ImportError:
    # Debian's python3-fonttools is installed for the system interpreter; a
    # pyenv or virtualenv python3 earlier on PATH does not see it. Retry once
    # with the system interpreter before giving up.
    SYSTEM_PYTHON = "/usr/bin/python3"
    if (
        os.environ.get("MASTHEAD_FONT_METRICS_REEXEC") is None
        and os.path.exists(SYSTEM_PYTHON)
        and os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON)
    ):
        os.environ["MASTHEAD_FONT_METRICS_REEXEC"] = "1"
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + sys.argv)
    sys.exit("generate-font-metrics.py needs fontTools: apt-get install python3-fonttools")

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(REPO, "Sources", "MastheadCore", "Text", "FontMetrics+Generated.swift")
DEFAULT_FONT_DIR = "/usr/share/fonts/opentype/inter"

# (Swift static property, Inter style). Weights lighter than regular measure as
# regular, and `heavy` is Inter ExtraBold: see FontWeight.swift.
FACES = [
    ("regular", "Regular"),
    ("medium", "Medium"),
    ("semibold", "SemiBold"),
    ("bold", "Bold"),
    ("heavy", "ExtraBold"),
    ("black", "Black"),
]

# Code points with an entry in the table, as inclusive ranges, in table order:
# Basic Latin .. Latin Extended-B, General Punctuation, the euro sign.
RANGES = [(0x0020, 0x024F), (0x2000, 0x206F), (0x20AC, 0x20AC)]

# Categories that draw nothing: controls, format characters (soft hyphen,
# ZWJ, bidi marks), line/paragraph separators, marks, unassigned.
INVISIBLE = {"Cc", "Cf", "Zl", "Zp", "Mn", "Me", "Cn"}

EMOJI_EM = 1.23
VALUES_PER_LINE = 16
NO_TABULAR = 0xFFFF


def covered_code_points():
    for first, last in RANGES:
        yield from range(first, last + 1)


def tabular_substitutions(font):
    """Glyph -> tabular glyph, from every single substitution of the `tnum` feature."""
    gsub = font["GSUB"].table
    lookup_indices = sorted(
        {
            index
            for record in gsub.FeatureList.FeatureRecord
            if record.FeatureTag == "tnum"
            for index in record.Feature.LookupListIndex
        }
    )
    mapping = {}
    for index in lookup_indices:
        lookup = gsub.LookupList.Lookup[index]
        for subtable in lookup.SubTable:
            if lookup.LookupType == 7:  # extension: unwrap
                subtable = subtable.ExtSubTable
            if hasattr(subtable, "mapping"):  # SingleSubst
                mapping.update(subtable.mapping)
    if not mapping:
        sys.exit("no single substitutions found for the tnum feature")
    return mapping


def advance_of(code_point, cmap, advances):
    """Advance in font units that Masthead should use for a covered code point."""
    char = chr(code_point)
    if unicodedata.category(char) in INVISIBLE:
        return 0
    if code_point in cmap:
        return advances[cmap[code_point]]
    # Not in the font (U+0149, U+01C4): a compatibility decomposition is drawn
    # as its parts, so sum their advances; otherwise use "n" like any unknown.
    parts = unicodedata.decomposition(char).replace("<compat>", "").split()
    if parts and all(int(part, 16) in cmap for part in parts):
        return sum(advances[cmap[int(part, 16)]] for part in parts)
    return advances[cmap[ord("n")]]


def read_face(path):
    font = TTFont(path, lazy=True)
    cmap = font.getBestCmap()
    advances = {glyph: metric[0] for glyph, metric in font["hmtx"].metrics.items()}

    table = [advance_of(cp, cmap, advances) for cp in covered_code_points()]
    for value in table:
        if not 0 <= value < NO_TABULAR:
            sys.exit(f"{path}: advance {value} does not fit a UInt16")

    substitutions = tabular_substitutions(font)
    tabular = {
        cp: advances[substitutions[cmap[cp]]]
        for cp in covered_code_points()
        if cp in cmap and cmap[cp] in substitutions
    }
    # Tabular figures exist to share one width, but the static instances of
    # Inter 3.019 are off by a few units for "4" (1854 against 1856 in Medium,
    # up to 8 in Black), an interpolation artefact. Give all ten digits the
    # widest advance so monospaced figures really are monospaced.
    digit_points = range(ord("0"), ord("9") + 1)
    if any(cp not in tabular for cp in digit_points):
        sys.exit(f"{path}: tnum does not cover all ten digits")
    figure = max(tabular[cp] for cp in digit_points)
    if figure - min(tabular[cp] for cp in digit_points) > figure // 100:
        sys.exit(f"{path}: tabular digits differ by more than 1%; check the font")
    for cp in digit_points:
        tabular[cp] = figure

    lowercase = [advances[cmap[cp]] for cp in range(ord("a"), ord("z") + 1)]
    name = font["name"]
    return {
        "file": os.path.basename(path),
        "sha256": sha256_of(path),
        "version": name.getDebugName(5),
        "copyright": name.getDebugName(0),
        "units_per_em": font["head"].unitsPerEm,
        "table": table,
        "tabular": tabular,
        "n": advances[cmap[ord("n")]],
        "lowercase_average": sum(lowercase) / len(lowercase),
    }


def sha256_of(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def hex_lines(values):
    """Little-endian UInt16s as hex, VALUES_PER_LINE to a line."""
    encoded = [f"{value & 0xFF:02X}{value >> 8:02X}" for value in values]
    return [
        "".join(encoded[i : i + VALUES_PER_LINE]) for i in range(0, len(encoded), VALUES_PER_LINE)
    ]


def swift_double(value):
    text = repr(float(value))
    return text[:-2] if text.endswith(".0") else text


def render(faces, font_dir):
    first = faces[0]
    units_per_em = first["units_per_em"]
    versions = {face["version"] for face in faces}
    if any(face["units_per_em"] != units_per_em for face in faces) or len(versions) != 1:
        sys.exit("the faces disagree on unitsPerEm or version")

    tabular_points = sorted({cp for face in faces for cp in face["tabular"]})
    tabular_first, tabular_last = tabular_points[0], tabular_points[-1]

    out = []
    emit = out.append
    emit("// FontMetrics+Generated.swift")
    emit("//")
    emit("// GENERATED FILE: do not edit. Regenerate with")
    emit("//     python3 Scripts/generate-font-metrics.py")
    emit("//")
    emit(f"// Source: Inter, {first['version']} (Debian package fonts-inter),")
    emit(f"// {font_dir.rstrip('/')}/:")
    for face in faces:
        emit(f"//     {face['file']}  sha256 {face['sha256']}")
    emit(f"// {first['copyright']}.")
    emit("// Inter is licensed under the SIL Open Font License, Version 1.1 (OFL-1.1),")
    emit("// https://openfontlicense.org. Only advance widths are reproduced here.")
    emit("//")
    emit("// Advances are in font units, stored as hex of little-endian UInt16s over")
    emit("// `coveredRanges` in order. `tabular` holds the advances of Inter's `tnum`")
    emit(f"// substitutions from U+{tabular_first:04X}, 0x{NO_TABULAR:04X} where there is none.")
    emit("")
    emit("extension FontMetrics {")
    emit("    /// Font units per em of every bundled face.")
    emit(f"    static let unitsPerEm: Double = {units_per_em}")
    emit("")
    emit("    /// The code points that have a table entry, in table order.")
    ranges = ", ".join(f"0x{a:04X}...0x{b:04X}" for a, b in RANGES)
    emit(f"    static let coveredRanges: [ClosedRange<UInt32>] = [{ranges}]")
    emit("")
    emit("    /// The first code point of every face's `tabular` overlay.")
    emit(f"    static let tabularFirst: UInt32 = 0x{tabular_first:04X}")
    for swift_name, _ in FACES:
        face = next(f for f in faces if f["swift_name"] == swift_name)
        tabular = [face["tabular"].get(cp, NO_TABULAR) for cp in range(tabular_first, tabular_last + 1)]
        emit("")
        emit(f"    /// {face['file']}")
        emit(f"    static let {swift_name} = FontMetrics(")
        emit('        advancesHex: """')
        for line in hex_lines(face["table"]):
            emit(f"            {line}")
        emit('            """,')
        emit(f"        tabular: [{', '.join('0xFFFF' if v == NO_TABULAR else str(v) for v in tabular)}],")
        emit(f"        n: {face['n']},")
        emit(f"        lowercaseAverage: {swift_double(face['lowercase_average'])},")
        emit(f"        ideograph: {units_per_em},")
        emit(f"        emoji: {swift_double(round(EMOJI_EM * units_per_em, 6))}")
        emit("    )")
    emit("}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--font-dir", default=DEFAULT_FONT_DIR)
    parser.add_argument("--check", action="store_true", help="fail if the Swift file is stale")
    args = parser.parse_args()

    faces = []
    for swift_name, style in FACES:
        face = read_face(os.path.join(args.font_dir, f"Inter-{style}.otf"))
        face["swift_name"] = swift_name
        faces.append(face)
    text = render(faces, args.font_dir)

    if args.check:
        current = open(OUTPUT, encoding="utf-8").read() if os.path.exists(OUTPUT) else ""
        if current != text:
            sys.exit(f"{os.path.relpath(OUTPUT, REPO)} is stale: run {os.path.relpath(__file__, REPO)}")
        return
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"wrote {os.path.relpath(OUTPUT, REPO)}")


if __name__ == "__main__":
    main()
