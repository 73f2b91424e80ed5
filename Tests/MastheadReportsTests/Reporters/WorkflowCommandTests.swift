import RunnerTestSupport
import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// Workflow commands escaped as GitHub documents them, checked by reading them back the way the
/// Actions runner does (`RunnerCommand`, a port of its parser).
@Suite struct WorkflowCommandTests {
    @Test func dataEscapesPercentAndLineBreaksOnly() {
        #expect(WorkflowCommand.data("50% off\nnow\r\n: a, b") == "50%25 off%0Anow%0D%0A: a, b")
        #expect(WorkflowCommand.data("%0A stays text") == "%250A stays text")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(WorkflowCommand.property("a: b, c%\n") == "a%3A b%2C c%25%0A")
        #expect(
            WorkflowCommand.line("error", ["file": "x,y.lua", "line": "3", "title": "a › b::c"], message: "m::n")
                == "::error file=x%2Cy.lua,line=3,title=a › b%3A%3Ac::m::n")
    }

    @Test func whatTheRunnerReadsBackIsWhatWasWritten() {
        let hostile = [
            "plain", "", "%", "%25", "%0A", "%%0A", "a\nb", "a\r\nb", "\r", "::", "a::b::c", "k=v,k2=v2", ", , ,",
            "100% sure: yes, no", "tab\there", "ü › 🙂", "%3A%2C", "=", "line 1\nline 2\n",
        ]
        for file in hostile {
            for message in hostile {
                let line = WorkflowCommand.line(
                    "error", ["file": file, "line": "12", "title": message], message: message)
                #expect(!line.contains("\n") && !line.contains("\r"), "one line: \(line)")
                let read = RunnerCommand(parsing: line)
                var expected: [String: String] = ["line": "12"]
                // The runner drops a property whose value is empty (its split removes empty parts).
                if !file.isEmpty { expected["file"] = file }
                if !message.isEmpty { expected["title"] = message }
                #expect(read == RunnerCommand(name: "error", properties: expected, data: message), "\(line)")
            }
        }
    }
}
