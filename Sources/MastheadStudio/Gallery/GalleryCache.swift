import MastheadCore
import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

/// The theme sections the preview's last gallery drew, for the next gallery to reuse (issue 26.1):
/// a save changes one theme, and drawing the others again was most of the time from the save to
/// the new pictures. `masthead gallery --cache DIR` keeps one file per theme in DIR and, drawing
/// again, takes a theme's section from it when what the section is drawn from is the same: the
/// theme's every token (after `extends`), its file and line, and the text sizes. (The states and
/// the drawing code are the binary's; the preview's cache lives and dies with its server.)
///
/// A file is `PICTURES FINDINGS KEYBYTES\n`, the key, then the section's HTML. Only sections whose
/// every picture was drawn are kept, and each gallery removes the files it did not use.
struct GalleryCache {
    let folder: String

    struct Section {
        let html: String
        let pictures: Int
        let findings: Int
    }

    /// What a theme's section is drawn from, as text.
    static func key(theme: Theme, source: String?, textSizes: [TextSize], drawer: String = drawer) -> String {
        drawer + "\n" + String(reflecting: theme) + "\n" + (source ?? "built in") + "\n"
            + textSizes.map(\.shortName).joined(separator: ",")
    }

    /// The binary drawing now, by its version, size and modification time: another build's
    /// sections are drawn again, never reused with an older page's markup.
    static let drawer: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "masthead \(Masthead.version)" }
        return "masthead \(Masthead.version) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }()

    /// The file of a key: its 64-bit FNV-1a hash (the key itself is checked on reading).
    func path(of key: String) -> String {
        FileSystem.join(folder, String(FNV1a.hash(key), radix: 16) + ".html")
    }

    func section(for key: String) -> Section? {
        guard let bytes = try? FileSystem.readBytes(path(of: key), limit: .report),
            let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let counts = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        let keyBytes = Array(key.utf8)
        let start = newline + 1
        guard counts.count == 3, counts[2] == keyBytes.count, bytes.count >= start + keyBytes.count,
            bytes[start..<(start + keyBytes.count)].elementsEqual(keyBytes)
        else { return nil }
        return Section(
            html: String(decoding: bytes[(start + keyBytes.count)...], as: UTF8.self), pictures: counts[0],
            findings: counts[1])
    }

    /// Writes the sections drawn this time and removes every file no theme of `keys` uses.
    func keep(_ drawn: [(key: String, section: Section)], keys: [String]) {
        try? FileSystem.makeDirectories(folder)
        for (key, section) in drawn {
            let head = "\(section.pictures) \(section.findings) \(key.utf8.count)\n"
            try? FileSystem.writeAtomically(head + key + section.html, to: path(of: key))
        }
        let used = Set(keys.map { FileSystem.name(of: path(of: $0)) })
        for name in (try? FileSystem.list(folder)) ?? [] where !used.contains(name) {
            FileSystem.remove(FileSystem.join(folder, name))
        }
    }
}
