/// The names a LuaLS definition file (`---@meta`) declares, read the way types/masthead.lua is
/// written: `---@class NAME[: PARENT]` with its `---@field`s, a class bound to a table by
/// `local X = {}` or `NAME = {}` right under its annotations, methods `function X:name(` and
/// `function X.name(`, global functions `function name(` and global tables `name = {}`, and
/// `---@alias NAME "a" | "b"` (continued on `---|` lines).
struct LuaDefinitionFile {
    struct DefinedClass {
        var parent: String?
        var fields: [String] = []
        var methods: [String] = []
    }

    private(set) var classes: [String: DefinedClass] = [:]
    private(set) var globals: [String] = []
    private(set) var aliases: [String: [String]] = [:]

    init(_ text: String) throws {
        var pendingClass: String?
        var currentClass: String?
        var currentAlias: String?
        var tables: [String: String] = [:]
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let place = "types/masthead.lua:\(offset + 1)"
            if let alias = currentAlias, line.hasPrefix("---|") {
                aliases[alias, default: []] += Self.quotedStrings(in: line)
                continue
            }
            currentAlias = nil
            if line.hasPrefix("---@class ") {
                // "---@class masthead.GreetingHeader: masthead.Header"
                let words = line.dropFirst(10).split(separator: " ")
                var name = String(words[0])
                var parent: String?
                if name.hasSuffix(":") {
                    name.removeLast()
                    parent = String(words[1])
                }
                guard classes[name] == nil else { throw DefinitionError("\(place): class \(name) declared twice") }
                classes[name] = DefinedClass(parent: parent)
                pendingClass = name
                currentClass = name
            } else if line.hasPrefix("---@field ") {
                guard let owner = currentClass else { throw DefinitionError("\(place): a field outside a class") }
                var name = String(line.dropFirst(10).split(separator: " ")[0])
                if name.hasSuffix("?") { name.removeLast() }
                classes[owner]!.fields.append(name)
            } else if line.hasPrefix("---@alias ") {
                let rest = line.dropFirst(10)
                let name = String(rest.split(separator: " ")[0])
                aliases[name] = Self.quotedStrings(in: String(rest))
                currentAlias = name
            } else if line.hasPrefix("---") || line.hasPrefix("--") || line.isEmpty {
                continue
            } else if line.hasPrefix("local "), let equals = line.firstRange(of: " = {}") {
                let name = String(line.dropFirst(6)[..<equals.lowerBound])
                if let pendingClass { tables[name] = pendingClass }
            } else if line.hasPrefix("function ") {
                let signature = line.dropFirst(9).prefix { $0 != "(" }
                if let separator = signature.firstIndex(where: { $0 == ":" || $0 == "." }) {
                    let table = String(signature[..<separator])
                    let method = String(signature[signature.index(after: separator)...])
                    guard let owner = tables[table] else {
                        throw DefinitionError("\(place): \(table) is not bound to a class")
                    }
                    classes[owner]!.methods.append(method)
                } else {
                    globals.append(String(signature))
                }
            } else if let equals = line.firstRange(of: " = {}") {
                let name = String(line[..<equals.lowerBound])
                globals.append(name)
                if let pendingClass { tables[name] = pendingClass }
            } else {
                throw DefinitionError("\(place): not a line this reader knows: \(line)")
            }
            if !line.hasPrefix("---") { pendingClass = nil }
        }
    }

    /// Fields of `name` and of its ancestors.
    func allFields(of name: String) -> [String] {
        guard let defined = classes[name] else { return [] }
        return defined.fields + (defined.parent.map(allFields) ?? [])
    }

    /// Methods of `name` and of its ancestors.
    func allMethods(of name: String) -> [String] {
        guard let defined = classes[name] else { return [] }
        return defined.methods + (defined.parent.map(allMethods) ?? [])
    }

    private static func quotedStrings(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        }
    }
}

struct DefinitionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
