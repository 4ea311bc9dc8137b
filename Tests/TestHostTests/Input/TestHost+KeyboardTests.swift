import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A form, and a sheet with its own OK and Cancel, whose keys write a log.
private struct KeyForm: HookView {
    var hookBody: some View {
        let log = useState([String]())
        let name = useState("")
        let showsSheet = useState(true)
        let typed = name.wrappedValue
        let write = { (line: String) in log.wrappedValue.append(line) }
        VStack {
            Text("Log: \(log.wrappedValue.joined(separator: ", "))")
            TextField("Name", text: name) { write("field") }
                .onSubmit { write("inner \(typed)") }
            TextEditor(text: name)
            Text("Pad").onKeyPress(keys: ["d"]) { press in
                guard press.modifiers.contains(.command) else { return .ignored }
                write("duplicate")
                return .handled
            }
            Button("OK") { write("ok") }.keyboardShortcut(.defaultAction)
            Button("Cancel") { write("cancel") }.keyboardShortcut(.cancelAction)
            Button("Save") { write("save") }.keyboardShortcut("s")
            Button("Off") { write("off") }.keyboardShortcut("o").disabled(true)
            Sheet("Rename", isPresented: showsSheet) {
                TextField("Sheet field", text: name)
                Button("Sheet OK") { write("sheet ok") }.keyboardShortcut(.defaultAction)
            }
        }
        .onSubmit { write("outer") }
        .onKeyPress(.escape) { press in
            write("escape \(press.modifiers)")
            return press.modifiers.contains(.shift) ? .handled : .ignored
        }
    }
}

@MainActor struct TestHostKeyboardTests {
    private func log(_ host: TestHost) -> String? {
        host.widgets.compactMap(\.text).first { $0.hasPrefix("Log: ") }
    }

    @Test("G120 Enter in a field runs its submit, the .onSubmits outwards, then the default button")
    func submit() throws {
        let host = TestHost(KeyForm())
        let field = try #require(host.find(label: "Name") ?? host.find(role: .textField))
        try host.type("Ada", into: field)
        host.clearTranscript()
        try host.press(.return, in: field)
        #expect(log(host) == "Log: field, inner Ada, outer, ok")
        #expect(host.transcript.first?.description == "press Return in \(field.name)")
        // The sheet's field reaches the sheet's default button, not the window's.
        let sheetField = try #require(host.widgets.first { $0.view is TextField && $0 !== field })
        try host.submit(sheetField)
        #expect(log(host)?.hasSuffix("ok, outer, sheet ok") == true, "\(log(host) ?? "")")
        host.unmount()
    }

    @Test("G120 Enter in a field of a List row runs the row's .onSubmit, then the list's and outer")
    func submitInARow() throws {
        let events = Recorder()
        let host = TestHost(RowFields(events: events))
        let field = try #require(host.widgets.first { $0.accessibleName == "Item 2" })
        try host.press(.return, in: field)
        #expect(events.values == ["row 2", "list", "outer"])
        host.unmount()
    }

    @Test("G121 Escape goes through .onKeyPress, then the cancel button; shortcuts find buttons")
    func keys() throws {
        let host = TestHost(KeyForm())
        let field = try #require(host.find(role: .textField))
        try host.press(.escape, modifiers: .shift, in: field)
        #expect(log(host) == "Log: escape Shift", ".handled stops the key")
        try host.press(.escape, in: field)
        #expect(log(host) == "Log: escape Shift, escape , cancel", ".ignored lets it go on")
        try host.press("s", modifiers: .command, in: field)
        #expect(log(host)?.hasSuffix("cancel, save") == true)
        #expect(try host.press("o", modifiers: .command, in: field) == false, "disabled")
        let pad = try #require(host.find(text: "Pad"))
        #expect(try host.press("d", in: pad) == false, "no Control: ignored, nothing else")
        try host.press("d", modifiers: .control, in: pad)
        #expect(log(host)?.hasSuffix("save, duplicate") == true)
        #expect(host.transcript.count(of: .press) == 6)
        host.unmount()
    }

    @Test("Enter in a text editor submits nothing")
    func editor() throws {
        let host = TestHost(KeyForm())
        let editor = try #require(host.find(role: .textEditor))
        try host.press(.return, in: editor)
        #expect(log(host) == "Log: ")
        host.unmount()
    }
}

/// What the actions of a test's view did, in order.
@MainActor private final class Recorder {
    var values: [String] = []
}

/// A list whose rows hold a text field each, with `.onSubmit` on the row,
/// on the list and around it.
private struct RowFields: HookView {
    let events: Recorder

    var hookBody: some View {
        let texts = useState(["a", "b", "c"])
        VStack {
            List(Array(texts.wrappedValue.indices), id: \.self) { index in
                TextField("Item \(index + 1)", text: texts[index])
                    .onSubmit { events.values.append("row \(index + 1)") }
            }
            .onSubmit { events.values.append("list") }
        }
        .onSubmit { events.values.append("outer") }
    }
}
