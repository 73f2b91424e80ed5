#if canImport(Glibc)
    import Glibc
#endif

/// Where the package and the `masthead` binary built with the tests are.
package enum TestPackage {
    /// The package's root folder, found from this file's path.
    package static let root: String = {
        let file = #filePath
        guard let range = file.firstRange(of: "/Tests/TestSupport/") else { return "." }
        return String(file[..<range.lowerBound])
    }()

    /// The `masthead` executable of the same build as the running tests (the test bundle sits
    /// beside it, in debug, release or a sanitizer's build folder alike).
    package static let masthead: String = {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            let executable = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var folder = executable
            while let slash = folder.lastIndex(of: "/"), folder != "/" {
                folder = String(folder[..<slash])
                if access(folder + "/masthead", X_OK) == 0 { return folder + "/masthead" }
                if folder.hasSuffix("/.build") { break }
            }
        }
        return root + "/.build/debug/masthead"
    }()

    package static func fixture(_ relative: String) -> String { root + "/Tests/Fixtures/" + relative }
}

extension TestPackage {
    /// Every `*.lua` under `folder` of the package, relative path → text.
    package static func luaFiles(under folder: String) -> [String: String] {
        var texts: [String: String] = [:]
        func walk(_ relative: String) {
            for name in ScratchDirectory.names(in: root + "/" + relative) {
                let path = relative + "/" + name
                var info = stat()
                guard stat(root + "/" + path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    walk(path)
                } else if name.hasSuffix(".lua") {
                    texts[path] = try? ScratchDirectory.readText(root + "/" + path)
                }
            }
        }
        walk(folder)
        return texts
    }
}

extension TestPackage {
    /// Whether the `masthead` under test is built with ThreadSanitizer (its runtime cannot start
    /// under a tiny file-size limit: it faults while mapping its own memory).
    package static let mastheadIsThreadSanitized: Bool = {
        guard let bytes = try? ScratchDirectory.readText(masthead) else { return false }
        return bytes.contains("__tsan_init")
    }()
}

extension TestPackage {
    /// A tool `make pypi-deps` installs from PyPI into the virtual environment `.masthead/tools`
    /// (`python` with Playwright, `emmylua_ls`); tests that need one are enabled only when it is there.
    package static func pypiTool(_ name: String) -> String { root + "/.masthead/tools/bin/" + name }
}
