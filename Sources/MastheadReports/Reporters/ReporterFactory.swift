import MastheadRunning

/// The reporters of `--reporter KIND[:FILE]`, each writing to standard output or its file.
package enum ReporterFactory {
    package static func make(_ spec: ReporterSpec, sources: SourceCache) -> (reporter: any Reporter, output: TextOutput)
    {
        let output = TextOutput(spec.path.map { .file($0) } ?? .standardOutput)
        switch spec.kind {
        case .pretty: return (PrettyReporter(output: output, sources: sources), output)
        case .tap: return (TAPReporter(output: output), output)
        case .junit: return (JUnitReporter(output: output, sources: sources), output)
        case .json: return (JSONReporter(output: output), output)
        case .github: return (GitHubReporter(output: output), output)
        }
    }
}
