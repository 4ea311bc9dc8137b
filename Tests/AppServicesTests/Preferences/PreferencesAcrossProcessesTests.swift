import AppServices
import Foundation
import Testing
import Widgets

/// Two processes of one app writing one preferences file at once, each its own key:
/// neither may erase what the other wrote.
@MainActor struct PreferencesAcrossProcessesTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("preferences-processes-\(UUID().uuidString)")

    @Test("two processes writing their own key 300 times each both keep every write")
    func twoProcessesKeepBothKeys() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("preferences.json")
        let writer = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("PreferencesWriter")
        try #require(
            FileManager.default.isExecutableFile(atPath: writer.path),
            "no PreferencesWriter beside the tests: build with `swift build --build-tests`")

        let processes = try ["first", "second"].map { key in
            let process = Process()
            process.executableURL = writer
            process.arguments = [file.path, key, "300"]
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }

        #expect(processes.map(\.terminationStatus) == [0, 0])
        let reread = Preferences(url: file)
        #expect(reread.value("first", as: Int.self) == 300)
        #expect(reread.value("second", as: Int.self) == 300)
    }
}
