import AppServices
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
        #expect(
            Set(leftovers) == ["preferences.json", "preferences.json.lock"],
            "no temporary file is left")
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

    @Test("a key another instance wrote reaches the views at this instance's next write")
    func otherWritersKeysReachTheViews() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("preferences.json")
        let host = TestHost(Settings(), environment: environment(Preferences(url: url)))
        Preferences(url: url).set("Bob", for: "name")
        try host.toggle(try #require(host.find(text: "Show done")))
        #expect(host.find(text: "name Bob") != nil)
    }

    @Test("the standard file is under XDG_CONFIG_HOME")
    func standardLocation() {
        let url = Preferences.standard(appID: "org.example.App").url.path
        #expect(url.hasSuffix("/org.example.App/preferences.json"))
    }

    @Test("an XDG_CONFIG_HOME whose name is not UTF-8 keeps the file in that very directory")
    func configHomeThatIsNotUTF8() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let base = Array(directory.path.utf8)
        let name = Array("config".utf8) + [0xFF, 0xFE]
        let configHome = base + [UInt8(ascii: "/")] + name
        let environment: (String) -> [UInt8]? = { $0 == "XDG_CONFIG_HOME" ? configHome : nil }

        let preferences = Preferences.standard(appID: "org.example.App", environment: environment)
        #expect(
            preferences.url.filePathBytes == configHome
                + Array("/org.example.App/preferences.json".utf8))
        preferences.set("Ada", for: "name")
        let reread = Preferences.standard(appID: "org.example.App", environment: environment)
        #expect(reread.value("name", as: String.self) == "Ada")
        #expect(byteNames(in: base) == [name], "no directory named with U+FFFD beside it")
        #expect(byteNames(in: configHome) == [Array("org.example.App".utf8)])
        #expect(
            Set(byteNames(in: configHome + Array("/org.example.App".utf8)))
                == [Array("preferences.json".utf8), Array("preferences.json.lock".utf8)])
    }
}

/// The names in the directory `path` as the file system stores them (bytes);
/// empty when it cannot be opened.
private func byteNames(in path: [UInt8]) -> [[UInt8]] {
    guard let directory = opendir((path.map { CChar(bitPattern: $0) } + [0])) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
    }
    return names
}

/// Captures what `HookDiagnostics` reports while `body` runs.
@MainActor private func reports(during body: () throws -> Void) rethrows -> [String] {
    let saved = HookDiagnostics.report
    var messages: [String] = []
    HookDiagnostics.report = { messages.append($0) }
    defer { HookDiagnostics.report = saved }
    try body()
    return messages
}

