import CWorkerShim
import MastheadLua
import MastheadRunning

/// A scenario's recorded snapshots, as the gallery shows them: a story named after its scenario
/// (`file › name`, the id `masthead run` reports), with each snapshot's picture and what VoiceOver
/// reads in it.
///
/// Snapshot files carry slugs (`SnapshotPaths`), not names: the scenario's name comes from its
/// file, loaded as a run loads it to list its scenarios, and the snapshot's from the string given
/// to `to_match_snapshot` in that file. When a file does not load, or a name is not a plain
/// string there, the slug stands in.
package struct GalleryStory {
    struct Snapshot {
        let name: String
        let svg: String
        /// What VoiceOver reads, one element a line (empty when the file is missing).
        let voiceOver: [String]
        /// The picture's file, for its caption.
        let path: String
    }

    let file: String
    let scenario: String
    let snapshots: [Snapshot]

    var id: String { file + " › " + scenario }

    /// Every story under `paths`, by file, then in the order the file declares its scenarios.
    static func load(under paths: [String], services: ScenarioServices) -> [GalleryStory] {
        var stories: [GalleryStory] = []
        let suite = FolderBoundary.suite(paths)
        for (file, pictures) in pictureFiles(under: paths) {
            let snapshots = FolderBoundary.scenarioFolder(of: file)
            let source = (try? FileSystem.read(file, limit: .source, within: suite)).map {
                ScenarioSource(path: file, text: $0)
            }
            let names = source.map { scenarioNames($0, services: services) } ?? []
            let snapshotNames = source.map { literalNames(in: $0.text) } ?? [:]
            var byScenario: [String: [Snapshot]] = [:]
            for picture in pictures {
                let stem = String(FileSystem.name(of: picture).dropLast(SnapshotPaths.Kind.picture.suffix.count))
                guard let dot = stem.firstIndex(of: ".") else { continue }
                let scenarioSlug = String(stem[..<dot])
                let snapshotSlug = String(stem[stem.index(after: dot)...])
                let voiceOverPath = FileSystem.join(
                    FileSystem.directory(of: picture), stem + SnapshotPaths.Kind.voiceover.suffix)
                let voiceOver = ((try? FileSystem.read(voiceOverPath, limit: .snapshot, within: snapshots)) ?? "")
                    .split(separator: "\n")
                    .map(String.init)
                byScenario[scenarioSlug, default: []].append(
                    Snapshot(
                        name: snapshotNames[snapshotSlug] ?? snapshotSlug,
                        svg: (try? FileSystem.read(picture, limit: .snapshot, within: snapshots)) ?? "",
                        voiceOver: voiceOver, path: picture))
            }
            let declared = names.map { (SnapshotName.slug($0), $0) }
            let known = Set(declared.map(\.0))
            let order = declared + byScenario.keys.filter { !known.contains($0) }.sorted().map { ($0, $0) }
            for (slug, name) in order {
                guard let snapshots = byScenario[slug] else { continue }
                stories.append(GalleryStory(file: file, scenario: name, snapshots: snapshots))
            }
        }
        return stories
    }

    /// Each scenario file with snapshot pictures (`dir/__snapshots__/file.lua/*.svg`), in path
    /// order, with its pictures sorted.
    static func pictureFiles(under paths: [String]) -> [(file: String, pictures: [String])] {
        var byFile: [String: [String]] = [:]
        for path in UnusedSnapshots.snapshotFiles(under: paths)
        where path.hasSuffix(SnapshotPaths.Kind.picture.suffix) {
            let folder = FileSystem.directory(of: path)
            let snapshots = FileSystem.directory(of: folder)
            guard FileSystem.name(of: snapshots) == SnapshotPaths.folderName else { continue }
            let file = FileSystem.join(FileSystem.directory(of: snapshots), FileSystem.name(of: folder))
            byFile[file, default: []].append(path)
        }
        return byFile.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map {
            ($0, byFile[$0] ?? [])
        }
    }

    /// The scenario names the file declares, in order, loaded as a run lists them (a watched
    /// phase: the file's top level is user code); none when it does not load.
    static func scenarioNames(_ source: ScenarioSource, services: ScenarioServices) -> [String] {
        let discovered = ProgressPage.watched(
            MH_PHASE_TASK, seconds: services.limits.seconds, label: "reading \(source.path) for its scenario names"
        ) { ScenarioFile.discover(source, services: services) }
        guard case .success(let infos) = discovered else { return [] }
        return infos.map(\.name)
    }

    /// The names given as plain string literals to `to_match_snapshot("…")`, by their slug.
    static func literalNames(in text: String) -> [String: String] {
        var names: [String: String] = [:]
        var rest = Substring(text)
        while let call = rest.firstRange(of: "to_match_snapshot(") {
            rest = rest[call.upperBound...].drop(while: { $0 == " " })
            guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            let body = rest.dropFirst()
            guard let end = body.firstIndex(where: { $0 == quote || $0 == "\\" || $0 == "\n" }), body[end] == quote
            else { continue }
            let name = String(body[..<end])
            names[SnapshotName.slug(name)] = name
            rest = body[end...]
        }
        return names
    }
}
