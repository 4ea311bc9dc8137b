import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A file row whose context menu renames, locks and deletes it.
private struct FileRow: HookView {
    var hookBody: some View {
        let log = useState("nothing")
        let isLocked = useState(false)
        let count = useState(0)
        VStack {
            Text("Log: \(log.wrappedValue)")
            Text("notes.txt").contextMenu {
                MenuItem("Open") {
                    count.wrappedValue += 1
                    log.wrappedValue = "open \(count.wrappedValue)"
                }
                MenuItem("Locked", isOn: isLocked)
                Divider()
                MenuSection("Danger") {
                    MenuItem("Delete") { log.wrappedValue = "delete" }
                        .disabled(isLocked.wrappedValue)
                }
                Menu("Share") {
                    MenuItem("Mail") { log.wrappedValue = "mail" }
                }
            }
        }
    }
}

struct TestHostContextMenuTests {
    private func log(_ host: TestHost) -> String? {
        host.widgets.compactMap(\.text).first { $0.hasPrefix("Log: ") }
    }

    @Test("G87 a context menu lists its items and runs the latest action of the one chosen")
    @MainActor func choose() throws {
        let host = TestHost(FileRow())
        let row = try #require(host.find(text: "notes.txt"))
        #expect(try host.contextMenuItems(of: row) == ["Open", "Locked", "Delete", "Mail"])
        try host.chooseContextMenuItem("Open", of: row)
        try host.chooseContextMenuItem("Open", of: row)
        #expect(log(host) == "Log: open 2")
        try host.chooseContextMenuItem("Mail", of: row)
        #expect(log(host) == "Log: mail")
    }

    @Test("G87 a disabled item of a context menu does nothing")
    @MainActor func disabled() throws {
        let host = TestHost(FileRow())
        let row = try #require(host.find(text: "notes.txt"))
        try host.chooseContextMenuItem("Locked", of: row)
        try host.chooseContextMenuItem("Delete", of: row)
        #expect(log(host) == "Log: nothing")
    }

    @Test("a view without a context menu, or a missing item, throws")
    @MainActor func missing() throws {
        let host = TestHost(FileRow())
        let log = try #require(host.find(text: "Log: nothing"))
        #expect(throws: TestHostError.self) { try host.contextMenuItems(of: log) }
        let row = try #require(host.find(text: "notes.txt"))
        #expect(throws: TestHostError.self) { try host.chooseContextMenuItem("Nope", of: row) }
    }
}
