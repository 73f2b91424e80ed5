/// `masthead merge-junit A.xml B.xml ... [-o OUT] [--rename-duplicates] [--timings FILE]`: merges
/// JUnit reports (a sharded job's) into one, and can refresh a timings file from them.
///
/// Exit status: 0 merged; 2 a usage error, a file that cannot be read or is not well-formed, or
/// a suite name in two reports.
enum MergeJUnitCommand {
    static let knownOptions = ["--output", "-o", "--rename-duplicates", "--timings", "--help"]

    struct Request {
        var inputs: [String] = []
        var output: String?
        var timings: String?
        var merge = JUnitMerge()
    }

    static func main(_ arguments: [String]) -> Int32 {
        let request: Request
        do {
            guard let parsed = try parse(arguments) else {
                print(HelpText.mergeJUnit)
                return 0
            }
            request = parsed
        } catch {
            printError("masthead: \(error.message)\nRun 'masthead merge-junit --help' for the options.")
            return 2
        }
        do {
            var reports: [(path: String, root: XMLElement)] = []
            for path in request.inputs { reports.append((path, try JUnitMerge.read(path))) }
            let merged = try request.merge.merge(reports)
            if let path = request.timings { try JUnitMerge.timings(of: merged).merge(into: path) }
            let output = TextOutput(request.output.map { .file($0) } ?? .standardOutput)
            output.write(XMLWriter.document(merged))
            try output.finish()
            return 0
        } catch {
            printError("masthead merge-junit: \(error)")
            return 2
        }
    }

    /// The request, or nil when help was asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> Request? {
        var request = Request()
        var reader = ArgumentReader(arguments, command: "merge-junit")
        while let item = reader.next() {
            switch item {
            case .positional(let path): request.inputs.append(path)
            case .option("--help", _), .option("-h", _): return nil
            case .option("--rename-duplicates", _): request.merge.renamesDuplicates = true
            case .option("--output", let inline), .option("-o", let inline):
                request.output = try reader.value(for: "--output", inline: inline, meaning: "a file to write")
            case .option("--timings", let inline):
                request.timings = try reader.value(for: "--timings", inline: inline, meaning: "a timings file")
            case .option(let name, _): throw reader.unknown(name, known: knownOptions)
            }
        }
        guard !request.inputs.isEmpty else {
            throw UsageError("merge-junit: name the reports to merge (masthead merge-junit a.xml b.xml -o all.xml)")
        }
        return request
    }
}
