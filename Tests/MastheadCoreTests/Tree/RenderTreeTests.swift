import Testing

@testable import MastheadCore

/// Two trees are equal when every field is, the index by id aside (it is made from the elements).
@Suite struct RenderTreeTests {
    static let tree = MotionFixtures.tree([MotionFixtures.box("a", x: 0), MotionFixtures.box("b", x: 50)])

    @Test func aCopyAndARebuildAreEqual() {
        let rebuilt = MotionFixtures.tree([MotionFixtures.box("a", x: 0), MotionFixtures.box("b", x: 50)])
        #expect(Self.tree == Self.tree)
        #expect(Self.tree == rebuilt)
    }

    @Test func eachFieldTellsTreesApart() {
        let changes: [(String, (inout RenderTree) -> Void)] = [
            ("size", { $0.size.height += 1 }),
            ("element", { $0.update("b") { $0.opacity = 0.5 } }),
            ("component", { $0.component = "other" }),
            ("ground", { $0.ground = nil }),
            (
                "scroll rows",
                { $0.scrollRows.append(ScrollRow(id: "row", viewport: .zero, contentWidth: 10, offset: 0)) }
            ),
            ("theme", { $0.theme.name = "another" }),
            ("appearance", { $0.appearance = .dark }),
            ("transition", { $0.transition = .hero }),
        ]
        for (name, change) in changes {
            var changed = Self.tree
            change(&changed)
            #expect(changed != Self.tree, "\(name)")
        }
    }
}
