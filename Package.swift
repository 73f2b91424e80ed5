// swift-tools-version: 6.2
import PackageDescription

// The C shims compile with -Wall -Wextra, every warning an error (as every Swift one is, below).
let cWarnings: [CSetting] = [.enableWarning("all"), .enableWarning("extra"), .treatAllWarnings(as: .error)]

let package = Package(
    name: "Masthead",
    products: [
        .executable(name: "masthead", targets: ["masthead"]),
        .library(name: "MastheadCore", targets: ["MastheadCore"]),
    ],
    targets: [
        // Debian's liblua5.4-dev, found through pkg-config.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev", "pkg-config"])]
        ),
        // What Swift cannot import from lua.h (macros), plus the C side of the sandbox:
        // error trampolines, the capped allocator, the budget hook and bounded pattern matching.
        .target(name: "CLuaShim", dependencies: ["CLua"], cSettings: cWarnings),
        // What worker processes need from C: the progress page shared with the parent, and
        // prctl(PR_SET_PDEATHSIG); and the signal handlers, with all they touch (interrupts,
        // the children and files they clean up, the fuzzer's crash note).
        .target(name: "CWorkerShim", cSettings: cWarnings),
        // Text helpers every other target shares: escaping for each output format, Lua literals,
        // "did you mean" suggestions, decimal numbers. Depends on nothing.
        .target(name: "MastheadText"),
        .target(name: "MastheadCore", dependencies: ["MastheadText"], linkerSettings: [.linkedLibrary("m")]),
        .target(name: "MastheadRender", dependencies: ["MastheadCore", "MastheadText"]),
        .target(
            name: "MastheadLua", dependencies: ["CLuaShim", "MastheadCore", "MastheadRender", "MastheadText"],
            linkerSettings: [.linkedLibrary("m")]),
        // Hostile input: the component fuzzer (controllers driven directly) and the script fuzzer
        // (mutated and generated Lua through the sandbox).
        .target(
            name: "MastheadFuzz",
            dependencies: ["CWorkerShim", "MastheadCore", "MastheadRender", "MastheadLua", "MastheadText"]
        ),
        // The runner, in four rooms, each depending only on the ones above it.
        // Running a suite: discovery, selection and the plan, worker processes and their watchdog,
        // snapshots and examples on disk, the trace documents of traced scenarios, the reporter
        // interface and the process's text outputs.
        .target(
            name: "MastheadRunning",
            dependencies: [
                "CWorkerShim", "MastheadLua", "MastheadCore", "MastheadRender", "MastheadFuzz", "MastheadText",
            ]
        ),
        // What a run is reported as: pretty, list, TAP, JUnit, JSON, HTML, github, failure
        // artifacts, the snapshot summary, JUnit merging and its XML reader.
        .target(
            name: "MastheadReports",
            dependencies: ["MastheadRunning", "MastheadLua", "MastheadCore", "MastheadRender", "MastheadText"]),
        // What people look at and edit in: trace pages, the gallery, the preview server, watch mode,
        // rendering one state, the plugin audit.
        .target(
            name: "MastheadStudio",
            dependencies: [
                "CWorkerShim", "MastheadRunning", "MastheadReports", "MastheadLua", "MastheadCore", "MastheadRender",
                "MastheadText",
            ]),
        // The command line: one table of commands and their options, each a thin body over the rooms.
        .target(
            name: "MastheadCLI",
            dependencies: [
                "CWorkerShim", "MastheadRunning", "MastheadReports", "MastheadStudio", "MastheadLua", "MastheadCore",
                "MastheadFuzz", "MastheadText",
            ]),
        .executableTarget(name: "masthead", dependencies: ["MastheadCLI", "MastheadRunning"]),
        // The two synthetic scenarios of Scripts/bench.py on the controllers directly, for counting
        // what the components cost (`make bench-count`; `make release` builds only masthead).
        .executableTarget(
            name: "component-count", dependencies: ["MastheadCore", "MastheadRender"], path: "Benchmarks/ComponentCount"
        ),
        // A third header that only the tests know (docs/architecture.md, "Adding a header"): its
        // kind and controller, for MastheadCoreTests and for its binding in MastheadLuaTests.
        .target(name: "TestHeaders", dependencies: ["MastheadCore"], path: "Tests/TestHeaders"),
        .testTarget(name: "MastheadCoreTests", dependencies: ["MastheadCore", "TestHeaders"]),
        // Running real tools (xmllint, Chromium, python, the masthead binary), scratch folders and
        // tmpfs mounts, for the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "MastheadTextTests", dependencies: ["MastheadText", "TestSupport"]),
        .testTarget(name: "MastheadRenderTests", dependencies: ["MastheadRender", "TestSupport"]),
        .testTarget(name: "MastheadLuaTests", dependencies: ["MastheadLua", "TestHeaders", "TestSupport"]),
        // What the runner's tests share: suites made on disk, running them, the report consumers.
        .target(
            name: "RunnerTestSupport",
            dependencies: [
                "MastheadRunning", "MastheadReports", "MastheadStudio", "MastheadCLI", "MastheadLua", "TestSupport",
            ], path: "Tests/RunnerTestSupport"),
        // The runner's tests mirror its rooms; feature tests drive the whole runner, so each may
        // reach every room.
        .testTarget(
            name: "MastheadRunningTests",
            dependencies: [
                "MastheadRunning", "MastheadReports", "MastheadStudio", "MastheadCLI", "MastheadLua",
                "RunnerTestSupport", "TestSupport",
            ]),
        .testTarget(
            name: "MastheadReportsTests",
            dependencies: [
                "MastheadRunning", "MastheadReports", "MastheadStudio", "MastheadCLI", "MastheadLua",
                "RunnerTestSupport", "TestSupport",
            ]),
        .testTarget(
            name: "MastheadStudioTests",
            dependencies: [
                "MastheadRunning", "MastheadReports", "MastheadStudio", "MastheadCLI", "MastheadLua",
                "RunnerTestSupport", "TestSupport",
            ]),
        .testTarget(
            name: "MastheadCLITests",
            dependencies: [
                "MastheadRunning", "MastheadReports", "MastheadStudio", "MastheadCLI", "MastheadLua",
                "RunnerTestSupport", "TestSupport",
            ]),
        .testTarget(name: "MastheadFuzzTests", dependencies: ["MastheadFuzz", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// Zero compiler warnings, enforced: in every target of ours a Swift warning is an error (and a C
// one, through cWarnings), so `swift build`, `swift test` and `make test` stop at it with its file
// and line, and an incremental build cannot hide it, as it would a warning that a cached object no
// longer repeats. SwiftPM applies these to this package and to it as a path dependency, never to
// remote ones.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
