import MastheadCore

/// The end of an element line while the element moves (docs/motion.md):
///
/// `  motion=snappy 0.388  roll "3"→"4" up  fade 0.4 from "Friday, October 23" color=textSecondary  leaving`
///
/// `motion` is the newest change's token and progress; `roll` the figures rolling; `fade` the
/// weight of the new look and what differs in the earlier look drawn heaviest (its text, its place
/// when it stays behind under Reduce Motion, its colours — `none` for one it did not have —, its
/// symbol and font weight); `leaving` an element fading out after it left the layout.
extension TextListing {
    static func appendMotion(of element: Element, to output: inout [UInt8]) {
        if let motion = element.motion {
            output.append(literal: "  motion=")
            output.append(utf8: motion.token)
            output.append(literal: " ")
            output.append(points: motion.progress)
        }
        if let roll = element.roll {
            output.append(literal: "  roll ")
            appendQuoted(roll.from, to: &output)
            output.append(literal: "→")
            appendQuoted(roll.to, to: &output)
            output.append(literal: " ")
            output.append(utf8: roll.direction.rawValue)
        }
        if let fade = element.crossFade {
            output.append(literal: "  fade ")
            output.append(points: fade.progress)
            if let look = fade.strongestLook?.element {
                output.append(literal: " from")
                appendDifferences(of: look, from: element, to: &output)
            }
        }
        if element.isLeaving { output.append(literal: "  leaving") }
    }

    /// ` "text" x,y w×h color=… symbol=… weight` for what `look` has otherwise than `element`.
    private static func appendDifferences(of look: Element, from element: Element, to output: inout [UInt8]) {
        if look.text != element.text {
            output.append(literal: " ")
            appendQuoted(look.text ?? "", to: &output)
        }
        if Points.round(look.frame.x) != Points.round(element.frame.x)
            || Points.round(look.frame.y) != Points.round(element.frame.y)
            || Points.round(look.frame.width) != Points.round(element.frame.width)
            || Points.round(look.frame.height) != Points.round(element.frame.height)
        {
            output.append(literal: " ")
            output.append(utf8: Points.format(look.frame.x) + "," + Points.format(look.frame.y) + " ")
            output.append(utf8: Points.format(look.frame.width) + "×" + Points.format(look.frame.height))
        }
        for (name, old, new) in [
            ("color", look.color, element.color), ("fill", look.fill, element.fill),
            ("stroke", look.stroke, element.stroke),
            ("ring", look.ring, element.ring), ("symbol_color", look.symbolColor, element.symbolColor),
        ] where old != new {
            output.append(utf8: " " + name + "=" + (old?.rawValue ?? "none"))
        }
        if look.symbol != element.symbol { output.append(utf8: " symbol=" + (look.symbol ?? "none")) }
        if let weight = look.font?.weight, weight != element.font?.weight { output.append(utf8: " " + weight.rawValue) }
    }
}
