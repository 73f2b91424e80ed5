// A snapshot decision crosses from the worker that made it to the parent that applies it.

extension SnapshotDecision: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(name)
        writer.write(paths)
        writer.write(entry)
        writer.write(failure)
        writer.write(references)
        writer.write(artifacts)
        writer.write(removals)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(
            name: try reader.read(), paths: try reader.read(), entry: try reader.read(), failure: try reader.read(),
            references: try reader.read(), artifacts: try reader.read(), removals: try reader.read())
    }
}

extension SnapshotDecision.FileText: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(path)
        writer.write(text)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(path: try reader.read(), text: try reader.read())
    }
}

extension SnapshotPaths: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(folder)
        writer.write(stem)
        writer.write(artifactsRoot)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(folder: try reader.read(), stem: try reader.read(), artifactsRoot: try reader.read())
    }
}

extension SnapshotCheck: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(file)
        writer.write(scenario)
        writer.write(name)
        writer.write(paths)
        writer.write(status.rawValue)
        writer.write(passed)
        writer.write(picture)
        writer.write(referencePicture)
        writer.write(text)
        writer.write(referenceText)
    }

    init(from reader: inout WireReader) throws(WireError) {
        file = try reader.read()
        scenario = try reader.read()
        name = try reader.read()
        paths = try reader.read()
        let status: String = try reader.read()
        guard let known = Status(rawValue: status) else { throw WireError(description: "unknown status \(status)") }
        self.status = known
        passed = try reader.read()
        picture = try reader.read()
        referencePicture = try reader.read()
        text = try reader.read()
        referenceText = try reader.read()
    }
}
