import MastheadCore
import MastheadLua
import MastheadRunning

/// What `masthead plugins` prints first: every theme and status provider with where it comes
/// from and whether it loaded; a file that declares nothing says why on its line (every problem
/// comes after the audit too, with the verdict).
struct PluginListing {
    let plugins: PluginSet
    let palette: Palette

    func lines() -> [String] {
        var lines = [palette.bold("Themes")]
        lines.append(row(ok: true, name: Theme.standard.name, detail: "built in"))
        lines += entries { declaration in
            guard case .theme(let theme) = declaration else { return nil }
            return "extends \(theme.parent)"
        }
        lines += ["", palette.bold("Status providers")]
        let providers = entries { declaration in
            guard case .statusProvider = declaration else { return nil }
            return ""
        }
        lines += providers.isEmpty ? ["  " + palette.dim("(none)")] : providers
        let unnamed = plugins.files.filter { $0.declaration?.name == nil }
        if !unnamed.isEmpty {
            lines += ["", palette.bold("Files that declare nothing usable")]
            lines += unnamed.map { row(ok: false, name: $0.source.path, detail: reason($0.problems)) }
        }
        return lines
    }

    /// A row per named declaration that `detail` accepts (nil: another kind).
    private func entries(_ detail: (PluginDeclaration) -> String?) -> [String] {
        plugins.files.compactMap { file in
            guard let declaration = file.declaration, let name = declaration.name, let text = detail(declaration) else {
                return nil
            }
            let problems = file.problems.count
            let status = problems == 0 ? "" : "  \(problems) \(problems == 1 ? "problem" : "problems")"
            return row(
                ok: file.isValid, name: name, detail: "\(file.place)" + (text.isEmpty ? "" : ", \(text)") + status)
        }
    }

    /// Why a file declares nothing, on its own line: its first problem, at its line ("line 2:
    /// unexpected symbol near <eof>"), and how many more the problems after the audit list.
    private func reason(_ problems: [PluginProblem]) -> String {
        guard let first = problems.first else { return "declares no theme or status provider" }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more below)" : ""
        return "line \(first.location.line): \(first.message)" + more
    }

    private func row(ok: Bool, name: String, detail: String) -> String {
        let mark = ok ? palette.green("✓") : palette.red("✗")
        return "  \(mark) \(TerminalText.line(name).padded(to: 16)) \(palette.dim(TerminalText.line(detail)))"
    }
}

extension String {
    /// The string with spaces after it up to `width` characters (never cut).
    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
