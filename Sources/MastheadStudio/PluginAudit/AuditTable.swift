import MastheadCore
import MastheadRunning

/// The contrast audit of one theme as a table for a terminal: a row per pair the headers draw,
/// grouped by header, with the size and weight that set its threshold, the ratios needed for AA
/// and AAA, and the ratio and verdict in each appearance.
struct AuditTable {
    let audit: ContrastAudit
    let palette: Palette

    private static let columns = [32, 22, 15, 8, 11]

    func lines() -> [String] {
        var lines = [
            "  "
                + ["use", "colours", "text", "needs", "light"].enumerated()
                .map { $1.padded(to: Self.columns[$0]) }.joined(separator: " ") + " dark"
        ]
        var component: String?
        for check in audit.checks where check.appearance == .light {
            if check.use.component != component {
                component = check.use.component
                lines.append("  " + palette.bold(check.use.component + " header"))
            }
            let dark = audit.checks.first { $0.appearance == .dark && $0.use == check.use }
            let cells = [
                "  " + check.use.name, "\(check.use.foreground.rawValue) on \(check.use.background.rawValue)",
                Self.describe(check.use.need), Self.needs(check.use.need),
            ]
            let text = cells.enumerated().map { $1.padded(to: Self.columns[$0]) }.joined(separator: " ")
            lines.append(
                "  " + text + " " + verdictCell(check).padded(to: Self.columns[4], visible: visibleWidth(check)) + " "
                    + (dark.map(verdictCell) ?? ""))
        }
        let failing = audit.failures.count
        let belowAAA = audit.checks.filter { !$0.meets(.aaa) }.count
        let summary =
            failing == 0
            ? palette.green("passes AA") + (belowAAA == 0 ? palette.green(" and AAA") : ", \(belowAAA) below AAA")
            : palette.red("\(failing) below AA") + ", \(belowAAA) below AAA"
        lines.append("  " + summary)
        return lines
    }

    /// "30 pt semibold", "graphic", "decorative".
    static func describe(_ need: ContrastNeed) -> String {
        switch need {
        case .text(let size, let weight):
            return "\(Points.format(size)) pt \(weight.rawValue)"
        case .graphic: return "graphic"
        case .decorative: return "decorative"
        }
    }

    /// "4.5 / 7", "3" (a graphic: one level), "—".
    static func needs(_ need: ContrastNeed) -> String {
        if need == .graphic { return Points.format(Contrast.requiredForGraphics) }
        guard let aa = need.required(.aa), let aaa = need.required(.aaa) else { return "—" }
        return "\(Points.format(aa)) / \(Points.format(aaa))"
    }

    /// "17.50 AAA", coloured by verdict.
    private func verdictCell(_ check: ContrastCheck) -> String {
        let text = Self.plainVerdict(check)
        switch check.verdict {
        case .aaa, .pass: return palette.green(text)
        case .aa: return text
        case .fail: return palette.red(text)
        case .decorative: return palette.dim(text)
        }
    }

    private func visibleWidth(_ check: ContrastCheck) -> Int { Self.plainVerdict(check).count }

    static func plainVerdict(_ check: ContrastCheck) -> String {
        let ratio = Self.ratio(check.ratio).leftPadded(to: 5)
        switch check.verdict {
        case .decorative: return ratio
        case .fail: return ratio + " fail"
        default: return ratio + " " + check.verdict.rawValue
        }
    }

    /// Two decimals, rounded down so that a ratio shown as 4.50 really is at least 4.5.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension String {
    /// Padded as if it were `visible` characters wide (for text with colour codes).
    func padded(to width: Int, visible: Int) -> String {
        self + String(repeating: " ", count: max(0, width - visible))
    }
}
