import Dispatch
import MastheadLua
import RunnerTestSupport
import Synchronization
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// The disk store on its own: record modes, what it leaves on disk, and how it fails.
@Suite struct DiskSnapshotStoreTests {
    static let first = SnapshotRenderings(
        text: "greeting  393×145\nbadge  3", voiceover: "Notifications, 3 unread, Button", svg: "<svg>3</svg>")
    static let second = SnapshotRenderings(
        text: "greeting  393×145\nbadge  4", voiceover: "Notifications, 4 unread, Button", svg: "<svg>4</svg>")

    struct Setup {
        let fixture: SuiteFixture
        var file: String { fixture.suite + "/badge.lua" }

        func store(_ mode: RecordMode, pictures: Bool = false) -> DiskSnapshotStore {
            DiskSnapshotStore(record: mode, artifacts: fixture.artifacts, keepsPictures: pictures)
        }

        func paths(_ name: String = "rolls") -> SnapshotPaths {
            SnapshotPaths(file: file, scenario: "badge rolls", name: name, artifactsRoot: fixture.artifacts)
        }

        func check(_ store: DiskSnapshotStore, _ renderings: SnapshotRenderings, name: String = "rolls")
            -> SnapshotResult
        {
            store.check(renderings, name: name, scenario: SnapshotOwner(file: file, scenario: "badge rolls"))
        }

        /// Every file under the fixture whose name marks an unfinished atomic write.
        var temporaryFiles: [String] { fixture.files().filter { $0.contains(".tmp-") } }
    }

    func withSetup(_ body: (Setup) throws -> Void) throws {
        let fixture = try SuiteFixture()
        defer { fixture.remove() }
        try body(Setup(fixture: fixture))
    }

    @Test func missingRecordsTheThreeFilesThenCompares() throws {
        try withSetup { setup in
            let store = setup.store(.missing)
            let recorded = setup.check(store, Self.first)
            #expect(recorded.failure == nil)
            #expect(recorded.files == setup.paths().references)
            #expect(setup.fixture.read(setup.paths().reference(.text)) == Self.first.text + "\n")
            #expect(setup.fixture.read(setup.paths().reference(.voiceover)) == Self.first.voiceover + "\n")
            #expect(setup.fixture.read(setup.paths().reference(.picture)) == Self.first.svg + "\n")
            #expect(setup.check(store, Self.first).failure == nil)
            #expect(store.ledger.checks.map(\.status) == [.recorded, .matched])
        }
    }

