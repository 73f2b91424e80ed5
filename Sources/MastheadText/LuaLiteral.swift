/// Swift values written as Lua source, exactly: strings byte for byte (`Escaper.luaString`:
/// invisible characters as `\u{…}` escapes; long repeats as `("…"):rep(n)`), numbers including
/// NaN and the infinities. Replay scenarios (the fuzzers) and the chunk `masthead render` runs are
/// written with it.
///
/// ```swift
/// LuaLiteral.string("a\u{1}5")              // "a\0015" (byte 1, then "5")
/// LuaLiteral.list(["1", LuaLiteral.number(.nan)])   // { 1, (0/0) }
/// ```
package enum LuaLiteral {
    package static func string(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 120, let (unit, times) = repetition(scalars) {
            return "(\(quoted(String(String.UnicodeScalarView(unit))))):rep(\(times))"
        }
        return quoted(text)
    }

    /// A number as Lua reads it back to the same value: `0/0`, `math.huge`, `1e+300`, `393`.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return "(0/0)" }
        if value.isInfinite { return value > 0 ? "math.huge" : "-math.huge" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 && value.sign == .minus ? "-0.0" : String(Int64(value))
        }
        return "\(value)"
    }

    package static func integer(_ value: Int) -> String {
        value == Int.min ? "math.mininteger" : String(value)
    }

    package static func list(_ items: [String]) -> String { "{ " + items.joined(separator: ", ") + " }" }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        Escaper.luaString.append(text, to: &out)
        return out + "\""
    }

    /// The shortest unit (up to 64 scalars) the text repeats, and how many times.
    private static func repetition(_ scalars: [Unicode.Scalar]) -> ([Unicode.Scalar], Int)? {
        for period in 1...min(64, scalars.count / 2) where scalars.count % period == 0 {
            let unit = Array(scalars[0..<period])
            var matches = true
            for index in period..<scalars.count where scalars[index] != unit[index % period] {
                matches = false
                break
            }
            if matches { return (unit, scalars.count / period) }
        }
        return nil
    }
}
