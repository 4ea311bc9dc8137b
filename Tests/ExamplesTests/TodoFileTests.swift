import Foundation
import GtkHooks
import Testing

@testable import TodoList

@Suite struct TodoFileTests {
    private let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-file-\(UUID().uuidString)")

    private func backups() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("todos.corrupt-") }
    }

    @Test("a missing file is a first start with an empty list")
    func missingFile() {
        #expect(TodoFile(directory: directory).load() == .missing)
    }

    @Test("what is saved is loaded, with the directory made on the way")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        let todos = [Todo(title: "Milk"), Todo(title: "Bread", isDone: true)]
        try file.save(todos)
        #expect(file.load() == .loaded(todos))
        try file.save([])
        #expect(file.load() == .loaded([]))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["todos.json"], "no temporary file is left behind")
    }

    @Test("a corrupt file is copied aside, byte for byte, and the app starts empty")
    func corruptFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data("{\"not\": \"a list\"".utf8)
        try garbage.write(to: file.url)

        let load = file.load()
        guard case .corrupt(let backup) = load else {
            Issue.record("expected a corrupt load, got \(load)")
            return
        }
        #expect(try Data(contentsOf: backup) == garbage)
        #expect(load.todos.isEmpty && load.allowsSaving)
        #expect(load.notice?.contains(backup.path) == true)

        _ = file.load()
        #expect(backups().count == 2, "a second bad start keeps a second copy")
    }

    /// Ten todos, each with an unknown field `nested` `depth` levels deep
    /// (`open`/`close` an object or an array).
    private func nestedList(depth: Int, open: String, close: String) -> Data {
        let value =
            String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        let todo = #"{"id":"\#(UUID().uuidString)","title":"t","isDone":false,"nested":"#
        return Data(
            ("[" + (0..<10).map { _ in todo + value + "}" }.joined(separator: ",") + "]").utf8)
    }

    @Test("a file nested deeper than TodoList reads is kept aside at once, with a message")
    func tooDeeplyNested() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Decoded, this took minutes: ten unknown fields 500 levels deep.
        let deep = nestedList(depth: 500, open: #"{"a":"#, close: "}")
        try deep.write(to: file.url)

        let load = file.load()
        guard case .tooDeeplyNested(let backup) = load else {
            Issue.record("expected a too deeply nested load, got \(load)")
            return
        }
        #expect(try Data(contentsOf: backup) == deep)
        #expect(load.todos.isEmpty && load.allowsSaving)
        #expect(load.notice?.contains("more than 64 levels deep") == true)
        #expect(load.notice?.contains(backup.path) == true)
    }

    @Test(
        "unknown fields nested within the limit load and are saved back",
        arguments: [
            (#"{"a":"#, "}"), ("[", "]"),
        ])
    func nestedWithinTheLimit(open: String, close: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try nestedList(depth: 60, open: open, close: close).write(to: file.url)

        let todos = file.load().todos
        #expect(todos.count == 10)
        try file.save(todos)
        #expect(file.load().todos == todos, "the nested fields are written back")
    }

    @Test("brackets inside strings, escaped quotes included, do not count as nesting")
    func nestingIgnoresStrings() {
        let text = #"[{"title":"[[[[ \" {{{{ ","x":[[1]]}]"#
        #expect(!JSONNesting.exceedsLimit(Data(text.utf8), limit: 4))
        #expect(JSONNesting.exceedsLimit(Data(text.utf8), limit: 3))
    }

    @Test("a title with invalid UTF-8 keeps the file's bytes: copied aside whole, never rewritten")
    func invalidUTF8() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // "Caf\xE9" as a Latin-1 editor saves it, between two good todos.
        var bytes = Data(#"[{"title":"Milk","isDone":false},{"title":"Caf"#.utf8)
        bytes += [0xE9, 0xFF]
        bytes += Data(#"","isDone":true},{"title":"Bread","isDone":false}]"#.utf8)
        try bytes.write(to: file.url)

        let load = file.load()
        guard case .corrupt(let backup) = load else {
            Issue.record("expected a corrupt load, got \(load)")
            return
        }
        #expect(try Data(contentsOf: backup) == bytes, "the copy is byte for byte")
        #expect(try Data(contentsOf: file.url) == bytes, "loading leaves the file alone")
        #expect(load.notice?.contains(backup.path) == true)
        // The app then saves what the user does; the bytes stay in the copy.
        try file.save([Todo(title: "New")])
        #expect(try Data(contentsOf: backup) == bytes)
    }

    @Test("an unreadable file is left alone and never saved over")
    func unreadableFile() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        // A directory where the file should be cannot be read, even by root.
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        let load = file.load()
        guard case .unreadable = load else {
            Issue.record("expected an unreadable load, got \(load)")
            return
        }
        #expect(!load.allowsSaving)
        #expect(load.notice?.contains("will not be saved") == true)
        #expect(backups().isEmpty)
    }

    @Test("a save cut short leaves the saved list whole")
    func interruptedSave() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        let todos = [Todo(title: "Milk")]
        try file.save(todos)
        // What a crash during the next save leaves: a half-written temporary file.
        let partial = directory.appendingPathComponent(".todos.json.99999.tmp")
        try Data("[{\"id\":".utf8).write(to: partial)
        #expect(file.load() == .loaded(todos))
        try file.save(todos + [Todo(title: "Bread")])
        #expect(file.load().todos.count == 2)
    }

    @Test("a save that cannot be written throws and leaves nothing behind")
    func failedSave() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let file = TodoFile(directory: blocker.appendingPathComponent("sub"))
        #expect(throws: (any Error).self) { try file.save([Todo(title: "Milk")]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["blocker"])
    }

    private func mode(of path: String) -> mode_t {
        var info = stat()
        #expect(stat(path, &info) == 0)
        return info.st_mode & 0o7777
    }

    @Test("a save keeps the permissions of the file it replaces; a new file gets the usual ones")
    func savingKeepsPermissions() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try file.save([Todo(title: "Milk")])
        let usual = mode(of: file.url.path)
        let mask = umask(0o022)
        umask(mask)
        #expect(usual == 0o666 & ~mask)
        #expect(chmod(file.url.path, 0o600) == 0)
        try file.save([Todo(title: "Milk"), Todo(title: "Bread")])
        #expect(mode(of: file.url.path) == 0o600, "a private file stays private")
        #expect(chmod(file.url.path, 0o640) == 0)
        try file.save([])
        #expect(mode(of: file.url.path) == 0o640)
        #expect(file.load() == .loaded([]))
    }

    @Test("a save through a symbolic link writes the file it points to and keeps the link")
    func savingKeepsSymbolicLinks() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        let elsewhere = directory.appendingPathComponent("synced")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let real = elsewhere.appendingPathComponent("my-todos.json")
        try Data("[]".utf8).write(to: real)
        #expect(chmod(real.path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: file.url.path, withDestinationPath: "synced/my-todos.json")

        let todos = [Todo(title: "Milk")]
        try file.save(todos)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: file.url.path)
                == "synced/my-todos.json", "still a link, to the same place")
        #expect(try JSONDecoder().decode([Todo].self, from: Data(contentsOf: real)) == todos)
        #expect(mode(of: real.path) == 0o600)
        #expect(file.load() == .loaded(todos))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["my-todos.json"]
        )
    }

    @Test("fields the app does not know are saved back as they were read")
    func unknownFieldsAreKept() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let id = UUID()
        let saved = """
            [{"id": "\(id.uuidString)", "title": "Milk", "isDone": false, "priority": 3,
              "due": "2026-12-24", "tags": ["shop", {"aisle": 7.5}], "note": null,
              "big": 18446744073709551615, "pinned": true}]
            """
        try Data(saved.utf8).write(to: file.url)
        let todos = file.load().todos
        #expect(todos.map(\.title) == ["Milk"])
        let state = todoReducer(state: TodoState(todos: todos), action: .toggle(id))
        try file.save(state.todos)

        let written = try JSONDecoder().decode(
            [[String: JSONValue]].self, from: Data(contentsOf: file.url))
        let expected: [String: JSONValue] = [
            "id": .string(id.uuidString), "title": .string("Milk"), "isDone": .bool(true),
            "priority": .integer(3), "due": .string("2026-12-24"),
            "tags": .array([.string("shop"), .object(["aisle": .number(7.5)])]),
            "note": .null, "big": .unsignedInteger(UInt64.max), "pinned": .bool(true),
        ]
        #expect(written == [expected])
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.contains("18446744073709551615"), "integers stay exact")
        #expect(file.load().todos == state.todos, "and they load again")
    }

    @Test("a file whose name is not UTF-8 is read and saved under that very name")
    func nameThatIsNotUTF8() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = BytePath(directory).appending(
            Array("bad".utf8) + [0xFF, 0xFE] + Array(".json".utf8))
        let todos = [Todo(title: "Milk")]
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        #expect(descriptor >= 0)
        let json = try JSONEncoder().encode(todos)
        #expect(json.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) } == json.count)
        close(descriptor)

        let file = TodoFile(url: path.url)
        #expect(file.load() == .loaded(todos))
        try file.save(todos + [Todo(title: "Bread")])
        #expect(TodoFile(url: path.url).load().todos.map(\.title) == ["Milk", "Bread"])
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.count == 1, "no second file named with U+FFFD: \(names)")
    }

    @Test("an XDG_DATA_HOME whose name is not UTF-8 keeps the list in that very directory")
    func dataHomeThatIsNotUTF8() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let base = BytePath(directory)
        let name = Array("data".utf8) + [0xFF, 0xFE]
        let dataHome = base.appending(name)
        let environment: (String) -> [UInt8]? = { $0 == "XDG_DATA_HOME" ? dataHome.bytes : nil }

        let file = TodoFile.standard(appID: "org.example.Todos", environment: environment)
        #expect(
            BytePath(file.url)
                == dataHome.appending("org.example.Todos".utf8).appending("todos.json".utf8))
        try file.save([Todo(title: "Milk")])
        let reread = TodoFile.standard(appID: "org.example.Todos", environment: environment)
        #expect(reread.load().todos.map(\.title) == ["Milk"])
        #expect(byteNames(in: base) == [name], "no directory named with U+FFFD beside it")
        #expect(byteNames(in: dataHome) == [Array("org.example.Todos".utf8)])
        #expect(
            byteNames(in: dataHome.appending("org.example.Todos".utf8))
                == [Array("todos.json".utf8)])
    }

    /// The names in the directory `path` as the file system stores them.
    private func byteNames(in path: BytePath) -> [[UInt8]] {
        guard let directory = path.withCString({ opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != Array(".".utf8) && name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    @Test("a file whose name has 255 bytes, the most there is, is saved again and again")
    func longestName() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = TodoFile(
            url: directory.appendingPathComponent(String(repeating: "t", count: 250) + ".json"))
        try file.save([Todo(title: "Milk")])
        try file.save([Todo(title: "Milk"), Todo(title: "Bread")])
        #expect(file.load().todos.count == 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names == [file.url.lastPathComponent], "no temporary file is left behind")
    }

    @Test("a FIFO or a device is not a regular file: said so at once, never read or saved over")
    func notRegularFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fifo = directory.appendingPathComponent("fifo.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // A FIFO without a writer would block a plain open or read forever.
        for url in [fifo, URL(fileURLWithPath: "/dev/zero")] {
            let load = TodoFile(url: url).load()
            #expect(load == .unreadable(reason: "not a regular file; choose a JSON file"), "\(url)")
            #expect(!load.allowsSaving)
        }
    }
}