    @Test func aMismatchLeavesTheReferenceAndSavesTheNewRendering() throws {
        try withSetup { setup in
            _ = setup.check(setup.store(.missing), Self.first)
            let before = try setup.fixture.references(setup.paths())
            let failure = try #require(setup.check(setup.store(.missing), Self.second).failure)
            #expect(
                failure.message.hasPrefix(
                    "snapshot \"rolls\" does not match its reference (the text rendering and the VoiceOver list differ); the new rendering is in \(setup.paths().artifactFolder)/badge-rolls.rolls.*"
                ))
            #expect(failure.message.hasSuffix("if the change is intended, accept it with --record failed"))
            let after = try setup.fixture.references(setup.paths())
            #expect(after == before)
            #expect(setup.fixture.read(setup.paths().artifact(.text)) == Self.second.text + "\n")
            #expect(setup.fixture.read(setup.paths().artifact(.voiceover)) == Self.second.voiceover + "\n")
            #expect(setup.fixture.read(setup.paths().artifact(.picture)) == Self.second.svg + "\n")
            let diff = try #require(failure.diff)
            #expect(
                diff.contains(
                    "--- \(setup.paths().reference(.text)) (reference)\n+++ \(setup.paths().artifact(.text)) (new)\n"))
            #expect(diff.contains("\n-badge  3\n+badge  4\n"))
            #expect(diff.contains("\n-Notifications, 3 unread, Button\n+Notifications, 4 unread, Button\n"))
            #expect(setup.temporaryFiles == [])
        }
    }

    @Test func neverWritesAReference() throws {
        try withSetup { setup in
            let failure = try #require(setup.check(setup.store(.never), Self.first).failure)
            #expect(
                failure.message
                    == "no reference snapshot (run with --record missing) for \"rolls\": \(setup.paths().reference(.text)) does not exist; the new rendering is in \(setup.paths().artifactFolder)/badge-rolls.rolls.*"
            )
            #expect(!FileSystem.exists(setup.paths().folder))
            #expect(setup.fixture.read(setup.paths().artifact(.text)) == Self.first.text + "\n")
        }
    }

    @Test func allRewritesAndPasses() throws {
        try withSetup { setup in
            _ = setup.check(setup.store(.missing), Self.first)
            #expect(setup.check(setup.store(.all), Self.second).failure == nil)
            #expect(setup.fixture.read(setup.paths().reference(.text)) == Self.second.text + "\n")
            #expect(setup.fixture.read(setup.paths().reference(.picture)) == Self.second.svg + "\n")
        }
    }

    @Test func failedRewritesTheMismatchButStillFailsOnce() throws {
        try withSetup { setup in
            _ = setup.check(setup.store(.missing), Self.first)
            let failure = try #require(setup.check(setup.store(.failed), Self.second).failure)
            #expect(
                failure.message.contains(
                    "was recorded again (--record failed); review the change in \(setup.paths().folder)/badge-rolls.rolls.* and run again"
                ))
            #expect(failure.diff?.contains("+badge  4") == true)
            #expect(setup.fixture.read(setup.paths().reference(.text)) == Self.second.text + "\n")
            #expect(setup.check(setup.store(.failed), Self.second).failure == nil)
            #expect(!FileSystem.exists(setup.paths().artifact(.text)))
        }
    }

    @Test func aMatchClearsTheArtifactsOfAnEarlierMismatch() throws {
        try withSetup { setup in
            _ = setup.check(setup.store(.missing), Self.first)
            _ = setup.check(setup.store(.missing), Self.second)
            #expect(FileSystem.exists(setup.paths().artifact(.text)))
            #expect(setup.check(setup.store(.missing), Self.first).failure == nil)
            #expect(!FileSystem.exists(setup.paths().artifact(.text)))
        }
    }

    @Test(.enabled(if: ReadOnlyFolder.available)) func aReadOnlySnapshotFolderFailsClearlyAndWritesNothing() throws {
        try withSetup { setup in
            let folder = setup.paths().folder
            try FileSystem.makeDirectories(folder)
            try #require(ReadOnlyFolder.make(folder))
            defer { ReadOnlyFolder.undo(folder) }
            let failure = try #require(setup.check(setup.store(.missing), Self.first).failure)
            #expect(
                failure.message.hasPrefix(
                    "snapshot \"rolls\" could not be recorded: cannot write \(setup.paths().reference(.text)): "))
            #expect(failure.message.hasSuffix("; the reference is unchanged"))
            let files = try FileSystem.list(folder)
            #expect(files == [])
        }
    }

    @Test(.enabled(if: ReadOnlyFolder.available)) func aReadOnlyArtifactsFolderStillReportsTheMismatch() throws {
        try withSetup { setup in
            _ = setup.check(setup.store(.missing), Self.first)
            try FileSystem.makeDirectories(setup.fixture.artifacts)
            try #require(ReadOnlyFolder.make(setup.fixture.artifacts))
            defer { ReadOnlyFolder.undo(setup.fixture.artifacts) }
            let failure = try #require(setup.check(setup.store(.missing), Self.second).failure)
            #expect(failure.message.contains("does not match its reference"))
            #expect(failure.message.contains("; the new rendering could not be saved either (cannot create directory"))
            #expect(failure.diff?.contains("+badge  4") == true)
        }
    }

    @Test func thePictureIsKeptForReportsOnlyWhenAsked() throws {
        try withSetup { setup in
            let plain = setup.store(.missing)
            _ = setup.check(plain, Self.first)
            #expect(plain.ledger.checks[0].picture == "")
            let keeping = setup.store(.missing, pictures: true)
            _ = setup.check(keeping, Self.second)
            #expect(keeping.ledger.checks[0].picture == Self.second.svg + "\n")
            #expect(keeping.ledger.checks[0].referencePicture == Self.first.svg + "\n")
            #expect(keeping.ledger.checks[0].status == .mismatched)
            // And both text renderings, whose element lines say what changed.
            #expect(keeping.ledger.checks[0].text == Self.second.text + "\n")
            #expect(keeping.ledger.checks[0].referenceText == Self.first.text + "\n")
            #expect(plain.ledger.checks[0].referenceText == nil)
        }
    }

    @Test func manyThreadsAtOnce() throws {
        try withSetup { setup in
            let store = setup.store(.missing)
            let file = setup.file
            for _ in 0..<2 {
                let failures = Mutex(0)
                DispatchQueue.concurrentPerform(iterations: 64) { index in
                    let renderings = SnapshotRenderings(text: "scenario \(index % 16)", voiceover: "v", svg: "<svg/>")
                    let owner = SnapshotOwner(file: file, scenario: "s \(index % 16)")
                    if store.check(renderings, name: "n\(index / 16)", scenario: owner).failure != nil {
                        failures.withLock { $0 += 1 }
                    }
                }
                #expect(failures.withLock { $0 } == 0)
            }
            #expect(store.ledger.checks.count == 128)
            #expect(store.ledger.checks.filter { $0.status == .recorded }.count == 64)
            let files = try FileSystem.list(setup.paths().folder)
            #expect(files.count == 64 * 3)
            #expect(setup.temporaryFiles == [])
        }
    }
}

extension SuiteFixture {
    /// The bytes of a snapshot's three references.
    func references(_ paths: SnapshotPaths) throws -> [[UInt8]] {
        try paths.references.map { try FileSystem.readBytes($0, limit: .snapshot) }
    }
}