@MainActor struct PreferencesFileSafetyTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("preferences-\(UUID().uuidString)")
    private var url: URL { directory.appendingPathComponent("preferences.json") }

    private func makeDirectory() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    // Root reads any file whatever its mode: the directory and link-loop tests
    // cover a read failure when the tests run as root (as CI does).
    @Test(
        "a file that cannot be read (no read permission) is never overwritten",
        .enabled(if: geteuid() != 0, "root reads a file whatever its mode"))
    func unreadableByPermissionIsKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        let original = Data(#"{"window": [800, 600], "theme": "dark"}"#.utf8)
        try original.write(to: url)
        chmod(url.path, 0o200)
        let messages = reports {
            let preferences = Preferences(url: url)
            preferences.set(2, for: "zoom")
            #expect(preferences.value("zoom", as: Int.self) == 2, "the setting works in memory")
        }
        chmod(url.path, 0o600)
        #expect(try Data(contentsOf: url) == original)
        #expect(messages.contains { $0.contains(url.path) && $0.contains("cannot be read") })
    }

    @Test("a directory in place of the file is left alone and reported")
    func directoryInPlaceIsKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: url.appendingPathComponent("note"))
        let messages = reports {
            let preferences = Preferences(url: url)
            preferences.set(2, for: "zoom")
            #expect(preferences.value("zoom", as: Int.self) == 2, "the setting works in memory")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["note"])
        #expect(
            messages.contains { $0.contains(url.path) && $0.contains("cannot be read") },
            "\(messages)")
        #expect(messages.count == 1, "one warning, not one per change: \(messages)")
    }

    @Test("a link that cannot be followed is not replaced by a file")
    func linkLoopIsKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        #expect(symlink("preferences.json", url.path) == 0)
        let messages = reports { Preferences(url: url).set(2, for: "zoom") }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: url.path)
                == "preferences.json")
        #expect(messages.contains { $0.contains(url.path) && $0.contains("cannot be read") })
    }

    @Test("two instances on one file each keep their own keys")
    func twoWritersKeepBothKeys() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = Preferences(url: url)
        let second = Preferences(url: url)
        for round in 1...5 {
            first.set(round, for: "first")
            second.set(round * 10, for: "second")
        }
        let reread = Preferences(url: url)
        #expect(reread.value("first", as: Int.self) == 5)
        #expect(reread.value("second", as: Int.self) == 50)
        #expect(
            first.value("second", as: Int.self) == 40,
            "a write brings in what the other wrote before it")
    }

    @Test("a write waits for another writer's lock and keeps what it wrote")
    func writeWaitsForTheLock() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let preferences = Preferences(url: url)
        preferences.set(1, for: "mine")
        // Another process: takes the lock, reads the file, writes it back with
        // its own key a moment later, then unlocks.
        let path = url.path
        let locked = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            flock(lock, LOCK_EX)
            locked.signal()
            let before = FileManager.default.contents(atPath: path) ?? Data()
            var text = String(decoding: before, as: UTF8.self)
            text = text.replacingOccurrences(of: "{", with: #"{"other": 7,"#)
            usleep(300_000)
            try? Data(text.utf8).write(to: URL(fileURLWithPath: path + ".other"))
            rename(path + ".other", path)
            flock(lock, LOCK_UN)
            close(lock)
            done.signal()
        }
        locked.wait()
        preferences.set(2, for: "mine")
        done.wait()
        let reread = Preferences(url: url)
        #expect(reread.value("mine", as: Int.self) == 2)
        #expect(reread.value("other", as: Int.self) == 7)
    }

    @Test("each corrupt file is kept aside under a name of its own")
    func everyCorruptFileIsKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        try Data("{first".utf8).write(to: url)
        Preferences(url: url).set(1, for: "zoom")
        try Data("{second".utf8).write(to: url)
        let messages = reports { Preferences(url: url).set(2, for: "zoom") }
        let kept = directory.appendingPathComponent("preferences.json.unreadable")
        let keptAgain = directory.appendingPathComponent("preferences.json.unreadable-2")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "{first")
        #expect(try String(contentsOf: keptAgain, encoding: .utf8) == "{second")
        #expect(messages.contains { $0.contains(keptAgain.path) }, "\(messages)")
        #expect(Preferences(url: url).value("zoom", as: Int.self) == 2)
    }

    @Test("a linked file stays a link and every file keeps its mode")
    func linkAndModeAreKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        let target = directory.appendingPathComponent("real.json")
        try Data(#"{"theme": "dark"}"#.utf8).write(to: target)
        chmod(target.path, 0o644)
        #expect(symlink("real.json", url.path) == 0)
        Preferences(url: url).set(2, for: "zoom")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "real.json")
        let reread = Preferences(url: url)
        #expect(reread.value("theme", as: String.self) == "dark")
        #expect(reread.value("zoom", as: Int.self) == 2)
        var info = stat()
        stat(target.path, &info)
        #expect(info.st_mode & 0o777 == 0o644)
        let fresh = directory.appendingPathComponent("fresh/preferences.json")
        Preferences(url: fresh).set(1, for: "zoom")
        stat(fresh.path, &info)
        #expect(info.st_mode & 0o777 == 0o600, "a new file is private")
    }

    @Test("keys this run never set are written back byte for byte")
    func unknownFieldsAreByteExact() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try makeDirectory()
        let fields = [
            #""big": 100000000000000000000000000000"#,
            #""pi": 3.14159265358979323846264338327950288"#,
            #""tiny": 1e-400"#,
            #""dup": 1"#,
            #""dup": "two""#,
            #""nested": {"z": 1E+29, "a": [1.0, -0.0, "\u00e9"]}"#,
            #""zoom": 1"#,
        ]
        try Data("{\(fields.joined(separator: ", "))}".utf8).write(to: url)
        Preferences(url: url).set(2, for: "zoom")
        let text = try String(contentsOf: url, encoding: .utf8)
        for field in fields.dropLast() {
            #expect(text.contains(field), "\(field) in \(text)")
        }
        #expect(!text.contains(#""zoom": 1"#))
        #expect(Preferences(url: url).value("zoom", as: Int.self) == 2)
    }
}
