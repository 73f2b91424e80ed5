import MastheadCore

/// A resolved theme as `h:theme()` returns it: the colours of the current appearance at the top
/// (`h:theme().accent == "#D70015"`), and `type`, `radius`, `motion`, `name`, `appearance`.
enum ThemeTable {
    static func push(_ theme: Theme, appearance: Appearance, on stack: LuaStack) {
        stack.pushTable(fields: Int32(ColorToken.allCases.count + 5))
        let palette = theme.palette(appearance)
        for token in ColorToken.allCases {
            stack.push(palette[token].hex)
            stack.setField(token.rawValue, in: -2)
        }
        stack.push(theme.name)
        stack.setField("name", in: -2)
        stack.push(appearance.rawValue)
        stack.setField("appearance", in: -2)

        stack.pushTable(fields: 5)
        stack.push(theme.type.face)
        stack.setField("face", in: -2)
        stack.push(theme.type.bundled)
        stack.setField("bundled", in: -2)
        stack.push(theme.type.displayWeight.rawValue)
        stack.setField("displayWeight", in: -2)
        stack.push(theme.type.figureDesign.rawValue)
        stack.setField("figureDesign", in: -2)
        stack.push(theme.type.textDesign.rawValue)
        stack.setField("textDesign", in: -2)
        stack.setField("type", in: -2)

        stack.pushTable(fields: 1)
        ElementTable.setNumber("md", theme.radiusMD, on: stack)
        stack.setField("radius", in: -2)

        stack.pushTable(fields: 3)
        for token in MotionToken.allCases {
            pushCurve(theme.motion[token], on: stack)
            stack.setField(token.rawValue, in: -2)
        }
        stack.setField("motion", in: -2)
    }

    private static func pushCurve(_ curve: MotionCurve, on stack: LuaStack) {
        stack.pushTable(fields: 1)
        switch curve {
        case .spring(let duration, let bounce):
            stack.pushTable(fields: 2)
            stack.push(duration)
            stack.setField("duration", in: -2)
            stack.push(bounce)
            stack.setField("bounce", in: -2)
            stack.setField("spring", in: -2)
        case .timing(let duration, let x1, let y1, let x2, let y2):
            stack.pushTable(fields: 2)
            stack.push(duration)
            stack.setField("duration", in: -2)
            stack.push([x1, y1, x2, y2].map { LuaValue.number($0) }.asLuaList)
            stack.setField("bezier", in: -2)
            stack.setField("timing", in: -2)
        }
    }
}

extension Array where Element == LuaValue {
    var asLuaList: LuaValue { .table(LuaTable(array: self)) }
}
