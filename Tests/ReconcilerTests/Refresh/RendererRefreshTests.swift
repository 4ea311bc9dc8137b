import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Renders `first`, then refreshes with `second` as a hot reload does.
@MainActor private func host(showing first: some View) -> TestHost {
    let host = TestHost()
    host.render(first)
    return host
}

@MainActor private func refresh(_ host: TestHost, with view: some View) -> RefreshSummary {
    let summary = host.renderer.refresh(view, carrying: codableCarry)
    host.flush()
    return summary
}

@MainActor struct RendererRefreshTests {
    @Test("a refresh shows the new code and keeps state, Codable state of a new type and widgets")
    func keepsStateAndWidgets() throws {
        let host = host(showing: firstImage())
        try host.tap(text: "add")
        try host.tap(text: "add")
        try host.tap(text: "done")
        try host.type("milk", into: #require(host.find(role: .textField)))
        let field = try #require(host.find(role: .textField))
        #expect(host.find(text: "first 2 done") != nil)

        let reports = diagnostics {
            let summary = refresh(host, with: secondImage())
            #expect(summary.keptAcrossTypes > 0)
        }

        #expect(reports.isEmpty)
        #expect(host.find(text: "second 2 done") != nil)
        #expect(host.find(role: .textField) === field)
        #expect(field.as(TextField.self)?.fields.value == "milk")
        try host.tap(text: "add")
        #expect(host.find(text: "second 3 done") != nil)
    }

    @Test("a normal render of a same-named type of another image mounts it fresh")
    func normalRenderMatchesByType() throws {
        let host = host(showing: firstImage())
        try host.tap(text: "add")
        host.render(secondImage())
        #expect(host.find(text: "second 0 all") != nil)
    }

    @Test("a renamed component starts fresh in a refresh")
    func renamedComponentStartsFresh() throws {
        let host = host(showing: firstImage())
        try host.tap(text: "add")
        _ = refresh(host, with: renamedImage())
        #expect(host.find(text: "renamed 0 all") != nil)
    }

    @Test("state of a new type that is not Codable resets that slot alone, with a warning")
    func nonCodableSlotResetsAlone() throws {
        let host = host(showing: firstImage())
        try host.tap(text: "add")
        try host.tap(text: "done")
        try host.type("milk", into: #require(host.find(role: .textField)))

        let reports = diagnostics { _ = refresh(host, with: nonCodableImage()) }

        #expect(host.find(text: "plain 1 all") != nil)
        #expect(host.find(role: .textField)?.as(TextField.self)?.fields.value == "milk")
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.contains("useState in Counter (slot 1)"))
        #expect(report.contains("Filter"))
        #expect(report.contains("Codable"))
    }

    @Test("a refresh cleans up and re-runs every effect and recomputes memos")
    func rerunsEffectsAndMemos() {
        RefreshLog.entries = []
        let host = host(showing: effectsImage("a"))
        #expect(RefreshLog.entries == ["layout a", "effect a"])
        #expect(host.find(text: "memo a") != nil)
        RefreshLog.entries = []

        host.render(effectsImage("b"))
        #expect(RefreshLog.entries.isEmpty)
        #expect(host.find(text: "memo a") != nil)

        _ = refresh(host, with: effectsImage("c"))
        #expect(RefreshLog.entries == ["layout c", "cleanup a", "effect c"])
        #expect(host.find(text: "memo c") != nil)
    }

    @Test("a component with no stored properties renders the new image's code in a refresh")
    func statelessComponentRendersAgain() throws {
        let host = host(showing: statelessFirstImage())
        try host.tap(text: "count 0")
        _ = refresh(host, with: statelessSecondImage())
        #expect(host.find(text: "new label") != nil)
        #expect(host.find(text: "count 1") != nil)
    }

    @Test("keyed rows keep their state and widgets across a refresh")
    func keyedRowsKeepState() throws {
        let host = host(showing: rowsFirstImage())
        let second = try #require(host.find(text: "old row 2"))
        try host.toggle(second)
        host.clearTranscript()

        _ = refresh(host, with: rowsSecondImage())

        #expect(host.find(text: "new row 2") === second)
        #expect(second.as(Toggle.self)?.isOn == true)
        #expect(host.find(text: "new row 1")?.as(Toggle.self)?.isOn == false)
        #expect(host.transcript.allSatisfy { $0.kind == .update })
    }
}
