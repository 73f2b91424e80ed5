/// Loads one plugin file in a fresh sandboxed state of its own, under `LuaLimits.pluginLoad`:
/// a plugin that fails, loops or runs out of memory stops nothing but itself.
package enum PluginLoader {
    package static func load(_ source: ScenarioSource, limits: LuaLimits = .pluginLoad) -> PluginFile {
        let lua: LuaState
        do {
            lua = try LuaState()
        } catch {
            return PluginFile(source: source, declaration: nil, problems: [PluginProblem(error, file: source.path)])
        }
        lua.arm(limits)
        do {
            let descriptor = try PluginChunk.run(source, on: lua.stack)
            let lines = descriptor.diagnostics.isEmpty ? nil : TokenLines(source.text)
            let problems = descriptor.diagnostics.map { diagnostic in
                PluginProblem(
                    location: SourceLocation(
                        file: source.path,
                        line: lines?.line(of: diagnostic.path, from: descriptor.declaration.line) ?? 1),
                    message: diagnostic.text)
            }
            return PluginFile(source: source, declaration: descriptor.declaration, problems: problems)
        } catch {
            return PluginFile(source: source, declaration: nil, problems: [error])
        }
    }
}

/// One plugin file: what it declares (when it got that far) and everything wrong with it.
package struct PluginFile: Sendable {
    package var source: ScenarioSource
    package var declaration: PluginDeclaration?
    /// In line order.
    package var problems: [PluginProblem] {
        didSet { problems.sort { ($0.location.line, $0.message) < ($1.location.line, $1.message) } }
    }

    package init(source: ScenarioSource, declaration: PluginDeclaration?, problems: [PluginProblem]) {
        self.source = source
        self.declaration = declaration
        self.problems = problems.sorted { ($0.location.line, $0.message) < ($1.location.line, $1.message) }
    }

    /// Loaded and without problems: its theme or provider is in the catalogs.
    package var isValid: Bool { declaration != nil && problems.isEmpty }

    /// The line of a token of the declaration (`["extends"]`), by `TokenLines`.
    package func line(of path: [String]) -> Int {
        TokenLines.line(of: path, from: declaration?.line ?? 1, in: source.text)
    }

    /// "Plugins/themes/midnight.lua:2": where the declaration is.
    package var place: SourceLocation {
        SourceLocation(file: source.path, line: declaration?.line ?? 1)
    }
}
