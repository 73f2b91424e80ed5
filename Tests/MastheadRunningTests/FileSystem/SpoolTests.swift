import TestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

#if canImport(Glibc)
    import Glibc
#endif

/// The JSON report's scenarios wait on the report's own disk, under no name, and come back whole.
@Suite struct SpoolTests {
    @Test func theSpoolLivesNamelessBesideTheReportAndReadsBackInOrder() throws {
        let scratch = try ScratchDirectory(prefix: "spool")
        defer { scratch.remove() }
        let spool = Spool(beside: scratch.path + "/report.json")
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/fd/\(spool.descriptor)", &buffer, buffer.count - 1)
        let target = String(decoding: buffer[0..<max(length, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #expect(target.hasPrefix(scratch.path + "/.masthead-spool-") && target.hasSuffix(" (deleted)"), "\(target)")

        let piece = Array(repeating: UInt8(ascii: "x"), count: 300_000)
        for index in 0..<10 { spool.write(bytes: Array("\(index):".utf8) + piece) }
        var read: [UInt8] = []
        spool.readBack { read += $0 }
        #expect(read.count == 10 * (piece.count + 2))
        #expect(
            read.starts(with: Array("0:x".utf8)) && read[(9 * (piece.count + 2))...].starts(with: Array("9:x".utf8)))
        #expect(scratch.files().isEmpty)
    }

    @Test func aReportInAFolderNotMadeYetSpoolsInTheTemporaryFolder() {
        let spool = Spool(beside: "/nonexistent-\(getpid())/report.json")
        #expect(spool.descriptor >= 0)
    }
}
