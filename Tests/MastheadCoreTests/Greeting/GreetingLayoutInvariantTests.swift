import Testing

@testable import MastheadCore

/// The layout's promises, checked over every text size, the widths 375, 393 and 430, collapse
/// 0, 0.25, 0.5, 0.75 and 1, loading and loaded, bare and pinned.
@Suite("GreetingHeader layout invariants")
struct GreetingLayoutInvariantTests {
    /// Pairs drawn on top of each other on purpose: the badge sits on the bell's corner; the date
    /// line and the compact greeting (or its placeholder) cross-fade in the same place; the pinned
    /// bar's bottom edge (the hairline) passes over the field as it folds away.
    static let designedOverlaps: Set<Set<String>> = [
        ["badge", "bell"], ["date_line", "compact_greeting"], ["date_line", "placeholder.compact_greeting"],
        ["search_field", "hairline"],
    ]

    static let widths = [375.0, 393, 430]
    static let collapses = [0.0, 0.25, 0.5, 0.75, 1]
    static let time = CivilTime(year: 2026, month: 10, day: 21, hour: 15, minute: 41)

    /// Long texts make the tightest layouts: a Wednesday in September, "Good afternoon", a long
    /// greeting name, three figures in the badge.
    static func headers() -> [(String, GreetingHeader)] {
        let profile = Profile(name: "Maximiliana Featherstonehaugh")
        var headers: [(String, GreetingHeader)] = []
        for pinned in [false, true] {
            for loaded in [true, false] {
                let header = GreetingHeader(
                    profile: loaded ? profile : nil, unreadCount: 120, searchPrompt: "Search notes, people and places",
                    pinned: pinned)
                headers.append(("\(pinned ? "pinned" : "bare") \(loaded ? "loaded" : "loading")", header))
            }
        }
        return headers
    }

    static func layouts() -> [(String, RenderTree, HeaderEnvironment)] {
        var result: [(String, RenderTree, HeaderEnvironment)] = []
        for (name, header) in headers() {
            for size in TextSize.allCases {
                for width in widths {
                    let environment = HeaderEnvironment(width: width, textSize: size)
                    for collapse in collapses {
                        let tree = header.layout(in: environment, at: time, collapse: collapse, shimmer: 0.5)
                        result.append(("\(name) \(size.shortName) w\(Int(width)) c\(collapse)", tree, environment))
                    }
                }
            }
        }
        return result
    }

    @Test func everyNumberIsFinite() {
        for (name, tree, _) in Self.layouts() {
            #expect(tree.size.height.isFinite && tree.size.height > 0, "\(name)")
            for element in tree.elements {
                #expect(element.frame.isFinite && element.opacity.isFinite, "\(name) \(element.id)")
                #expect(element.hit?.isFinite ?? true, "\(name) \(element.id) hit")
            }
        }
    }

    @Test func visibleElementsDoNotOverlapUnlessDesignedTo() {
        for (name, tree, _) in Self.layouts() {
            let visible = tree.elements.filter { tree.isVisible($0) }
            for (index, first) in visible.enumerated() {
                for second in visible[(index + 1)...] where first.frame.overlaps(second.frame) {
                    #expect(
                        Self.designedOverlaps.contains([first.id, second.id]), "\(name): \(first.id) × \(second.id)")
                }
            }
        }
    }

    @Test func visibleControlsHaveSeparateTargetsOfAtLeast44Points() {
        for (name, tree, _) in Self.layouts() {
            let controls = tree.elements.filter { $0.isControl && tree.isVisible($0) }
            for control in controls {
                guard let hit = control.hit else { continue }
                #expect(hit.width >= 44 && hit.height >= 44, "\(name) \(control.id) \(hit)")
                #expect(hit.contains(control.frame), "\(name) \(control.id) frame outside its target")
            }
            for (index, first) in controls.enumerated() {
                for second in controls[(index + 1)...] {
                    #expect(!(first.hit!.overlaps(second.hit!)), "\(name): targets \(first.id) × \(second.id)")
                }
            }
        }
    }

    /// Frames with their rings (the avatar's, the badge's) and targets stay inside the width, and
    /// nothing pokes above the header's top.
    @Test func nothingLeavesTheWidthOrTheTopRingsIncluded() {
        for (name, tree, environment) in Self.layouts() {
            #expect(tree.size.width == environment.width)
            for element in tree.elements {
                let outer = element.frame.insetBy(dx: -element.ringWidth, dy: -element.ringWidth)
                for rect in [outer] + (element.hit.map { [$0] } ?? []) {
                    #expect(
                        rect.minX >= -0.01 && rect.maxX <= environment.width + 0.01 && rect.minY >= -0.01,
                        "\(name) \(element.id) \(rect)")
                }
            }
        }
    }

    @Test func textsWrapInsideTheirFramesAndAreNeverCut() {
        for (name, tree, _) in Self.layouts() {
            for element in tree.elements {
                guard let text = element.text, let font = element.font, let lines = element.lines else { continue }
                #expect(
                    lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(name) \(element.id) lost text")
                for line in lines {
                    #expect(
                        font.width(of: line) <= element.frame.width + 0.01, "\(name) \(element.id) '\(line)' too wide")
                }
                if element.role == .text {
                    #expect(
                        Double(lines.count) * font.lineHeight <= element.frame.height + 0.01,
                        "\(name) \(element.id) too short")
                }
            }
        }
    }

    @Test func aVisibleGreetingIsWhollyInsideTheHeader() {
        for (name, tree, _) in Self.layouts() {
            let bounds = HeaderRect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
            for id in ["greeting", "compact_greeting", "placeholder.greeting"] {
                guard let element = tree[id], tree.isVisible(element) else { continue }
                #expect(bounds.contains(element.frame), "\(name) \(id) \(element.frame) in \(bounds)")
            }
        }
    }

    @Test func aPinnedHeaderKeepsEverythingBelowTheStatusBar() {
        for (name, tree, environment) in Self.layouts() where name.hasPrefix("pinned") {
            for element in tree.elements where tree.isVisible(element) {
                #expect(element.frame.minY >= environment.safeAreaTop - 0.01, "\(name) \(element.id)")
            }
        }
    }

    @Test func exactlyOneGreetingIsReadAtEveryCollapse() {
        for (name, tree, _) in Self.layouts() {
            let headings = tree.focusableElements.filter { $0.accessibility.traits.contains(.header) }
            let loading = tree.focusableElements.filter { $0.accessibility.label == "Loading" }
            #expect(headings.count + loading.count == 1, "\(name): \(headings.map(\.id)) \(loading.map(\.id))")
        }
    }

    @Test func theHeaderShrinksAsItCollapses() {
        for (name, header) in Self.headers() {
            for size in TextSize.allCases {
                let environment = HeaderEnvironment(width: 393, textSize: size)
                let heights = Self.collapses.map {
                    header.layout(in: environment, at: Self.time, collapse: $0, shimmer: nil).size.height
                }
                for (shorter, taller) in zip(heights.dropFirst(), heights) {
                    #expect(shorter < taller, "\(name) \(size.shortName): \(heights)")
                }
            }
        }
    }
}
