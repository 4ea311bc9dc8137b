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

    @Test("integers, fractions and nested values read back as they were set")
    func valuesKeepTheirKind() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("preferences.json")
        let preferences = Preferences(url: url)
        preferences.set(800, for: "width")
        preferences.set(0.5, for: "ratio")
        preferences.set(["recent": ["a.json", "b.json"]], for: "files")
        preferences.set(Int64.max, for: "largest")
        let reread = Preferences(url: url)
        #expect(reread.value("width", as: Int.self) == 800)
        #expect(reread.value("ratio", as: Double.self) == 0.5)
        #expect(
            reread.value("files", as: [String: [String]].self) == ["recent": ["a.json", "b.json"]])
        #expect(reread.value("largest", as: Int64.self) == Int64.max)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(
            text.contains("800") && !text.contains("800.0"), "an integer is written as one: \(text)"
        )
        #expect(
            text.range(of: "files")!.lowerBound < text.range(of: "width")!.lowerBound,
            "keys are sorted")
    }

    @Test("the standard file is under XDG_CONFIG_HOME")
    func standardLocation() {
        let url = Preferences.standard(appID: "org.example.App").url.path
        #expect(url.hasSuffix("/org.example.App/preferences.json"))
    }
}
