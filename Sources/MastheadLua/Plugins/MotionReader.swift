import MastheadCore
import MastheadText

/// Reads one motion token: a preset's name (`"snappy"`, `"easeInOut"`), a spring
/// `{ spring = { duration = 0.5, bounce = 0.15 } }` or a timing curve
/// `{ timing = { duration = 0.35, bezier = { 0.42, 0, 0.58, 1 } } }`. A spring's duration defaults
/// to 0.5 s and its bounce to 0; a timing curve's duration to 0.35 s and its control points to
/// easeInOut's.
struct MotionReader {
    let reader: DeclarationReader

    static var forms: String {
        "a preset (\(MotionCurve.presets.map(\.name).joined(separator: ", "))), { spring = { duration, bounce } } or { timing = { duration, bezier = { x1, y1, x2, y2 } } }"
    }

    func curve(at slot: Int32, _ path: [String]) -> MotionCurve? {
        if let name = reader.stack.string(at: slot) {
            guard let preset = MotionCurve.preset(named: name) else {
                let names = MotionCurve.presets.map(\.name)
                reader.note(
                    path,
                    "unknown preset \"\(name)\" (one of \(names.joined(separator: ", ")))\(Suggestion.didYouMean(name, in: names))"
                )
                return nil
            }
            return preset
        }
        guard reader.stack.type(at: slot) == .table else {
            reader.note(path, "expected \(Self.forms) (got \(reader.describe(slot)))")
            return nil
        }
        var curves: [MotionCurve?] = []
        reader.fields(of: slot, at: path, allowed: ["spring", "timing"], what: Self.forms) { name, value in
            curves.append(name == "spring" ? spring(at: value, path + [name]) : timing(at: value, path + [name]))
        }
        guard curves.count == 1 else {
            if curves.isEmpty && !reader.diagnostics.contains(where: { $0.path.starts(with: path) }) {
                reader.note(path, "expected \(Self.forms) (got an empty table)")
            } else if curves.count > 1 {
                reader.note(path, "give either spring or timing, not both")
            }
            return nil
        }
        return curves[0]
    }

    private func spring(at slot: Int32, _ path: [String]) -> MotionCurve? {
        var duration: Double? = 0.5
        var bounce: Double? = 0
        reader.fields(
            of: slot, at: path, allowed: ["duration", "bounce"], what: "a table { duration = 0.5, bounce = 0 }"
        ) { name, value in
            if name == "duration" {
                duration = reader.number(
                    at: value, path + [name], in: 0.01..<10, what: "a number of seconds above 0 and under 10")
            } else {
                bounce = reader.number(
                    at: value, path + [name], in: 0..<1, what: "a number from 0 up to (not including) 1")
            }
        }
        guard let duration, let bounce else { return nil }
        return .spring(duration: duration, bounce: bounce)
    }

    private func timing(at slot: Int32, _ path: [String]) -> MotionCurve? {
        var duration: Double? = 0.35
        var points: [Double]? = [0.42, 0, 0.58, 1]
        reader.fields(
            of: slot, at: path, allowed: ["duration", "bezier"],
            what: "a table { duration = 0.35, bezier = { x1, y1, x2, y2 } }"
        ) { name, value in
            if name == "duration" {
                duration = reader.number(
                    at: value, path + [name], in: 0.01..<10, what: "a number of seconds above 0 and under 10")
            } else {
                points = bezier(at: value, path + [name])
            }
        }
        guard let duration, let points else { return nil }
        return .timing(duration: duration, x1: points[0], y1: points[1], x2: points[2], y2: points[3])
    }

    /// Four numbers, the x of each control point from 0 to 1.
    private func bezier(at slot: Int32, _ path: [String]) -> [Double]? {
        let stack = reader.stack
        let expectation = "4 numbers { x1, y1, x2, y2 } with x1 and x2 from 0 to 1"
        guard stack.type(at: slot) == .table, stack.rawLength(at: slot) == 4 else {
            reader.note(path, "expected \(expectation) (got \(reader.describe(slot)))")
            return nil
        }
        var points: [Double] = []
        for index in 1...4 {
            stack.pushIndex(index, of: slot)
            defer { stack.pop() }
            guard let value = stack.number(at: -1), value.isFinite,
                index % 2 == 0 || (0...1).contains(value)
            else {
                reader.note(path, "expected \(expectation) (item \(index) is \(reader.describe(-1)))")
                return nil
            }
            points.append(value)
        }
        return points
    }
}
