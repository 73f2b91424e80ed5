import MastheadLua

/// Finds the scenario files of a run: every `*.lua` under the given paths, except helpers (names
/// starting with `_`) and anything under `__snapshots__/` or a hidden folder, in a stable order.
///
/// A folder is walked once, however many links lead to it: a link back to its own folder, or two
/// links to one place, would otherwise run its files again and again (or forever). What cannot be
/// walked is reported alone and the rest is found as usual: a folder that cannot be read, and a
/// file or folder whose name is not UTF-8 (reports name files in UTF-8). A `*.lua` name that is
/// not a regular file (a FIFO, a device) is found as a file, so that reading it refuses it by name.
package enum Discovery {
    package static func scenarioFiles(in paths: [String]) -> DiscoveredFiles {
        var walk = Walk(includesHelpers: false)
        for path in paths {
            let normalized = FileSystem.normalize(path)
            switch FileSystem.kind(of: normalized) {
            // Something that is not a regular file (a FIFO) is read as one is, and refused there
            // for what it is (`FileSystem.readBytes`).
            case .file?, .other?: walk.found.files.append(normalized)
            case .directory?: walk.visit(normalized)
            case nil: walk.problem(path, "no such file or directory: \(path)")
            }
        }
        var seen = Set<String>()
        walk.found.files = walk.found.files.filter { seen.insert($0).inserted }
        return walk.found
    }

    /// Every plugin file under a folder (`*.lua`, any depth, no helpers).
    package static func luaFiles(in directory: String) throws(DiscoveryError) -> [String] {
        var walk = Walk(includesHelpers: false)
        walk.visit(FileSystem.normalize(directory))
        if let problem = walk.found.problems.first { throw DiscoveryError(message: problem.failure.message) }
        return walk.found.files
    }
}

/// The files discovery found, and what it could not walk.
package struct DiscoveredFiles: Sendable {
    package var files: [String] = []
    package var problems: [LoadProblem] = []
}

/// One walk over folders, remembering each folder it entered by device and inode.
private struct Walk {
    let includesHelpers: Bool
    var found = DiscoveredFiles()
    private var entered = Set<FileSystem.Identity>()

    init(includesHelpers: Bool) { self.includesHelpers = includesHelpers }

    mutating func visit(_ directory: String) {
        guard let identity = FileSystem.identity(of: directory), entered.insert(identity).inserted else { return }
        let entries: [FileSystem.Entry]
        do {
            entries = try FileSystem.entries(directory)
        } catch {
            problem(directory, error.description)
            return
        }
        for entry in entries {
            guard let name = entry.name else {
                let shown = FileSystem.join(directory, FileSystem.escaped(entry.bytes))
                if entry.bytes.starts(with: Array(".".utf8)) { continue }
                problem(shown, "the name is not UTF-8, so Masthead cannot name it in reports: rename it")
                continue
            }
            let path = FileSystem.join(directory, name)
            switch FileSystem.kind(of: path) {
            case .directory?:
                if name == "__snapshots__" || name.hasPrefix(".") { continue }
                visit(path)
            case .file?, .other?:
                if name.hasSuffix(".lua") && (includesHelpers || !name.hasPrefix("_")) { found.files.append(path) }
            case nil:
                continue
            }
        }
    }

    mutating func problem(_ path: String, _ message: String) {
        found.problems.append(LoadProblem(file: path, failure: ScenarioFailure(kind: .load, message: message)))
    }
}

package struct DiscoveryError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
