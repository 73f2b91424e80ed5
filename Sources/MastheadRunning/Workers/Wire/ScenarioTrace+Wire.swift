import MastheadLua

// A trace crosses from the worker that recorded it to the parent that writes its page.

extension ScenarioTrace: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(steps)
        writer.write(pictures)
        writer.write(texts)
        writer.write(trees)
        writer.write(continues)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init()
        steps = try reader.read()
        pictures = try reader.read()
        texts = try reader.read()
        trees = try reader.read()
        continues = try reader.read()
    }
}

extension ScenarioTrace.Step: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(call)
        writer.write(line)
        writer.write(start)
        writer.write(end)
        for index in [before, after, text, tree] { writer.write(index ?? -1) }
        writer.write(voiceover)
        writer.write(readingOrder)
        writer.write(events)
        writer.write(frames)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(call: try reader.read(), line: try reader.read(), start: try reader.read())
        end = try reader.read()
        func index(_ value: Int) -> Int? { value < 0 ? nil : value }
        before = index(try reader.read())
        after = index(try reader.read())
        text = index(try reader.read())
        tree = index(try reader.read())
        voiceover = try reader.read()
        readingOrder = try reader.read()
        events = try reader.read()
        frames = try reader.read()
    }
}

extension ScenarioTrace.Frame: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(time)
        writer.write(picture)
        writer.write(motion)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(time: try reader.read(), picture: try reader.read(), motion: try reader.read())
    }
}

extension ScenarioTrace.Motion: WireCodable {
    func encode(to writer: inout WireWriter) {
        writer.write(element)
        writer.write(token)
        writer.write(progress)
    }

    init(from reader: inout WireReader) throws(WireError) {
        self.init(element: try reader.read(), token: try reader.read(), progress: try reader.read())
    }
}
