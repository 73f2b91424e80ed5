/// Where one snapshot's files live: the references beside the scenario file, and the new
/// renderings of a mismatch under the artifacts folder.
///
/// For the snapshot `name` of the scenario `scenario` in `dir/file.lua`:
///
/// ```
/// dir/__snapshots__/file.lua/<scenario slug>.<name slug>.text.txt       the text rendering
/// dir/__snapshots__/file.lua/<scenario slug>.<name slug>.voiceover.txt  what VoiceOver reads
/// dir/__snapshots__/file.lua/<scenario slug>.<name slug>.svg            the picture
/// <artifacts>/dir/__snapshots__/file.lua/<same names>                   new renderings on a mismatch
/// ```
///
/// Slugs come from `SnapshotName` and hold no dots, so every file of one scenario starts with
/// `<scenario slug>.` and nothing else does.
package struct SnapshotPaths: Sendable, Equatable {
    /// The three files of a snapshot.
    package enum Kind: String, Sendable, CaseIterable {
        case text, voiceover, picture

        /// The end of the file name.
        package var suffix: String {
            switch self {
            case .text: return ".text.txt"
            case .voiceover: return ".voiceover.txt"
            case .picture: return ".svg"
            }
        }
    }

    package static let folderName = "__snapshots__"

    /// `dir/__snapshots__/file.lua`.
    package let folder: String
    /// `<scenario slug>.<name slug>`.
    package let stem: String
    package let artifactsRoot: String

    package init(file: String, scenario: String, name: String, artifactsRoot: String) {
        folder = Self.folder(of: FileSystem.normalize(file))
        stem = SnapshotName.slug(scenario) + "." + SnapshotName.slug(name)
        self.artifactsRoot = artifactsRoot
    }

    /// The paths of a snapshot whose folder and stem are known (a worker's, read back).
    init(folder: String, stem: String, artifactsRoot: String) {
        self.folder = folder
        self.stem = stem
        self.artifactsRoot = artifactsRoot
    }

    /// The snapshot folder of a scenario file: `dir/__snapshots__/file.lua`.
    package static func folder(of file: String) -> String {
        FileSystem.join(FileSystem.join(FileSystem.directory(of: file), folderName), FileSystem.name(of: file))
    }

    /// The reference file of one kind.
    package func reference(_ kind: Kind) -> String {
        FileSystem.join(folder, stem + kind.suffix)
    }

    /// Where a mismatch puts the new rendering of one kind: the reference's path under the
    /// artifacts folder.
    package func artifact(_ kind: Kind) -> String {
        Self.mirror(reference(kind), under: artifactsRoot)
    }

    /// The folder of `artifact(_:)`.
    package var artifactFolder: String { FileSystem.directory(of: artifact(.text)) }

    package var references: [String] { Kind.allCases.map(reference) }

    /// `path` placed under `root`, kept inside it: a leading `/` is dropped and each `..`
    /// becomes `__parent__`.
    package static func mirror(_ path: String, under root: String) -> String {
        let parts = FileSystem.normalize(path).split(separator: "/").map { $0 == ".." ? "__parent__" : String($0) }
        return FileSystem.normalize(FileSystem.join(root, parts.joined(separator: "/")))
    }
}
