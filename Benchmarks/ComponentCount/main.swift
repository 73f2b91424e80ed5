import MastheadCore
import MastheadRender

#if canImport(Glibc)
    import Glibc
#endif

/// The steps of `Scripts/bench.py`'s two synthetic scenarios, taken on the controllers directly:
/// what the components cost without Lua, the bindings or isolation. Counted under callgrind by
/// `Scripts/bench_count.py --components` (`make bench-count`: 200 scenarios less 100).
///
///     component-count greeting|scope N [--no-memo]
///
/// `--no-memo` turns the live headers' memo layer off (`LayoutMemo`): what it saves is the
/// difference.
enum ComponentCount {
    /// `greeting_scenario`: a pinned header, ten steps, the reads its assertions make.
    static func greeting(_ index: Int) throws {
        let unread = index % 7
        let scene = HeaderScene()
        let header = GreetingHeaderController(
            inputs: GreetingHeader(profile: .sample, unreadCount: unread, pinned: true),
            environment: HeaderEnvironment(), clock: scene.clock)
        scene.add(header)
        header.scroll(to: 10)
        header.scroll(by: 20)
        header.notify(2)
        check(header.inputs.unreadCount == unread + 2)
        try scene.advance(by: 0.1)
        try header.tap(GreetingHeaderID.bell)
        let tree = header.currentTree()
        check(tree[GreetingHeaderID.bell].map(tree.isVisible) == true)
        header.scroll(to: 80)
        check(header.collapse == 1)
        try scene.settle()
        check(header.currentTree()[GreetingHeaderID.compactGreeting]?.text == "Good morning, Maya")
        check(contains(TextRenderer.utf8(header.currentTree()), "Maya"))
    }

    /// `scope_scenario`: the sample scopes and chips, a tab, a chip on and off, a scroll.
    static func scope(_ index: Int) throws {
        let scene = HeaderScene()
        let header = try ScopeHeaderController(
            inputs: ScopeHeader(
                title: "Reading", scopes: ScopeHeader.sampleScopes, chips: ScopeHeader.sampleChips, hasFilters: true,
                pinned: true),
            environment: HeaderEnvironment(), clock: scene.clock)
        scene.add(header)
        try header.tap("scope.following")
        check(header.inputs.selectedScope == "following")
        try header.tap("chip.unread")
        check(header.inputs.selectedChips == ["unread"])
        header.scroll(to: 40)
        try scene.advance(by: 0.2)
        try header.tap("chip.unread")
        try scene.settle()
        check(contains(header.currentTree()["filters"]?.accessibility.spoken ?? "", "Filters"))
        let tree = header.currentTree()
        check(tree["underline"].map(tree.isVisible) == true)
    }

    /// `text` holds `part`, byte for byte (as Lua's `string.find` with `plain` looks; the
    /// standard library's `contains` would break both into graphemes, and cost as much as the
    /// steps it checks).
    static func contains(_ text: String, _ part: String) -> Bool {
        text.withCString { text in part.withCString { part in strstr(text, part) != nil } }
    }

    /// The same in UTF-8 bytes (`h:text()` hands Lua the text picture's bytes, which hold no NUL).
    static func contains(_ bytes: [UInt8], _ part: String) -> Bool {
        (bytes + [0]).withUnsafeBufferPointer { text in
            part.withCString { part in
                strstr(UnsafeRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self), part) != nil
            }
        }
    }

    static func check(_ condition: Bool, line: UInt = #line) {
        if !condition { fatalError("component-count: the check on line \(line) failed") }
    }
}

var arguments = CommandLine.arguments
if arguments.last == "--no-memo" {
    arguments.removeLast()
    LayoutMemoSwitch.turn(on: false)
}
guard arguments.count == 3, let count = Int(arguments[2]), ["greeting", "scope"].contains(arguments[1]) else {
    fatalError("usage: component-count greeting|scope N [--no-memo]")
}
for index in 0..<count {
    try arguments[1] == "greeting" ? ComponentCount.greeting(index) : ComponentCount.scope(index)
}
