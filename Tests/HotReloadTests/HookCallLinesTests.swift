import Hooks
import HotReload
import Testing

/// The identity of line `line` of `file` in `lines`, as a hook call there gets it.
@MainActor private func identity(_ lines: HookCallLines, _ file: StaticString, _ line: UInt) -> Int
{
    lines.identity(of: HookCallSite(fileID: file, line: line))
}

private let before = """
    struct Counter: HookView {
        var hookBody: some View {
            let extra = useState(7)
            Text("\\(extra.wrappedValue)")
        }
    }
    """

@MainActor
@Suite("Hook call identities across edits of an app's sources")
struct HookCallLinesTests {
    @Test("a line moved by an insertion above keeps its identity; the inserted line has a new one")
    func insertionAbove() {
        let lines = HookCallLines(moduleName: "App")
        lines.update(with: ["Counter.swift": before])
        let extra = identity(lines, "App/Counter.swift", 3)

        lines.update(with: [
            "Counter.swift": before.replacingOccurrences(
                of: "        let extra", with: "        let zed = useState(100)\n        let extra")
        ])

        #expect(identity(lines, "App/Counter.swift", 4) == extra)
        #expect(identity(lines, "App/Counter.swift", 3) != extra)
    }

    @Test("an edited line gets a new identity; re-indenting it does not")
    func editedLine() {
        let lines = HookCallLines(moduleName: "App")
        lines.update(with: ["Counter.swift": before])
        let extra = identity(lines, "App/Counter.swift", 3)

        lines.update(with: [
            "Counter.swift": before.replacingOccurrences(
                of: "        let extra", with: "            let  extra")
        ])
        #expect(identity(lines, "App/Counter.swift", 3) == extra)

        lines.update(with: [
            "Counter.swift": before.replacingOccurrences(of: "useState(7)", with: "useState(8)")
        ])
        #expect(identity(lines, "App/Counter.swift", 3) != extra)
    }

    @Test("an edit elsewhere in the file, or in another file, keeps every other line's identity")
    func unrelatedEdits() {
        let lines = HookCallLines(moduleName: "App")
        lines.update(with: ["Counter.swift": before, "Other.swift": "let a = 1\n"])
        let extra = identity(lines, "App/Counter.swift", 3)

        lines.update(with: [
            "Counter.swift": before.replacingOccurrences(of: "Text(", with: "Label("),
            "Other.swift": "let a = 2\n",
        ])

        #expect(identity(lines, "App/Counter.swift", 3) == extra)
    }

    @Test("calls outside the app's files are told apart by file and line")
    func frameworkCalls() {
        let lines = HookCallLines(moduleName: "App")
        lines.update(with: ["Counter.swift": before])
        #expect(
            identity(lines, "Widgets/Counter.swift", 3) != identity(lines, "App/Counter.swift", 3))
        #expect(
            identity(lines, "Widgets/Counter.swift", 3)
                == identity(lines, "Widgets/Counter.swift", 3))
        #expect(
            identity(lines, "Widgets/Counter.swift", 3)
                != identity(lines, "Widgets/Counter.swift", 4))
    }
}
