import MastheadLua

// A property's report, from the worker that ran it to the parent, field by field.

extension PropertyReport: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(seed)
        writer.write(runSeed != nil)
        writer.write(runSeed ?? 0)
        writer.write(runs)
        writer.write(runsMade)
        writer.write(passedRuns)
        writer.write(shrinkSteps)
        writer.write(shrinkRuns)
        writer.write(shrinkStopped)
        writer.write(remembered)
        writer.write(drawn)
        writer.write(replay)
        writer.write(replayNote)
        switch example {
        case nil: writer.write(0)
        case .forget: writer.write(1)
        case .keep(let choices):
            writer.write(2)
            writer.write(choices)
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        let seed: UInt64 = try reader.read()
        let derived: Bool = try reader.read()
        let runSeed: UInt64 = try reader.read()
        self.init(seed: seed, runs: try reader.read())
        self.runSeed = derived ? runSeed : nil
        runsMade = try reader.read()
        passedRuns = try reader.read()
        shrinkSteps = try reader.read()
        shrinkRuns = try reader.read()
        shrinkStopped = try reader.read()
        remembered = try reader.read()
        drawn = try reader.read()
        replay = try reader.read()
        replayNote = try reader.read()
        switch try reader.read() as Int {
        case 0: example = nil
        case 1: example = .forget
        case 2: example = .keep(try reader.read())
        case let tag: throw WireError(description: "unknown example action \(tag)")
        }
    }
}

extension PropertyReport.Draw: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(position)
        writer.write(name)
        writer.write(call)
        writer.write(value)
        writer.write(line)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(
            position: try reader.read(), name: try reader.read(), call: try reader.read(), value: try reader.read(),
            line: try reader.read())
    }
}

extension UInt64: WireCodable {
    func encode(to writer: inout WireWriter) { writer.write(self) }
    init(from reader: inout WireReader) throws(WireError) { self = try reader.read() }
}
