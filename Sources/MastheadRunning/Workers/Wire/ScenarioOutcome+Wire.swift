import MastheadLua

// The scenario types that cross from a worker to the parent, field by field in declaration order.

extension SourceLocation: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(file)
        writer.write(line)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(file: try reader.read(), line: try reader.read())
    }
}

extension ScenarioInfo: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(name)
        writer.write(tags)
        writer.write(line)
        writer.write(isProperty)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(
            name: try reader.read(), tags: try reader.read(), line: try reader.read(), isProperty: try reader.read())
    }
}

extension ScenarioFailure: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(kind.rawValue)
        writer.write(message)
        writer.write(location)
        writer.write(expected)
        writer.write(actual)
        writer.write(diff)
        writer.write(traceback)
    }

    init(from reader: inout WireReader) throws(WireError) {
        let name: String = try reader.read()
        guard let kind = Kind(rawValue: name) else { throw WireError(description: "unknown failure kind \(name)") }
        self.init(
            kind: kind, message: try reader.read(), location: try reader.read(), expected: try reader.read(),
            actual: try reader.read(), diff: try reader.read(), traceback: try reader.read())
    }
}

extension ScenarioOutcome: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(failure)
        writer.write(steps)
        writer.write(output)
        writer.write(assertions)
        writer.write(instructions)
        writer.write(peakMemory)
        writer.write(snapshotsUsed)
        writer.write(trace)
        writer.write(property)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(
            failure: try reader.read(), steps: try reader.read(), output: try reader.read(),
            assertions: try reader.read(), instructions: try reader.read(), peakMemory: try reader.read(),
            snapshotsUsed: try reader.read(), trace: try reader.read(), property: try reader.read())
    }
}

extension LoadProblem: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(file)
        writer.write(failure)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(file: try reader.read(), failure: try reader.read())
    }
}
