# Reads a PNG the way an image viewer does (zlib and the PNG filters, with Python's standard library
# only) and says what a person would see of it on a white page (see README.md).
#
#   png_pixels.py FILE X Y WIDTH HEIGHT
#
# prints "size W H", "corner R G B A" (the top-left pixel as stored), and, over the box given in
# pixels, composited on white: "dark N" (luminance under 96) and "light N" (over 160).
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as file:
        data = file.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and interlace == 0 and colour in (2, 6), "only 8-bit RGB or RGBA, not interlaced"
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(line)
        previous = line
    def pixel(x, y):
        p = rows[y][x * channels:(x + 1) * channels]
        return tuple(p) if channels == 4 else tuple(p) + (255,)
    return width, height, pixel


width, height, pixel = read_png(sys.argv[1])
x0, y0, w, h = (int(v) for v in sys.argv[2:6])
print("size", width, height, sep="\t")
print("corner", *pixel(0, 0), sep="\t")
dark = light = 0
for y in range(max(0, y0), min(height, y0 + h)):
    for x in range(max(0, x0), min(width, x0 + w)):
        r, g, b, a = pixel(x, y)
        on_white = [(c * a + 255 * (255 - a)) / 255 for c in (r, g, b)]
        luminance = 0.2126 * on_white[0] + 0.7152 * on_white[1] + 0.0722 * on_white[2]
        dark += luminance < 96
        light += luminance > 160
print("dark", dark, sep="\t")
print("light", light, sep="\t")
