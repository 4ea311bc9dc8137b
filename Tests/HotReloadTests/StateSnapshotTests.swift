import Foundation
import Hooks
import HotReload
import Reconciler
import TestHost
import Testing
import Widgets

/// The app before the restart: a list of names and, per row, a checked state.
@MainActor private func appBefore() -> some View {
    struct Row: HookView {
        let name: String
        var hookBody: some View {
            let checked = useState(false)
            Toggle(name, isOn: checked)
        }
    }
    struct Names: HookView {
        var hookBody: some View {
            let names = useState([String]())
            // Not Encodable: left out of the snapshot.
            _ = useRef(NSObject())
            VStack {
                Button("add \(names.wrappedValue.count)") {
                    names.wrappedValue.append("row \(names.wrappedValue.count)")
                }
                ForEach(names.wrappedValue, id: \.self) { name in Row(name: name) }
            }
        }
    }
    return Names()
}

/// The same app built again (another image): types of the same names.
@MainActor private func appAfter() -> some View {
    struct Row: HookView {
        let name: String
        var hookBody: some View {
            let checked = useState(false)
            Toggle(name, isOn: checked)
        }
    }
    struct Names: HookView {
        var hookBody: some View {
            let names = useState([String]())
            // Not Encodable: left out of the snapshot.
            _ = useRef(NSObject())
            VStack {
                Button("add \(names.wrappedValue.count)") {
                    names.wrappedValue.append("row \(names.wrappedValue.count)")
                }
                ForEach(names.wrappedValue, id: \.self) { name in Row(name: name) }
            }
        }
    }
    return Names()
}

@MainActor struct StateSnapshotTests {
    @Test("Codable state is restored by component path after a restart, rows included")
    func restoresByPath() throws {
        let before = TestHost(appBefore())
        try before.tap(text: "add 0")
        try before.tap(text: "add 1")
        try before.toggle(#require(before.find(text: "row 1")))
        let saved = try JSONEncoder().encode(StateSnapshot(of: before.renderer))
        before.unmount()

        let snapshot = try JSONDecoder().decode(StateSnapshot.self, from: saved)
        let after = TestHost(appAfter())
        let first = snapshot.restore(into: after.renderer)
        after.flush()
        // The rows mounted only once the list was restored: a second round restores them.
        let second = snapshot.restore(into: after.renderer, skipping: first)
        after.flush()

        #expect(first.count == 1)
        #expect(second.count == 2)
        #expect(after.find(text: "add 2") != nil)
        #expect(after.find(text: "row 1")?.as(Toggle.self)?.isOn == true)
        #expect(after.find(text: "row 0")?.as(Toggle.self)?.isOn == false)
        #expect(snapshot.restore(into: after.renderer, skipping: first.union(second)).isEmpty)
    }
}
