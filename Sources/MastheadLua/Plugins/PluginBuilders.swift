/// The globals a plugin file declares itself with: `theme{...}` and `status_provider{...}`.
///
/// Each reads and checks its table and returns a descriptor (a Lua object) that the file must
/// return. Problems with tokens do not raise: they travel in the descriptor with their token
/// paths, so the loader can report all of them at their lines. Only a call without a table
/// raises, as any misuse of a function would.
enum PluginBuilders {
    static let descriptorClass = LuaClass(name: "masthead.plugin", methods: [])
    /// Registry keys: every descriptor made in the state, in order; each provider's function by
    /// the descriptor's serial number.
    static let descriptorsKey = "masthead.plugins"
    static let functionsKey = "masthead.plugin.functions"
    /// The fields of `status_provider{...}`.
    static let statusProviderFields = ["name", "status"]
    /// The globals a plugin file declares itself with.
    static let all: [(String, LuaFunction)] = [("theme", theme), ("status_provider", statusProvider)]

    static let theme = LuaFunction { stack in
        let line = try callLine(stack, builder: "theme", example: "theme { name = \"my-theme\", colors = { ... } }")
        let reader = ThemeReader(stack: stack, line: line)
        reader.read(1)
        register(.theme(reader.declaration), diagnostics: reader.diagnostics, function: nil, on: stack)
        return 1
    }

    static let statusProvider = LuaFunction { stack in
        let line = try callLine(
            stack, builder: "status_provider",
            example: "status_provider { name = \"my-status\", status = function(ctx) ... end }")
        let reader = DeclarationReader(stack: stack)
        var name: String?
        var function: Int32?
        reader.fields(
            of: 1, at: [], allowed: statusProviderFields, what: "a table { name = ..., status = function(ctx) ... end }"
        ) { field, slot in
            if field == "name" {
                name = reader.name(at: slot, ["name"])
            } else if stack.type(at: slot) == .function {
                function = slot
            } else {
                reader.note(["status"], "expected a function status(ctx) (got \(reader.describe(slot)))")
            }
        }
        if name == nil && !reader.diagnostics.contains(where: { $0.path == ["name"] }) {
            reader.note(["name"], "required: every status provider needs a name (name = \"my-status\")")
        }
        if function == nil && !reader.diagnostics.contains(where: { $0.path == ["status"] }) {
            reader.note(["status"], "required: status = function(ctx) ... end")
        }
        let statusFunction: Int32? = function != nil ? stack.top + 1 : nil
        if statusFunction != nil { stack.pushField("status", of: 1) }
        register(
            .statusProvider(StatusProviderDeclaration(name: name, line: line)), diagnostics: reader.diagnostics,
            function: statusFunction, on: stack)
        return 1
    }

    /// The line of the builder's call; an error when the argument is not a table.
    private static func callLine(_ stack: LuaStack, builder: String, example: String) throws -> Int {
        guard stack.type(at: 1) == .table else {
            throw LuaScriptError("\(builder) expects a table (\(example)), got \(OptionTable.describe(stack, 1))")
        }
        return stack.scriptPosition()?.line ?? 0
    }

    /// Pushes a descriptor for `declaration` and records it (and the provider's function at
    /// `function`, if any) in the registry.
    private static func register(
        _ declaration: PluginDeclaration, diagnostics: [PluginDiagnostic], function: Int32?, on stack: LuaStack
    ) {
        let descriptors = stack.registryTable(descriptorsKey)
        let serial = stack.rawLength(at: descriptors) + 1
        if let function {
            let functions = stack.registryTable(functionsKey)
            stack.pushCopy(of: function)
            stack.setIndex(serial, in: functions)
            stack.pop()
        }
        stack.push(
            object: PluginDescriptor(declaration: declaration, diagnostics: diagnostics, serial: serial),
            as: descriptorClass)
        stack.pushCopy(of: -1)
        stack.setIndex(serial, in: descriptors)
        stack.remove(at: descriptors)
    }
}

/// What a builder returned: the declaration, its problems and its serial number in the state.
final class PluginDescriptor {
    let declaration: PluginDeclaration
    let diagnostics: [PluginDiagnostic]
    let serial: Int

    init(declaration: PluginDeclaration, diagnostics: [PluginDiagnostic], serial: Int) {
        self.declaration = declaration
        self.diagnostics = diagnostics
        self.serial = serial
    }

    /// Pushes the provider function recorded with this descriptor (nil when there is none).
    func pushFunction(on stack: LuaStack) {
        let functions = stack.registryTable(PluginBuilders.functionsKey)
        stack.pushIndex(serial, of: functions)
        stack.remove(at: functions)
    }
}
