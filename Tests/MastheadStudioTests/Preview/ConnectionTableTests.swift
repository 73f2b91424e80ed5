import Testing

@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// The caps: a newcomer over a cap takes the place of the oldest connection still sending its
/// head (of its own address first), never of one being answered.
@Suite struct ConnectionTableTests {
    /// Real sockets (one end of a pair each), so that a drop's `shutdown` has something to shut;
    /// closed when the test lets go of them.
    final class Pairs {
        let all: [(mine: Int32, peer: Int32)]
        init(_ count: Int) {
            all = (0..<count).map { _ in
                var ends: [Int32] = [0, 0]
                socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends)
                return (ends[0], ends[1])
            }
        }
        subscript(index: Int) -> (mine: Int32, peer: Int32) { all[index] }
        deinit {
            all.forEach {
                close($0.mine)
                close($0.peer)
            }
        }
    }

    /// Whether the table shut `pair.mine` down (its peer then reads end of file).
    func dropped(_ pair: (mine: Int32, peer: Int32)) -> Bool {
        var byte: UInt8 = 0
        return recv(pair.peer, &byte, 1, Int32(MSG_DONTWAIT)) == 0
    }

    @Test func aNewcomerTakesTheOldestWaitingPlaceOfItsClient() throws {
        let table = ConnectionTable(limits: .init(total: 3, perClient: 2))
        let pairs = Pairs(4)
        let first = try #require(table.admit(pairs[0].mine, client: 1))
        _ = try #require(table.admit(pairs[1].mine, client: 1))
        table.answered(first)
        _ = try #require(table.admit(pairs[2].mine, client: 1))
        #expect(!dropped(pairs[0]), "an answered connection keeps its place")
        #expect(dropped(pairs[1]), "the oldest still waiting gave way")
        #expect(table.count == 2)
        _ = try #require(table.admit(pairs[3].mine, client: 2))
        #expect(table.count == 3)
    }

    @Test func aTableOfAnsweredConnectionsRefusesNewcomers() throws {
        let table = ConnectionTable(limits: .init(total: 2, perClient: 2))
        let pairs = Pairs(3)
        for pair in pairs.all.prefix(2) { table.answered(try #require(table.admit(pair.mine, client: 1))) }
        #expect(table.admit(pairs[2].mine, client: 7) == nil)
        #expect(!dropped(pairs[0]) && !dropped(pairs[1]))
    }

    @Test func anAnsweredConnectionWhoseClientHungUpMakesRoom() throws {
        let table = ConnectionTable(limits: .init(total: 1, perClient: 1))
        let pairs = Pairs(2)
        table.answered(try #require(table.admit(pairs[0].mine, client: 1)))
        #expect(table.admit(pairs[1].mine, client: 1) == nil)
        shutdown(pairs[0].peer, Int32(SHUT_WR))
        #expect(table.admit(pairs[1].mine, client: 1) != nil)
    }

    @Test func closingDropsEveryoneAndWaitsForThem() throws {
        let table = ConnectionTable()
        let pairs = Pairs(2)
        let ids = try pairs.all.map { try #require(table.admit($0.mine, client: 1)) }
        table.answered(ids[0])
        let leaver = TestThread {
            usleep(100_000)
            ids.forEach { table.leave($0) }
        }
        table.closeAndDrain()
        leaver.join()
        #expect(dropped(pairs[0]) && dropped(pairs[1]))
        #expect(table.admit(pairs[0].mine, client: 1) == nil, "a closed table admits no one")
    }
}
