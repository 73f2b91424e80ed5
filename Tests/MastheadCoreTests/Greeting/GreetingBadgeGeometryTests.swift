import Testing

@testable import MastheadCore

/// The unread badge sits as iOS puts a badge on a control's image: over the top-trailing corner
/// of the bell's symbol only, growing to the trailing side, clear of the avatar, and in the same
/// place whatever the count.
@Suite struct GreetingBadgeGeometryTests {
    static let time = CivilTime(year: 2026, month: 10, day: 23, hour: 9, minute: 41)

    static func tree(unread: Int, size: TextSize, width: Double = 393, pinned: Bool = false) -> RenderTree {
        GreetingHeader(profile: .sample, unreadCount: unread, pinned: pinned)
            .layout(in: HeaderEnvironment(width: width, textSize: size), at: time, collapse: 0, shimmer: nil)
    }

    /// The bell's symbol: `symbolSize` square, centred on the bell.
    static func symbol(in tree: RenderTree) throws -> HeaderRect {
        let bell = try #require(tree["bell"])
        let side = try #require(bell.symbolSize)
        return HeaderRect(x: bell.frame.midX - side / 2, y: bell.frame.midY - side / 2, width: side, height: side)
    }

    @Test(arguments: TextSize.allCases) func theBadgeCoversOnlyTheTopTrailingQuarterOfTheSymbol(size: TextSize) throws {
        for unread in [3, 42, 120] {
            let tree = Self.tree(unread: unread, size: size)
            let badge = try #require(tree["badge"])
            let symbol = try Self.symbol(in: tree)
            let outer = badge.frame.insetBy(dx: -badge.ringWidth, dy: -badge.ringWidth)
            let quarter = HeaderRect(x: symbol.midX, y: symbol.minY, width: symbol.width / 2, height: symbol.height / 2)
            if let covered = outer.intersection(symbol) {
                #expect(quarter.contains(covered), "\(size.shortName) \(unread): \(covered) outside \(quarter)")
            }
        }
    }

    @Test(arguments: TextSize.allCases) func aLongerCountGrowsToTheTrailingSideOnly(size: TextSize) throws {
        let one = try #require(Self.tree(unread: 3, size: size)["badge"]).frame
        let widest = try #require(Self.tree(unread: 120, size: size)["badge"]).frame
        #expect(widest.minX == one.minX && widest.minY == one.minY)
        #expect(widest.maxX > one.maxX)
    }

    @Test(arguments: TextSize.allCases) func theWidestBadgeClearsTheAvatarAndNothingMovesAsTheCountRolls(size: TextSize)
        throws
    {
        for width in [375.0, 393, 430] {
            for pinned in [false, true] {
                let widest = Self.tree(unread: 120, size: size, width: width, pinned: pinned)
                let badge = try #require(widest["badge"])
                let avatar = try #require(widest["avatar"])
                let badgeEdge = badge.frame.maxX + badge.ringWidth
                let avatarEdge = avatar.frame.minX - avatar.ringWidth
                #expect(avatarEdge - badgeEdge >= GreetingMetrics.badgeClearance - 0.001, "\(size.shortName) \(width)")
                let none = Self.tree(unread: 0, size: size, width: width, pinned: pinned)
                #expect(none["bell"]?.frame == widest["bell"]?.frame)
            }
        }
    }
}
