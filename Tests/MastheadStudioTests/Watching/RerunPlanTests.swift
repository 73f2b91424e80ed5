import Testing

@testable import MastheadReports
@testable import MastheadRunning
@testable import MastheadStudio

/// What a batch of changes runs again: the changed scenario files, everything for a plugin or a
/// helper, nothing for deletions alone.
@Suite struct RerunPlanTests {
    func plan(changed: [String] = [], deleted: [String] = []) -> RerunPlan {
        RerunPlan(FileWatcher.Changes(changed: changed, deleted: deleted), pluginFolders: ["Plugins", "./extra/"])
    }

    @Test func changedScenarioFilesRunTheirScenarios() {
        let one = plan(changed: ["Scenarios/badge.lua"])
        #expect(one.scope == .files(["Scenarios/badge.lua"]))
        #expect(one.reason == "Scenarios/badge.lua changed: its scenarios run")
        let two = plan(changed: ["Scenarios/a.lua", "Scenarios/b.lua"], deleted: ["Scenarios/c.lua"])
        #expect(two.scope == .files(["Scenarios/a.lua", "Scenarios/b.lua"]))
        #expect(
            two.reason == "Scenarios/a.lua and Scenarios/b.lua changed, Scenarios/c.lua deleted: their scenarios run")
    }

    @Test func aPluginOrAHelperRunsEverything() {
        let plugin = plan(changed: ["Scenarios/a.lua", "extra/themes/t.lua"])
        #expect(plugin.scope == .everything)
        #expect(plugin.reason == "extra/themes/t.lua changed (and 1 other file): a plugin, so everything runs")
        let helper = plan(deleted: ["Scenarios/scope/_scope.lua"])
        #expect(helper.scope == .everything)
        #expect(helper.reason == "Scenarios/scope/_scope.lua deleted: a helper, so everything runs")
    }

    @Test func deletionsAloneRunNothing() {
        let gone = plan(deleted: ["Scenarios/a.lua", "Scenarios/b.lua", "Scenarios/c.lua"])
        #expect(gone.scope == .nothing)
        #expect(gone.reason == "Scenarios/a.lua and 2 other files deleted: nothing to run")
    }
}
