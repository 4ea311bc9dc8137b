import Foundation
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Settings: HookView {
    var hookBody: some View {
        let showsDone = usePreference("showsDone", default: true)
        let name = usePreference("name", default: "none")
        Toggle("Show done", isOn: showsDone)
        Text("name \(name.wrappedValue)")
        Button("Rename") { name.wrappedValue = "Ada" }
    }
}

@MainActor struct PreferencesTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("preferences-\(UUID().uuidString)")

    private func environment(_ preferences: Preferences) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.preferences = preferences
        return environment
    }

    @Test("a preference written by a view is in the file for the next run")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("preferences.json")
        let host = TestHost(Settings(), environment: environment(Preferences(url: url)))
        #expect(host.find(text: "name none") != nil)
        try host.tap(text: "Rename")
        try host.toggle(try #require(host.find(text: "Show done")))
        let reread = Preferences(url: url)
        #expect(reread.value("name", as: String.self) == "Ada")
        #expect(reread.value("showsDone", as: Bool.self) == false)
        let again = TestHost(Settings(), environment: environment(reread))
        #expect(again.find(text: "name Ada") != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["preferences.json"], "no temporary file is left")
    }

    @Test("a file that is not JSON is kept aside before the first write")
    func unreadableFileIsKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("preferences.json")
        try Data("{not json".utf8).write(to: url)
        let host = TestHost(Settings(), environment: environment(Preferences(url: url)))
        #expect(host.find(text: "name none") != nil)
        try host.tap(text: "Rename")
        let kept = try String(contentsOf: url.appendingPathExtension("unreadable"), encoding: .utf8)
        #expect(kept == "{not json")
        #expect(Preferences(url: url).value("name", as: String.self) == "Ada")
    }

    @Test("a stored value of another type gives the default and stays in the file")
    func wrongTypeKeepsTheValue() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("preferences.json")
        try Data(#"{"name": 42, "showsDone": false}"#.utf8).write(to: url)
        let host = TestHost(Settings(), environment: environment(Preferences(url: url)))
        #expect(host.find(text: "name none") != nil)
        try host.toggle(try #require(host.find(text: "Show done")))
        #expect(Preferences(url: url).value("name", as: Int.self) == 42)
    }

    @Test("the standard file is under XDG_CONFIG_HOME")
    func standardLocation() {
        let url = Preferences.standard(appID: "org.example.App").url.path
        #expect(url.hasSuffix("/org.example.App/preferences.json"))
    }
}
