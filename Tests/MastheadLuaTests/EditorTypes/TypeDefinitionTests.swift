import MastheadCore
import TestSupport
import Testing

@testable import MastheadLua

/// types/masthead.lua, the editors' view of the API, against the bindings themselves: every
/// global, method, field, option and name list the bindings have is declared, and nothing is
/// declared that they do not have. Adding a name to a binding without declaring it fails here.
@Suite struct TypeDefinitionTests {
    let types: LuaDefinitionFile
    /// Keys of the tables a scenario can reach, by label, as Lua itself lists them.
    let observed: [String: Set<String>]

    init() throws {
        types = try LuaDefinitionFile(try TemporaryDirectory.readText(Subprocess.packageRoot + "/types/masthead.lua"))
        observed = try Self.observe()
    }

    static let standardLibrary: Set<String> = [
        "_G", "_VERSION", "assert", "collectgarbage", "coroutine", "error", "getmetatable", "ipairs", "load", "math",
        "next", "pairs", "pcall", "print", "rawequal", "rawget", "rawlen", "rawset", "select", "setmetatable", "string",
        "table", "tonumber", "tostring", "type", "utf8", "warn", "xpcall",
    ]

    @Test func theGlobalsAreTheScenarioAndPluginGlobals() throws {
        let scenarioGlobals = try #require(observed["globals"]).subtracting(Self.standardLibrary)
        let pluginGlobals = Set(PluginBuilders.all.map(\.0))
        #expect(Set(types.globals) == scenarioGlobals.union(pluginGlobals))
        #expect(
            Set(PluginChunk.libraryNames).isSubset(of: Self.standardLibrary),
            "plugins see only the library and the builders")
    }

    @Test func headerMethodsAndFieldsMatchTheirLuaClasses() {
        // masthead.Header: the methods every header has, and `apply`, the one skeleton step whose
        // argument is the same for every header (`set`, `scroll`, `tap` are typed per header).
        #expect(
            Set(types.classes["masthead.Header"]?.methods ?? []) == Set(CommonMethods.all.map(\.0) + ["apply"]))
        #expect(HeaderSteps<GreetingHeaderBinding>.all.map(\.0).contains("apply"))
        #expect(
            Set(types.allMethods(of: "masthead.GreetingHeader")) == Set(GreetingHeaderBinding.luaClass.methods.map(\.0))
        )
        #expect(Set(types.allMethods(of: "masthead.ScopeHeader")) == Set(ScopeHeaderBinding.luaClass.methods.map(\.0)))
        #expect(types.classes["masthead.GreetingHeader"]?.fields == GreetingHeaderBinding.fieldNames)
        #expect(types.classes["masthead.ScopeHeader"]?.fields == ScopeHeaderBinding.fieldNames)
        #expect(types.classes["masthead.Any"]?.methods.sorted() == AnyBinding.names)
        let components = HeaderBindings.classes.map(\.name)
        #expect(
            components == ["masthead.greeting_header", "masthead.scope_header"],
            "a new component needs its class in types/masthead.lua")
    }

    @Test func everyOptionTableIsDeclared() {
        #expect(Set(types.allFields(of: "masthead.GreetingHeaderOptions")) == Set(GreetingHeaderSettings.fields))
        #expect(Set(types.allFields(of: "masthead.ScopeHeaderOptions")) == Set(ScopeHeaderSettings.fields))
        #expect(types.classes["masthead.EnvironmentOptions"]?.fields == EnvironmentOptions.fields)
        #expect(types.classes["masthead.ProfileOptions"]?.fields == ProfileTable.fields)
        #expect(types.classes["masthead.Scope"]?.fields == ScopeItemTables.scopeFields)
        #expect(types.classes["masthead.Chip"]?.fields == ScopeItemTables.chipFields)
        #expect(types.classes["masthead.ScenarioOptions"]?.fields == ScenarioBinding.optionFields)
        #expect(types.classes["masthead.PropertyOptions"]?.fields == PropertyOptions.fields)
        #expect(types.classes["masthead.TextOptions"]?.fields == AnyBinding.textFields)
        #expect(types.classes["masthead.ThemeOptions"]?.fields == ThemeReader.sections)
        #expect(types.classes["masthead.ThemeType"]?.fields == ThemeReader.typeTokens)
        #expect(types.classes["masthead.ThemeColors"]?.fields == ColorToken.allCases.map(\.rawValue))
        #expect(types.classes["masthead.ThemeMotion"]?.fields == MotionToken.allCases.map(\.rawValue))
        #expect(types.classes["masthead.StatusProviderOptions"]?.fields == PluginBuilders.statusProviderFields)
    }

    @Test func theMatchersAreThePreludes() throws {
        let defined = Prelude.source.split(separator: "\n").compactMap { line -> String? in
            guard let match = line.firstMatch(of: #/^\s*function Expectation:(\w+)\(/#) else { return nil }
            return String(match.1)
        }
        #expect(defined.count >= 9)
        #expect(types.classes["masthead.Expectation"]?.methods == defined)
        #expect(types.classes["masthead.Expectation"]?.fields == ["never"])
        #expect(Prelude.source.contains("if key == \"never\" then"))
    }

    @Test func theClockAndTheReadBackTablesMatchWhatLuaSees() {
        #expect(types.classes["masthead.Clock"]?.methods == ClockBinding.functions.map(\.0))
        for (label, declared) in [
            ("clock.date", "masthead.ClockDate"), ("profile", "masthead.Profile"), ("scope", "masthead.Scope"),
            ("chip", "masthead.Chip"), ("font", "masthead.Font"), ("rect", "masthead.Rect"),
            ("theme", "masthead.ResolvedTheme"), ("theme.type", "masthead.ThemeType"),
            ("theme.radius", "masthead.ResolvedRadius"),
            ("theme.motion", "masthead.ResolvedMotion"), ("spring", "masthead.SpringCurveTable"),
            ("row", "masthead.Row"),
        ] {
            #expect(observed[label] == Set(types.allFields(of: declared)), "\(label) vs \(declared)")
        }
        // A curve is a spring or a timing; elements carry motion only while they animate.
        #expect(observed["curve"]?.isSubset(of: Set(types.allFields(of: "masthead.ResolvedCurve"))) == true)
        #expect((observed["motion"] ?? []).isSubset(of: Set(types.allFields(of: "masthead.Motion"))))
    }

    @Test func elementFieldsAreTheElementTables() throws {
        #expect(Set(types.classes["masthead.Element"]?.fields ?? []) == Set(ElementTable.fields))
        let seen = try #require(observed["element"])
        #expect(seen.isSubset(of: Set(ElementTable.fields)), "\(seen.subtracting(ElementTable.fields))")
        // The probe's headers show nearly every field; the rest are declared by ElementTable.fields.
        #expect(seen.count >= ElementTable.fields.count - 2, "\(Set(ElementTable.fields).subtracting(seen))")
    }

    @Test func theNameListsAreTheModelsEnums() {
        #expect(
            types.aliases["masthead.TextSize"] == TextSize.allCases.map(\.shortName) + TextSize.allCases.map(\.longName)
        )
        #expect(types.aliases["masthead.Appearance"] == Appearance.allCases.map(\.rawValue))
        #expect(types.aliases["masthead.Photo"] == Profile.Photo.allCases.map(\.rawValue))
        #expect(types.aliases["masthead.FontWeight"] == FontWeight.allCases.map(\.rawValue))
        #expect(types.aliases["masthead.FontDesign"] == FontDesign.allCases.map(\.rawValue))
        #expect(types.aliases["masthead.Role"] == ElementRole.allCases.map(\.rawValue))
        #expect(types.aliases["masthead.Trait"] == AccessibilityTrait.allCases.map(\.rawValue))
        #expect(types.aliases["masthead.MotionPreset"] == MotionCurve.presets.map(\.name))
        #expect(types.aliases["masthead.ScrollRowName"] == ScopeHeaderRow.allCases.map(\.rawValue))
    }

    /// The globals the scenario API adds to the sandbox's library, as Lua lists them.
    static func scenarioGlobals() -> Set<String> {
        ((try? observe())?["globals"] ?? []).subtracting(standardLibrary)
    }

    /// Runs a scenario body that lists the keys of every table a scenario can reach.
    static func observe() throws -> [String: Set<String>] {
        let probe = """
            local seen = {}
            local function add(label, t)
              seen[label] = seen[label] or {}
              for k in pairs(t) do seen[label][tostring(k)] = true end
            end
            add("globals", _G)
            add("clock.date", clock.date())
            add("profile", profile { name = "Maya Lin", avatar_url = "https://example.com/maya.png" })
            add("scope", scope_header.sample_scopes[1])
            add("chip", scope_header.sample_chips[1])
            local function elements(h)
              for _, e in ipairs(h:elements()) do
                add("element", e)
                add("rect", e.frame)
                if e.font then add("font", e.font) end
                if e.motion then add("motion", e.motion) end
              end
            end
            local g = greeting_header { profile = profile { name = "Maya Lin", avatar_url = "https://example.com/m.png" },
                                        unread = 3, pinned = true }
            g:set { unread = 7, collapse = 0.6 }
            g:advance(0.05)
            elements(g)
            elements(greeting_header {})
            local s = scope_header { title = "Reading", scopes = scope_header.sample_scopes, chips = scope_header.sample_chips }
            s:tap("chip.unread")
            s:advance(0.05)
            elements(s)
            elements(scope_header { title = "Reading", scopes = scope_header.sample_scopes })
            local t = g:theme()
            add("theme", t)
            add("theme.type", t.type)
            add("theme.radius", t.radius)
            add("theme.motion", t.motion)
            add("curve", t.motion.smooth)
            add("spring", t.motion.smooth.spring)
            add("row", s:row("chips"))
            local lines = {}
            for label, keys in pairs(seen) do
              local names = {}
              for k in pairs(keys) do names[#names + 1] = k end
              table.sort(names)
              lines[#lines + 1] = label .. "=" .. table.concat(names, " ")
            end
            return table.concat(lines, "\\n")
            """
        switch ScenarioFile.evaluate(ScenarioSource(path: "probe.lua", text: probe), services: ScenarioServices()) {
        case .failure(let failure): throw DefinitionError("the probe failed: \(failure.message)")
        case .success(let text):
            var observed: [String: Set<String>] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                observed[String(parts[0])] = Set(
                    (parts.count > 1 ? parts[1] : "").split(separator: " ").map(String.init))
            }
            return observed
        }
    }
}
