/// The gallery's address (its fragment) as `name=value` pairs that three scripts share: the
/// navigation (`GalleryNavScript`) owns `view`, `entry` and `search`, the "Try it" panel
/// (`GalleryTryScript`) owns `try=COMPONENT` and its controls, which come first, and the panel's
/// motion (`GalleryMotionScript`) owns `play` and `frame`, the change played and the frame shown:
/// `#try=greeting&unread=7&view=one&entry=midnight%2Fgreeting-expanded&play=notify&frame=12`.
/// Each writes its own pairs and keeps the others', so a link shares all of them. A fragment without `=` is an
/// anchor (`#theme-midnight`, `#stories`), which neither reads as pairs.
///
/// The functions are written into each script's closure (`script`), not shared through a global.
enum GalleryAddress {
    /// The navigation's names; no control of `HeaderControl` is named so (GalleryAddressTests).
    static let navigationNames = ["view", "entry", "search"]
    /// The motion's names; no control is named so either.
    static let motionNames = ["play", "frame"]

    static let script = """
          var navigationNames = [\(navigationNames.map { "\"\($0)\"" }.joined(separator: ", "))];
          function isNavigationName(name) { return navigationNames.indexOf(name) >= 0; }
          var motionNames = [\(motionNames.map { "\"\($0)\"" }.joined(separator: ", "))];
          function isMotionName(name) { return motionNames.indexOf(name) >= 0; }
          // The fragment's pairs in order, each value as written (percent-encoded); none for an anchor.
          function addressPairs() {
            var fragment = location.hash.slice(1);
            if (fragment.indexOf("=") < 0) { return []; }
            return fragment.split("&").filter(Boolean).map(function (part) {
              var equals = part.indexOf("=");
              return equals < 0 ? [part, ""] : [part.slice(0, equals), part.slice(equals + 1)];
            });
          }
          function addressValue(written) {
            try { return decodeURIComponent(written.replace(/\\+/g, " ")); } catch (e) { return ""; }
          }
          // Replaces the fragment with `pairs` (without a history entry; none at all when unchanged).
          function writeAddress(pairs) {
            var fragment = pairs.map(function (pair) { return pair[0] + "=" + pair[1]; }).join("&");
            var address = location.pathname + location.search + (fragment ? "#" + fragment : "");
            if (address !== location.pathname + location.search + location.hash) { history.replaceState(null, "", address); }
          }

        """
}
