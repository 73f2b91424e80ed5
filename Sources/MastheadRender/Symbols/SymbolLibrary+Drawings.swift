/// The drawings, on the 24×24 design grid: outlines at the library's stroke width, filled parts
/// where SF fills them (bell.fill, the envelope's badge, sparkles).
extension SymbolLibrary {
    static let drawings: [Symbol] = [
        Symbol(
            name: "bell", glyph: "⍾", parts: [Symbol.Part(bellBody), Symbol.Part(bellHook), Symbol.Part(bellClapper)]),
        Symbol(
            name: "bell.fill", glyph: "⍾",
            parts: [
                Symbol.Part(bellBody, .fill), Symbol.Part(bellBody), Symbol.Part(bellHook),
                Symbol.Part("M9.6 19.2a2.4 2.4 0 0 0 4.8 0Z", .fill),
            ]),
        Symbol(
            name: "magnifyingglass", glyph: "⌕",
            parts: [Symbol.Part("M17 10.5a6.5 6.5 0 1 1-13 0a6.5 6.5 0 1 1 13 0Z"), Symbol.Part("M15.4 15.4l5 5")]),
        Symbol(name: "checkmark", glyph: "✓", parts: [Symbol.Part("M5 12.8l4.4 4.4L19 7")]),
        Symbol(name: "line.3.horizontal.decrease", glyph: "≡", parts: [Symbol.Part("M4 7h16M7 12h10M10 17h4")]),
        Symbol(
            name: "person.crop.circle", glyph: "◉",
            parts: [
                Symbol.Part("M21.5 12a9.5 9.5 0 1 1-19 0a9.5 9.5 0 1 1 19 0Z"),
                Symbol.Part("M15.3 9.6a3.3 3.3 0 1 1-6.6 0a3.3 3.3 0 1 1 6.6 0Z"),
                Symbol.Part("M6.1 18.7c1.3-2.3 3.4-3.6 5.9-3.6s4.6 1.3 5.9 3.6"),
            ]),
        Symbol(
            name: "envelope.badge", glyph: "✉",
            parts: [
                Symbol.Part("M14.5 6H5a1.8 1.8 0 0 0-1.8 1.8v9.9A1.8 1.8 0 0 0 5 19.5h14a1.8 1.8 0 0 0 1.8-1.8V11"),
                Symbol.Part("M3.6 7.3l8.4 5.9 3.6-2.5"),
                Symbol.Part("M22.5 5.5a3 3 0 1 1-6 0a3 3 0 1 1 6 0Z", .fill),
            ]),
        Symbol(
            name: "bookmark", glyph: "⚑",
            parts: [Symbol.Part("M7 3.5h10a1 1 0 0 1 1 1v16l-6-4.2-6 4.2v-16a1 1 0 0 1 1-1Z")]),
        Symbol(
            name: "clock", glyph: "◷",
            parts: [Symbol.Part("M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0Z"), Symbol.Part("M12 7v5.2l3.4 2.1")]),
        Symbol(
            name: "headphones", glyph: "∩",
            parts: [
                Symbol.Part("M4.5 15.5V12a7.5 7.5 0 0 1 15 0v3.5"),
                Symbol.Part(
                    "M4.5 14h1.8a1.2 1.2 0 0 1 1.2 1.2v4.1a1.2 1.2 0 0 1-1.2 1.2H5.7a1.2 1.2 0 0 1-1.2-1.2Z", .fill),
                Symbol.Part(
                    "M19.5 14h-1.8a1.2 1.2 0 0 0-1.2 1.2v4.1a1.2 1.2 0 0 0 1.2 1.2h.6a1.2 1.2 0 0 0 1.2-1.2Z", .fill),
            ]),
        Symbol(
            name: "calendar", glyph: "▦",
            parts: [
                Symbol.Part(
                    "M6 4.8h12a2.5 2.5 0 0 1 2.5 2.5v11a2.5 2.5 0 0 1-2.5 2.5H6a2.5 2.5 0 0 1-2.5-2.5v-11A2.5 2.5 0 0 1 6 4.8Z"
                ),
                Symbol.Part("M3.5 9.5h17M8 3v3.5M16 3v3.5"),
                Symbol.Part("M7 12.5h2v2H7ZM11 12.5h2v2h-2ZM15 12.5h2v2h-2ZM7 16h2v2H7ZM11 16h2v2h-2Z", .fill),
            ]),
        Symbol(
            name: "star", glyph: "★",
            parts: [
                Symbol.Part(
                    "M12 3.3L14.35 9.56L21.04 9.86L15.8 14.04L17.58 20.49L12 16.8L6.42 20.49L8.2 14.04L2.96 9.86L9.65 9.56Z"
                )
            ]),
        Symbol(
            name: "flame", glyph: "∆",
            parts: [
                Symbol.Part(
                    "M12 21.2c3.5 0 6-2.5 6-5.9 0-4.1-3.2-6.2-4.3-10.8-2.4 1.7-3.9 4.2-4.1 7-.9-.7-1.4-1.7-1.6-3-1.4 1.4-2.1 3.5-2.1 6.8 0 3.4 2.6 5.9 6.1 5.9Z"
                )
            ]),
        Symbol(
            name: "newspaper", glyph: "▤",
            parts: [
                Symbol.Part("M4 5h12.5v13.5a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2Z"),
                Symbol.Part("M16.5 9h3.5v9.5a2 2 0 0 1-2 2"),
                Symbol.Part("M7 8.5h6.5M7 12h6.5M7 15.5h4"),
            ]),
        Symbol(
            name: "sparkles", glyph: "✦",
            parts: [
                Symbol.Part(
                    "M10 3c.7 3.9 2.6 5.8 6.5 6.5-3.9.7-5.8 2.6-6.5 6.5-.7-3.9-2.6-5.8-6.5-6.5C7.4 8.8 9.3 6.9 10 3Z",
                    .fill),
                Symbol.Part(
                    "M18 14c.35 1.8 1.2 2.65 3 3-1.8.35-2.65 1.2-3 3-.35-1.8-1.2-2.65-3-3 1.8-.35 2.65-1.2 3-3Z", .fill),
                Symbol.Part(
                    "M18.5 3.5c.2 1 .7 1.5 1.7 1.7-1 .2-1.5.7-1.7 1.7-.2-1-.7-1.5-1.7-1.7 1-.2 1.5-.7 1.7-1.7Z", .fill),
            ]),
        Symbol(name: "xmark", glyph: "✕", parts: [Symbol.Part("M6 6l12 12M18 6L6 18")]),
        Symbol(name: "chevron.down", glyph: "⌄", parts: [Symbol.Part("M6 9.5l6 6 6-6")]),
        Symbol(name: "plus", glyph: "+", parts: [Symbol.Part("M12 5v14M5 12h14")]),
    ]

    private static let bellBody =
        "M12 3.8c-3.1 0-5.4 2.4-5.4 5.6v3.8L4.9 16c-.4.6 0 1.3.7 1.3h12.8c.7 0 1.1-.7.7-1.3l-1.7-2.8V9.4c0-3.2-2.3-5.6-5.4-5.6Z"
    private static let bellHook = "M12 2.3v1.5"
    private static let bellClapper = "M9.9 19.6a2.2 2.2 0 0 0 4.2 0"
}
