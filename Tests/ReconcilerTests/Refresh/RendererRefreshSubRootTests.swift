// Roots a host renders apart from the refreshed tree (the rows of a virtualized
// list on GTK, each its own renderer), seen here as a second TestHost: such a
// root catches up with a refresh on its next render of a new image's view.

import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A row with a toggle and an effect that logs with `word`.
@MainActor private func subRootFirstImage(_ word: String) -> some View {
    struct Row: HookView {
        let word: String
        var hookBody: some View {
            let isOn = useState(false)
            useEffect(.once) {
                RefreshLog.entries.append("effect \(word)")
                return { RefreshLog.entries.append("cleanup \(word)") }
            }
            Toggle("\(word) row", isOn: isOn)
        }
    }
    return Row(word: word)
}

/// The row's code in a new image.
@MainActor private func subRootSecondImage(_ word: String) -> some View {
    struct Row: HookView {
        let word: String
        var hookBody: some View {
            let isOn = useState(false)
            useEffect(.once) {
                RefreshLog.entries.append("effect \(word)")
                return { RefreshLog.entries.append("cleanup \(word)") }
            }
            Toggle("\(word) row", isOn: isOn)
        }
    }
    return Row(word: word)
}

/// A root of one type whose content is of any type: rendering it with the content of
/// another image changes the content's type, not the root's.
private struct Holder: View {
    let content: any View
    var body: some View {
        VStack {
            if let content = Optional(content) { content }
        }
    }
}

@MainActor struct RendererRefreshSubRootTests {
    @Test("a root rendered apart from a refreshed tree keeps state and widgets on its next render")
    func subRootCatchesUp() throws {
        let main = TestHost()
        main.render(firstImage())
        let row = TestHost()
        row.render(subRootFirstImage("old"))
        let toggle = try #require(row.find(text: "old row"))
        try row.toggle(toggle)
        row.clearTranscript()
        RefreshLog.entries = []

        main.renderer.refresh(secondImage(), carrying: codableCarry)
        main.flush()
        #expect(RefreshLog.entries.isEmpty, "a root the refresh did not render waits")

        // Shown again (a list binds the row) with the new image's view.
        row.render(subRootSecondImage("new"))
        row.flush()

        #expect(row.find(text: "new row") === toggle)
        #expect(toggle.as(Toggle.self)?.isOn == true)
        #expect(row.transcript.allSatisfy { $0.kind == .update })
        #expect(RefreshLog.entries == ["cleanup old", "effect new"])
    }

    @Test("a root that renders a view of the type it shows after a refresh renders as usual")
    func subRootOfTheSameTypeRendersAsUsual() throws {
        let main = TestHost()
        main.render(firstImage())
        let row = TestHost()
        row.render(subRootFirstImage("old"))
        row.flush()
        RefreshLog.entries = []

        main.renderer.refresh(secondImage(), carrying: codableCarry)
        row.render(subRootFirstImage("same"))
        row.flush()

        #expect(row.find(text: "same row") != nil)
        #expect(RefreshLog.entries.isEmpty, "no effect runs again: the code did not change")
    }

    @Test("a renderer's own pass during another renderer's refresh matches by type, as outside one")
    func otherRenderersPassIsNotARefresh() throws {
        let main = TestHost()
        main.render(firstImage())
        let other = TestHost()
        other.render(Holder(content: firstImage()))
        try other.tap(text: "add")
        #expect(other.find(text: "first 1 all") != nil)

        main.renderer.refresh(carrying: codableCarry) {
            main.renderer.render(secondImage())
            // Same root type: no catch-up, so an ordinary pass of its own.
            other.render(Holder(content: secondImage()))
        }
        main.flush()
        other.flush()

        #expect(main.find(text: "second 0 all") != nil)
        #expect(other.find(text: "second 0 all") != nil, "mounted fresh, as in any normal pass")
    }
}
