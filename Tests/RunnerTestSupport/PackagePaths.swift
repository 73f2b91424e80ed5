@testable import MastheadRunning

/// The package's own folders, found from this file.
package enum PackagePaths {
    package static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()
    package static let plugins = root + "/Plugins"
    package static let fixtures = root + "/Tests/Fixtures/plugins"

    package static func options(_ directories: String...) -> RunOptions {
        var options = RunOptions()
        options.pluginDirectories = directories
        return options
    }
}
