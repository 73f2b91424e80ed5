import MastheadCore

/// The `clock` table: `clock.set("2026-10-23 09:41")` (seconds and a fraction may follow:
/// "09:41:30.25", so `clock.set(clock.now())` keeps the instant), `clock.advance(seconds)`, `clock.now()`.
enum ClockBinding {
    static let functions: [(String, LuaFunction)] = [("set", set), ("advance", advance), ("now", now), ("date", date)]

    static let set = LuaFunction { stack in
        let context = try stack.scenario()
        guard let text = stack.string(at: 1) else {
            throw LuaArgumentError(
                1, "a local time like \"2026-10-23 09:41\"", function: "clock.set", got: OptionTable.describe(stack, 1))
        }
        guard let seconds = CivilTime.seconds(parsing: text) else {
            throw LuaScriptError("clock.set: " + ClockError.malformed(text).description)
        }
        context.step("clock.set(\"\(text)\")")
        context.setClock(to: seconds, on: stack)
        return 0
    }

    static let advance = LuaFunction { stack in
        try step(stack, call: "clock.advance", secondsAt: 1)
        return 0
    }

    /// Advances the scenario's clock by the seconds at `index`, recorded as the step `call(n)`;
    /// shared by `clock.advance(n)` and `h:advance(n)`.
    static func step(_ stack: LuaStack, call: String, secondsAt index: Int32) throws {
        let context = try stack.scenario()
        guard let seconds = stack.number(at: index) else {
            throw LuaArgumentError(
                Int(index), "a number of seconds", function: call, got: OptionTable.describe(stack, index))
        }
        context.step("\(call)(\(Points.format(seconds)))")
        do {
            try context.advanceClock(by: seconds, on: stack)
        } catch let error as ClockError {
            throw LuaScriptError("\(call): \(error)")
        }
    }

    /// "2026-10-23 09:41", with seconds when there are any ("09:41:30", "09:41:30.25").
    static let now = LuaFunction { stack in
        stack.push(describe(try stack.scenario().clock.now))
        return 1
    }

    /// The clock as a table: year, month, day, hour, minute, second, weekday (1 = Sunday).
    static let date = LuaFunction { stack in
        let time = try stack.scenario().clock.civil
        pushDate(time, on: stack)
        return 1
    }

    static func pushDate(_ time: CivilTime, on stack: LuaStack) {
        stack.pushTable(fields: 7)
        for (name, value) in [
            ("year", time.year), ("month", time.month), ("day", time.day), ("hour", time.hour),
            ("minute", time.minute), ("second", time.second), ("weekday", time.weekday),
        ] {
            stack.push(value)
            stack.setField(name, in: -2)
        }
    }

    static func describe(_ seconds: Double) -> String {
        let civil = CivilTime(seconds: seconds)
        let fraction = seconds - seconds.rounded(.down)
        guard civil.second != 0 || fraction > 0 else { return civil.description }
        let secondText = civil.second < 10 ? "0\(civil.second)" : "\(civil.second)"
        let fractionText = fraction > 0 ? String(Points.format(fraction).dropFirst()) : ""
        return civil.description + ":" + secondText + fractionText
    }
}
