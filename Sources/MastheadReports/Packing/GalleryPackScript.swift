/// The page's first script (`GalleryPack`): unpacks the `PackedText` of `#masthead-pack` and puts
/// each text back into its frame (`[data-packed]`, in page order), then removes the packed text.
/// It runs where it stands, before `GalleryScript` and the preview's script look for pictures.
enum GalleryPackScript {
    static let source = """
        (function () {
          "use strict";
          var packed = document.getElementById("\(GalleryPack.scriptID)");
          if (!packed) { return; }
          var text = packed.textContent, value = {}, digits = "\(String(decoding: PackedText.digits, as: UTF16.self))";
          for (var d = 0; d < 64; d++) { value[digits.charCodeAt(d)] = d; }
          var out = new Uint16Array(text.length * 16), size = 0;
          function grow(more) {
            if (size + more <= out.length) { return; }
            var bigger = new Uint16Array(Math.max(out.length * 2, size + more));
            bigger.set(out);
            out = bigger;
          }
          for (var i = 0; i < text.length;) {
            var unit = text.charCodeAt(i);
            if (unit !== 126) { grow(1); out[size++] = unit; i += 1; continue; }
            var next = text.charCodeAt(i + 1);
            if (next === 126) { grow(1); out[size++] = 126; i += 2; continue; }
            if (next === 33) { grow(1); out[size++] = parseInt(text.substr(i + 2, 4), 16); i += 6; continue; }
            var length = \(PackedText.shortestCopy) + value[next] * 64 + value[text.charCodeAt(i + 2)];
            var from = size - (value[text.charCodeAt(i + 3)] * 4096 + value[text.charCodeAt(i + 4)] * 64
              + value[text.charCodeAt(i + 5)]);
            grow(length);
            for (var k = 0; k < length; k++) { out[size++] = out[from++]; }
            i += 6;
          }
          var parts = [];
          for (var at = 0, begin = 0; at <= size; at++) {
            if (at < size && out[at] !== 0) { continue; }
            var chunks = [];
            for (var c = begin; c < at; c += 8192) {
              chunks.push(String.fromCharCode.apply(null, out.subarray(c, Math.min(at, c + 8192))));
            }
            parts.push(chunks.join(""));
            begin = at + 1;
          }
          var frames = document.querySelectorAll("[data-packed]");
          for (var f = 0; f < frames.length && f < parts.length; f++) {
            frames[f].innerHTML = parts[f];
            frames[f].removeAttribute("data-packed");
          }
          packed.remove();
        })();

        """
}
