import MastheadLua

// The messages between parent and worker. Each enum writes a tag byte, then its case's fields.

extension WorkerSetup: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(limits.instructions)
        writer.write(limits.memoryBytes)
        writer.write(limits.seconds)
        writer.write(pluginFolders)
        writer.write(skippedPlugins)
        writer.write(suiteRoots)
        writer.write(snapshots.record.rawValue)
        writer.write(snapshots.artifacts)
        writer.write(snapshots.keepsPictures)
        writer.write(trace.rawValue)
        writer.write(seed)
        writer.write(examples)
    }

    init(from reader: inout WireReader) throws(WireError) {
        limits = LuaLimits(instructions: try reader.read(), memoryBytes: try reader.read(), seconds: try reader.read())
        pluginFolders = try reader.read()
        skippedPlugins = try reader.read()
        suiteRoots = try reader.read()
        let mode: String = try reader.read()
        guard let record = RecordMode(rawValue: mode) else {
            throw WireError(description: "unknown record mode \(mode)")
        }
        snapshots = SnapshotDecider(record: record, artifacts: try reader.read(), keepsPictures: try reader.read())
        let traced: String = try reader.read()
        guard let trace = TraceMode(rawValue: traced) else {
            throw WireError(description: "unknown trace mode \(traced)")
        }
        self.trace = trace
        seed = try reader.read() as UInt64
        examples = try reader.read()
    }
}

extension WorkerSetup.PluginFolder: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(path)
        writer.write(required)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(path: try reader.read(), required: try reader.read())
    }
}

extension WorkerFile: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(path)
        writer.write(bytes != nil)
        if let bytes { writer.write(bytes: bytes) }
    }

    init(from reader: inout WireReader) throws(WireError) {
        path = try reader.read()
        bytes = try reader.read() as Bool ? try reader.readBytes() : nil
    }
}

extension WorkerRequest: WireCodable {
    func encode(to writer: inout WireWriter) {
        switch self {
        case .discover(let task, let file):
            writer.write(0)
            writer.write(task)
            writer.write(file)
        case .run(let task, let file, let scenario):
            writer.write(1)
            writer.write(task)
            writer.write(file)
            writer.write(scenario)
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        switch try reader.read() as Int {
        case 0: self = .discover(task: try reader.read(), file: try reader.read())
        case 1: self = .run(task: try reader.read(), file: try reader.read(), scenario: try reader.read())
        case let tag: throw WireError(description: "unknown request \(tag)")
        }
    }
}

extension WorkerReply: WireCodable {
    func encode(to writer: inout WireWriter) {
        switch self {
        case .ready(let problems):
            writer.write(0)
            writer.write(problems)
        case .discovered(let task, .loaded(let infos)):
            writer.write(1)
            writer.write(task)
            writer.write(infos)
        case .discovered(let task, .problem(let problem)):
            writer.write(2)
            writer.write(task)
            writer.write(problem)
        case .finished(let task, let result):
            writer.write(3)
            writer.write(task)
            writer.write(result.outcome)
            writer.write(result.duration)
            writer.write(result.snapshots)
        case .traced(let task, let part):
            writer.write(4)
            writer.write(task)
            writer.write(part)
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        switch try reader.read() as Int {
        case 0: self = .ready(pluginProblems: try reader.read())
        case 1: self = .discovered(task: try reader.read(), .loaded(try reader.read()))
        case 2: self = .discovered(task: try reader.read(), .problem(try reader.read()))
        case 3:
            let task: Int = try reader.read()
            self = .finished(
                task: task,
                WorkerResult(outcome: try reader.read(), duration: try reader.read(), snapshots: try reader.read()))
        case 4: self = .traced(task: try reader.read(), try reader.read())
        case let tag: throw WireError(description: "unknown reply \(tag)")
        }
    }
}
