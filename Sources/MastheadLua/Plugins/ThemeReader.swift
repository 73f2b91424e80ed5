import MastheadCore

/// Reads the table given to `theme{...}` into a `ThemeDeclaration`.
///
/// The tokens are the contract's: `colors` (both appearances), `light = { colors = ... }` and
/// `dark = { colors = ... }` (one appearance, over `colors`), `type`, `radius.md` and `motion`.
/// Every problem is noted with its token path (see `DeclarationReader`).
final class ThemeReader {
    static let sections = ["name", "extends", "colors", "light", "dark", "type", "radius", "motion"]
    static let typeTokens = ["face", "bundled", "displayWeight", "figureDesign", "textDesign"]

    let reader: DeclarationReader
    private(set) var declaration: ThemeDeclaration

    init(stack: LuaStack, line: Int) {
        reader = DeclarationReader(stack: stack)
        declaration = ThemeDeclaration(line: line)
    }

    var diagnostics: [PluginDiagnostic] { reader.diagnostics }

    func read(_ table: Int32) {
        reader.fields(of: table, at: [], allowed: Self.sections, what: "a table of theme tokens") { name, slot in
            switch name {
            case "name": declaration.name = reader.name(at: slot, ["name"])
            case "extends": declaration.extends = reader.name(at: slot, ["extends"])
            case "colors": readColors(slot, at: ["colors"]) { declaration.overrides.colors[$0] = $1 }
            case "light", "dark": readAppearance(slot, named: name)
            case "type": readType(slot)
            case "radius":
                reader.fields(of: slot, at: ["radius"], allowed: ["md"], what: "a table { md = 12 }") { _, value in
                    declaration.overrides.radiusMD = reader.number(
                        at: value, ["radius", "md"], in: 0..<1_000, what: "a number of points, 0 or more")
                }
            default: readMotion(slot)
            }
        }
        if declaration.name == nil && !diagnostics.contains(where: { $0.path == ["name"] }) {
            reader.note(["name"], "required: every theme needs a name (name = \"my-theme\")")
        }
    }

    private func readColors(_ slot: Int32, at path: [String], _ set: (ColorToken, RGBAColor) -> Void) {
        let tokens = ColorToken.allCases.map(\.rawValue)
        reader.fields(of: slot, at: path, allowed: tokens, what: "a table of colour tokens") { name, value in
            guard let token = ColorToken(rawValue: name), let color = readColor(value, at: path + [name]) else {
                return
            }
            set(token, color)
        }
    }

    private func readColor(_ slot: Int32, at path: [String]) -> RGBAColor? {
        guard let text = reader.stack.string(at: slot) else {
            reader.note(path, "expected a colour string like \"#0B0D12\" (got \(reader.describe(slot)))")
            return nil
        }
        guard let color = RGBAColor(hex: text) else {
            reader.note(path, "malformed colour \"\(text)\" (use \"#RRGGBB\" or \"#RRGGBBAA\", hexadecimal digits)")
            return nil
        }
        return color
    }

    private func readAppearance(_ slot: Int32, named appearance: String) {
        let hint = { (name: String) -> String? in
            ColorToken(rawValue: name) != nil ? "an appearance takes colors = { \(name) = ... }" : nil
        }
        reader.fields(of: slot, at: [appearance], allowed: ["colors"], what: "a table { colors = { ... } }", hint: hint)
        { _, value in
            readColors(value, at: [appearance, "colors"]) { token, color in
                if appearance == "light" {
                    declaration.overrides.lightColors[token] = color
                } else {
                    declaration.overrides.darkColors[token] = color
                }
            }
        }
    }

    private func readType(_ slot: Int32) {
        let weights = FontWeight.allCases.map(\.rawValue)
        let designs = FontDesign.allCases.map(\.rawValue)
        reader.fields(of: slot, at: ["type"], allowed: Self.typeTokens, what: "a table of type tokens") { name, value in
            let path = ["type", name]
            switch name {
            case "face":
                declaration.overrides.face = reader.name(at: value, path)
            case "bundled":
                guard reader.stack.type(at: value) == .boolean else {
                    reader.note(path, "expected true or false (got \(reader.describe(value)))")
                    return
                }
                declaration.overrides.bundled = reader.stack.boolean(at: value)
            case "displayWeight":
                declaration.overrides.displayWeight = reader.choice(at: value, path, among: weights, what: "weight")
                    .flatMap(FontWeight.init(rawValue:))
            default:
                let design = reader.choice(at: value, path, among: designs, what: "design").flatMap(
                    FontDesign.init(rawValue:))
                if name == "figureDesign" {
                    declaration.overrides.figureDesign = design
                } else {
                    declaration.overrides.textDesign = design
                }
            }
        }
    }

    private func readMotion(_ slot: Int32) {
        let tokens = MotionToken.allCases.map(\.rawValue)
        reader.fields(of: slot, at: ["motion"], allowed: tokens, what: "a table of motion tokens") { name, value in
            guard let token = MotionToken(rawValue: name),
                let curve = MotionReader(reader: reader).curve(at: value, ["motion", name])
            else { return }
            declaration.overrides.motion[token] = curve
        }
    }
}
