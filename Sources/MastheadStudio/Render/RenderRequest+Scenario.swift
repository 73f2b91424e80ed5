import MastheadLua
import MastheadRender
import MastheadRunning
import MastheadText

/// `masthead render --format scenario` (and the preview's "Copy as scenario"): a scenario file
/// that builds the header with the same options, runs the same steps and expects exactly the
/// text and the VoiceOver list drawn here, so it passes when run with the same plugins, and
/// fails, with a line diff, the day the header draws otherwise:
///
/// ```lua
/// scenario("greeting header: unread=5", function()
///   local h = greeting_header {
///     profile = profile.sample,
///     unread = 5,
///   }
///   expect(h:text()):to_be([[
/// …the text rendering…]])
///   expect(h:voiceover()):to_equal({
///     "Notifications, 5 unread, Button",
///   })
/// end)
/// ```
extension RenderRequest {
    func scenario(services: ScenarioServices) throws(UsageError) -> Result<String, ScenarioFailure> {
        let source = ScenarioSource(
            path: "(masthead render \(component.rawValue))", text: try luaSource(returningRendering: false))
        let shown = ScenarioFile.evaluateShown(source, services: services).mapError(naming)
        let builder = try builderLines()
        return shown.map { shown in
            scenarioFile(builder: builder, text: TextRenderer.utf8(shown.tree), voiceOver: shown.voiceOver)
        }
    }

    /// The file, from the builder's lines and what the header showed and said.
    func scenarioFile(builder: [String], text: [UInt8], voiceOver: [String]) -> String {
        var lines = ["scenario(\(LuaLiteral.string(scenarioName)), function()"]
        lines += builder.map { "  " + $0 }
        for step in steps {
            lines.append("  do")
            lines += step.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            lines.append("  end")
        }
        lines.append("  expect(h:text()):to_be(\(Self.longString(text)))")
        lines.append("  expect(h:voiceover()):to_equal({")
        lines += voiceOver.map { "    \(LuaLiteral.string($0))," }
        lines += ["  })", "end)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--name`, or "greeting header: unread=5, theme=midnight": the settings given, not the
    /// defaults; cut to a name a report can show.
    var scenarioName: String {
        let given = settings.map { "\(Self.trimmed($0.key))=\($0.value)" }.joined(separator: ", ")
        let name = self.name ?? "\(component.rawValue) header" + (given.isEmpty ? "" : ": " + given)
        return name.count <= 100 ? name : String(name.prefix(99)) + "…"
    }

    /// A long bracket the text cannot close (`[[`, `[=[`, …), starting on a line of its own,
    /// which Lua drops, so the picture reads as it is drawn; a quoted string when the text has a
    /// carriage return (a long string reads it as a newline) or is not UTF-8.
    static func longString(_ bytes: [UInt8]) -> String {
        guard let text = String(validating: bytes, as: UTF8.self), !text.contains("\r") else {
            return LuaLiteral.string(bytes: bytes)
        }
        var level = ""
        // The text's last "]" and the closing bracket must not close early either.
        while (text + "]").contains("]" + level + "]") { level += "=" }
        return "[" + level + "[\n" + text + "]" + level + "]"
    }
}
