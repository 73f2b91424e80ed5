import TestSupport
import Testing

@testable import MastheadLua

/// Files load in Masthead as `lua5.4` loads them (`luaL_loadfilex`): each start below is written
/// to a file, loaded by lua5.4's `loadfile` and by `LuaStack.load(file:)`, and the two must
/// return the same values or the same error message, byte for byte.
@Suite struct LuaFileChunkTests {
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let files: [[UInt8]] = [
        bom + bytes("return 1 + 1"),
        bytes("#!/usr/bin/env lua5.4\nreturn 3"),
        bom + bytes("#!/usr/bin/env lua5.4\nreturn 4"),
        bytes("#!x\n\nerror('on line three')"),
        bom + bytes("#\nlocal x = nil\nreturn x.field"),
        bytes("#!x\r\nerror('CR LF: still line two')"),
        bytes("return 1\r\n+\r\nnil"),
        bytes("return 1\n\r+\r\rnil"),
        bytes("local a = 1\r\n\r\nerror('line three after CR LF')"),
        bytes("return #'") + [0xE1] + bytes("', ('") + [0xE1, 0xFF] + bytes("'):byte(1, -1)"),
        bytes("return '👩‍👩‍👧 שלום', #'👋'"),
        [0xEF, 0xBB] + bytes("return 5"),
        [0xEF] + bytes("return 6"),
        [0xEF, 0x41] + bytes("return 7"),
        [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + bytes("return 8"),
        bytes("#"),
        bytes("#!only a line\n"),
        bom,
        bom + bytes("#"),
        [],
        bytes(" #!not first\nreturn 9"),
        bytes("return 10 #"),
        bytes("-- a comment\nreturn 11"),
    ]

    @Test(.needs(.lua), arguments: files.indices)
    func loadsAsLua54Loads(_ index: Int) throws {
        let folder = try ScratchDirectory(prefix: "masthead-file-chunk")
        defer { folder.remove() }
        let path = folder.path + "/chunk.lua"
        try ScratchDirectory.writeBytes(Self.files[index], to: path)
        let reader = try folder.write("reader.lua", Self.reader)
        let reference = try runProcess(OutsideTool.lua.path, [reader, path])
        let loaded = try Self.masthead(Self.files[index], chunkName: "@" + path)
        #expect(loaded == reference)
    }

    /// lua5.4 loads the file named by arg[1] and writes what it returns, or the error.
    static let reader = """
        local f, e = loadfile(arg[1])
        local r = f and table.pack(pcall(f)) or { n = 2, false, e }
        for i = 1, r.n do r[i] = tostring(r[i]) end
        io.write(table.concat(r, "|"))
        """

    /// The same through Masthead's loader, in a sandboxed state.
    static func masthead(_ file: [UInt8], chunkName: String) throws -> String {
        let lua = try LuaState()
        lua.arm(.testDefault)
        do {
            try lua.stack.load(file: file, chunkName: chunkName)
        } catch {
            return "false|" + error.message
        }
        try lua.stack.load(
            """
            local r = table.pack(pcall(...))
            for i = 1, r.n do r[i] = tostring(r[i]) end
            return table.concat(r, "|")
            """, chunkName: "=probe")
        lua.stack.insert(at: -2)
        try lua.stack.call(arguments: 1, results: 1)
        return lua.stack.string(at: -1) ?? ""
    }

    @Test func aBinaryChunkAfterAHashLineIsStillRefused() throws {
        let lua = try LuaState()
        let error = #expect(throws: LuaError.self) {
            try lua.stack.load(file: Self.bytes("#!x\n\u{1B}Lua"), chunkName: "@x.lua")
        }
        #expect(error?.message == "attempt to load a binary chunk (mode is 't')")
    }

    @Test func linesAreNumberedAsLuaNumbersThem() {
        #expect(LuaFileChunk.lines(of: "a\r\nb\n\rc\rd\ne") == ["a", "b", "c", "d", "e"])
        #expect(LuaFileChunk.lines(of: "a\n\nb\r\n\r\nc") == ["a", "", "b", "", "c"])
        #expect(LuaFileChunk.lines(of: "\u{FEFF}first\nsecond\n") == ["first", "second", ""])
        #expect(LuaFileChunk.lines(of: "") == [""])
        #expect(LuaFileChunk.lines(of: "שלום 👋\r\n👩‍👩‍👧") == ["שלום 👋", "👩‍👩‍👧"])
    }
}
