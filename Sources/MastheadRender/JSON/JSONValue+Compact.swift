extension JSONValue {
    /// On one line, with no space between tokens: for JSON a program reads, such as a page's
    /// embedded data, where the pretty form's indentation was a fifth of a trace page.
    package var compact: String {
        var bytes: [UInt8] = []
        writeCompact(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    package func writeCompact(to output: inout [UInt8]) {
        switch self {
        case .object(let members):
            output.append(0x7B)
            for index in members.indices {
                if index > 0 { output.append(0x2C) }
                Self.appendString(members[index].key, to: &output)
                output.append(0x3A)
                members[index].value.writeCompact(to: &output)
            }
            output.append(0x7D)
        case .array(let items):
            output.append(0x5B)
            for index in items.indices {
                if index > 0 { output.append(0x2C) }
                items[index].writeCompact(to: &output)
            }
            output.append(0x5D)
        case .string, .number, .bool:
            write(to: &output, indent: 0)
        }
    }
}
