import MastheadCore

/// The fields an element has while it moves (docs/motion.md):
///
/// - `motion = { token = "snappy", progress = 0.895 }`: the newest change's token ("fade" for a
///   Reduce Motion fade) and progress, overshooting with the spring; nil at rest;
/// - `fade = { progress = 0.4, from = { text, frame, opacity, color, fill, stroke, ring, symbol,
///   font } }` while a change of look cross-fades: the element's own fields are already the new
///   look, `from` is the earlier look drawn heaviest now and `progress` the new look's weight;
/// - `roll = { from = "3", to = "4", direction = "up", progress = 0.388 }` while figures roll;
/// - `leaving = true` while an element that left the layout fades out (not focusable, not a
///   control: `hit` is nil).
extension ElementTable {
    static func pushMotion(of element: Element, on stack: LuaStack) {
        if let motion = element.motion {
            stack.pushTable(fields: 2)
            set("token", motion.token, on: stack)
            pushProgress(motion.progress, on: stack)
            stack.setField(literal: "motion", in: -2)
        }
        if let crossFade = element.crossFade {
            stack.pushTable(fields: 2)
            pushProgress(crossFade.progress, on: stack)
            if let look = crossFade.strongestLook?.element {
                pushLook(look, on: stack)
                stack.setField(literal: "from", in: -2)
            }
            stack.setField(literal: "fade", in: -2)
        }
        if let roll = element.roll {
            stack.pushTable(fields: 4)
            set("from", roll.from, on: stack)
            set("to", roll.to, on: stack)
            set("direction", roll.direction.rawValue, on: stack)
            pushProgress(roll.progress, on: stack)
            stack.setField(literal: "roll", in: -2)
        }
        if element.isLeaving {
            stack.push(true)
            stack.setField(literal: "leaving", in: -2)
        }
    }

    /// Progress to 1/1000, as a plain number (never an integer, so 1.0 reads as 1.0).
    private static func pushProgress(_ progress: Double, on stack: LuaStack) {
        stack.push(Points.round(progress))
        stack.setField(literal: "progress", in: -2)
    }

    /// What an earlier look shows: its text, place, opacity, colours, symbol and font.
    private static func pushLook(_ look: Element, on stack: LuaStack) {
        stack.pushTable(fields: 9)
        set("text", look.text, on: stack)
        pushRect(look.frame, on: stack)
        stack.setField(literal: "frame", in: -2)
        setNumber("opacity", look.opacity, on: stack)
        set("color", look.color?.rawValue, on: stack)
        set("fill", look.fill?.rawValue, on: stack)
        set("stroke", look.stroke?.rawValue, on: stack)
        set("ring", look.ring?.rawValue, on: stack)
        set("symbol", look.symbol, on: stack)
        if let font = look.font {
            pushFont(font, on: stack)
            stack.setField(literal: "font", in: -2)
        }
    }
}
