import Synchronization
import Testing

@testable import MastheadLua

/// Counts how many `Counted` objects are alive, to prove `__gc` releases each exactly once.
private let alive = Atomic<Int>(0)

private final class Counted {
    var value = 0
    init() { alive.add(1, ordering: .relaxed) }
    deinit { alive.subtract(1, ordering: .relaxed) }
}

private let countedClass = LuaClass(
    name: "test.Counted",
    methods: [
        (
            "bump",
            LuaFunction { stack in
                guard let object: Counted = stack.object(at: 1, as: countedClass) else {
                    throw LuaArgumentError(1, "Counted", function: "bump")
                }
                object.value += 1
                stack.push(object.value)
                return 1
            }
        )
    ],
    get: LuaFunction { stack in
        let object: Counted? = stack.object(at: 1, as: countedClass)
        if stack.string(at: 2) == "value", let object { stack.push(object.value) } else { stack.pushNil() }
        return 1
    })

@Suite(.serialized) struct LuaObjectTests {
    private func makeState() throws -> LuaState {
        let lua = try LuaState()
        lua.stack.pushClosure { stack in
            stack.push(object: Counted(), as: countedClass)
            return 1
        }
        lua.stack.setGlobal("new")
        return lua
    }

    @Test func objectsHaveMethodsAndFields() throws {
        let lua = try makeState()
        guard case .integer(2) = try lua.run("local c = new(); c:bump(); c:bump(); return c.value", chunkName: "=t")
        else {
            Issue.record("value")
            return
        }
    }

    @Test func garbageCollectionReleasesEachObjectOnce() throws {
        let before = alive.load(ordering: .relaxed)
        do {
            let lua = try makeState()
            try lua.run("for i = 1, 100 do new():bump() end collectgarbage()", chunkName: "=t")
            #expect(alive.load(ordering: .relaxed) == before)
            try lua.run("keep = { new(), new(), new() }", chunkName: "=t")
            #expect(alive.load(ordering: .relaxed) == before + 3)
        }
        // Closing the state releases what was still reachable.
        #expect(alive.load(ordering: .relaxed) == before)
    }

    @Test func scriptsCannotReachTheMetatableToCallGcTwice() throws {
        let lua = try makeState()
        let value = try lua.run("return getmetatable(new())", chunkName: "=t")
        guard case .string("locked") = value else {
            Issue.record("metatable reachable: \(value)")
            return
        }
    }

    @Test func aWrongObjectIsRefusedWithAClearMessage() throws {
        let lua = try makeState()
        do {
            try lua.run("local c = new(); c.bump({})", chunkName: "@t.lua")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "t.lua:1: bad argument #1 to 'bump' (Counted expected)")
        }
    }

    @Test func anObjectIsNotOneOfAClassThisStateNeverRegistered() throws {
        let lua = try makeState()
        let other = LuaClass(name: "test.Other", methods: [])
        lua.stack.push(object: Counted(), as: countedClass)
        defer { lua.stack.pop() }
        let counted: Counted? = lua.stack.object(at: -1, as: countedClass)
        let elsewise: Counted? = lua.stack.object(at: -1, as: other)
        #expect(counted != nil)
        #expect(elsewise == nil)
        lua.stack.push(1)
        defer { lua.stack.pop() }
        let number: Counted? = lua.stack.object(at: -1, as: countedClass)
        #expect(number == nil)
    }
}
