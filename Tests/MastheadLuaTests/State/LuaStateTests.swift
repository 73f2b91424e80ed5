import Testing

@testable import MastheadLua

@Suite struct LuaStateTests {
    @Test func runsAChunkAndReturnsItsResult() throws {
        let lua = try LuaState()
        let value = try lua.run("return 1 + 2", chunkName: "=test")
        guard case .integer(3) = value else {
            Issue.record("got \(value)")
            return
        }
    }

    @Test func pushesAndReadsEveryPlainType() throws {
        let lua = try LuaState()
        let stack = lua.stack!
        stack.push(
            LuaValue.table(
                LuaTable(
                    array: [.integer(1), .number(2.5), .string("três"), .boolean(true)],
                    fields: ["nested": .table(LuaTable(fields: ["x": .string("y")]))])))
        stack.setGlobal("t")
        let result = try lua.run(
            "return #t .. ':' .. t[1] .. ':' .. t[2] .. ':' .. t[3] .. ':' .. tostring(t[4]) .. ':' .. t.nested.x",
            chunkName: "=test")
        guard case .string("4:1:2.5:três:true:y") = result else {
            Issue.record("got \(result)")
            return
        }
    }

    @Test func readsTablesBack() throws {
        let lua = try LuaState()
        let value = try lua.run("return { 10, 20, name = 'x', inner = { 1 } }", chunkName: "=t")
        guard case .table(let table) = value else {
            Issue.record("not a table")
            return
        }
        #expect(table.array.count == 2)
        guard case .string("x") = table.fields["name"] else {
            Issue.record("name")
            return
        }
        guard case .table(let inner) = table.fields["inner"], inner.array.count == 1 else {
            Issue.record("inner")
            return
        }
    }

    @Test func swiftFunctionsTakeArgumentsAndReturnResults() throws {
        let lua = try LuaState()
        lua.stack.pushClosure { stack in
            guard let x = stack.number(at: 1) else { throw LuaArgumentError(1, "number", function: "twice") }
            stack.push(x * 2)
            return 1
        }
        lua.stack.setGlobal("twice")
        guard case .number(8) = try lua.run("return twice(4)", chunkName: "=t") else {
            Issue.record("twice")
            return
        }
    }

    @Test func aFailingSwiftCallbackIsCaughtByTheScriptsOwnPcall() throws {
        let lua = try LuaState()
        lua.stack.pushClosure { _ in throw LuaScriptError("no thanks") }
        lua.stack.setGlobal("refuse")
        let value = try lua.run(
            """
            local ok, message = pcall(function() refuse() end)
            return tostring(ok) .. '|' .. message
            """, chunkName: "@script.lua")
        guard case .string(let text) = value else {
            Issue.record("not a string")
            return
        }
        #expect(text == "false|script.lua:1: no thanks")
    }

    @Test func anUncaughtCallbackErrorCarriesFileLineAndTraceback() throws {
        let lua = try LuaState()
        lua.stack.pushClosure { _ in throw LuaScriptError("broken") }
        lua.stack.setGlobal("broken")
        do {
            try lua.run("local x = 1\nlocal function f() broken() end\nf()", chunkName: "@s.lua")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .runtime)
            #expect(error.location == SourceLocation(file: "s.lua", line: 2))
            #expect(error.reason == "broken")
            #expect(error.traceback?.contains("s.lua:3") == true)
        }
    }

    @Test func syntaxErrorsNameTheLine() throws {
        let lua = try LuaState()
        do {
            try lua.run("local x = \n x +", chunkName: "@bad.lua")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.location?.file == "bad.lua")
            #expect(error.location?.line == 2)
        }
    }

    @Test func errorValuesThatAreNotStringsAreDescribed() throws {
        let lua = try LuaState()
        for (source, expected) in [
            ("error(nil)", "error object is nil"),
            ("error({ message = 'from a table' })", "from a table"),
            ("error(setmetatable({}, { __tostring = function() return 'custom' end }))", "custom"),
            ("error(true)", "error object is a boolean value (true)"),
            ("error({})", "error object is a table value"),
            (
                "error(setmetatable({}, { __tostring = function() error('again') end }))",
                "error object is a table value (its __tostring failed)"
            ),
        ] {
            do {
                try lua.run(source, chunkName: "=t")
                Issue.record("no error for \(source)")
            } catch {
                #expect(error.message == expected, "\(source)")
            }
        }
    }
}
