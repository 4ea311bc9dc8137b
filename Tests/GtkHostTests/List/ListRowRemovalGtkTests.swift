import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A list of `ids` whose rows are probes (rows with hook state).
@MainActor private func probeList(_ ids: [Int], _ cleanups: Cleanups) -> some View {
    List(ids, id: \.self) { id in
        CleanupProbe("row \(id)", cleanups) { Text("row \(id)") }
    }
    .frame(height: 200)
}

/// What `LiveObjects` counts now.
@MainActor private func liveCounts() -> [Int] {
    MainLoop.drainPendingEvents()
    return [LiveObjects.objects, LiveObjects.closureBoxes, LiveObjects.sources]
}

@MainActor private func settle(_ app: GtkTester) async throws {
    try await app.waitUntilSettled()
    await app.nextFrame()
    MainLoop.drainPendingEvents()
}

@MainActor private func scroll(_ app: GtkTester, toFraction fraction: Double) throws {
    let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)
    scrolled.verticalOffset = scrolled.maximumVerticalOffset * fraction
}

final class ListRowRemovalGtkTests: GtkHostTestCase {
    /// K9 for a row on screen (the first, one in the middle, the last):
    /// removing its key from the data unmounts the row in that commit (its
    /// cleanups run once, no other row's) and its slot's widgets stay for the
    /// next row, none made or leaked; the key added back mounts a fresh row (K5).
    func testK9RemovingAShownRowReleasesItAndRunsItsCleanupsInTheSameCommit() throws {
        try MainActor.assumeIsolated {
            let cleanups = Cleanups()
            let all = [0, 1, 2, 3, 4]
            try GtkTester.run(Text("no list")) { app in
                for removed in [2, 0, 4] {
                    let name = "row \(removed)"
                    // The baseline is a list in which the row never was.
                    app.root.render(Text("no list"))
                    app.root.render(probeList(all.filter { $0 != removed }, cleanups))
                    try await app.waitUntil { cleanups.mounted.count == 4 }
                    try await settle(app)

                    cleanups.reset()
                    app.root.render(probeList(all, cleanups))
                    try await app.waitUntil { cleanups.mounted == [name] }
                    try await settle(app)
                    // The widgets belong to the list items: the row's slot keeps them
                    // for the next row shown there (K17), so nothing is made or lost.
                    let before = LiveObjects.summary
                    cleanups.reset()

                    app.root.render(probeList(all.filter { $0 != removed }, cleanups))
                    XCTAssertEqual(cleanups.layout, [name: 1], "layout cleanup in the commit")
                    try await app.waitUntilSettled()
                    XCTAssertEqual(cleanups.passive, [name: 1], "passive cleanup in its flush")
                    XCTAssertEqual(cleanups.layout, [name: 1])
                    try? await app.waitUntil(bound: .seconds(5)) {
                        MainLoop.drainPendingEvents()
                        return LiveObjects.summary == before
                    }
                    XCTAssertEqual(LiveObjects.summary, before, "\(name)'s slot keeps its widgets")
                    // Queries wrap the widgets they walk, so this one comes after counting.
                    XCTAssertNil(app.find(text: name))

                    app.root.render(probeList(all, cleanups))
                    try await app.waitUntil { cleanups.mounted == [name] }
                    XCTAssertNotNil(app.find(text: name))
                    cleanups.reset()
                }
            }
        }
    }

    /// K9 for a row kept off screen with its state: removing its key from the
    /// data unmounts it in that commit; it had no widgets off screen (K17), so
    /// none is freed or made, and the rows on screen stay as they are; the key
    /// added back and scrolled to mounts a fresh row (K5).
    func testK9RemovingAnOffScreenKeptRowReleasesItAndRunsItsCleanupsInTheSameCommit() throws {
        try MainActor.assumeIsolated {
            let cleanups = Cleanups()
            let ids = Array(0..<300)
            try GtkTester.run(probeList([], cleanups)) { app in
                app.root.render(probeList(ids, cleanups))
                try await app.waitUntil { cleanups.mounted.contains("row 0") }
                try await settle(app)
                try scroll(app, toFraction: 1)
                try await app.waitUntil { cleanups.mounted.contains("row 299") }
                try scroll(app, toFraction: 0)
                try await app.waitUntil { app.find(text: "row 0") != nil }
                try await settle(app)
                XCTAssertNil(app.find(text: "row 299"), "row 299 is off screen")
                let before = liveCounts()
                cleanups.reset()

                app.root.render(probeList(Array(ids.dropLast()), cleanups))
                XCTAssertEqual(cleanups.layout, ["row 299": 1], "layout cleanup in the commit")
                try await app.waitUntilSettled()
                XCTAssertEqual(cleanups.passive, ["row 299": 1], "passive cleanup in its flush")
                XCTAssertEqual(cleanups.layout, ["row 299": 1])
                XCTAssertEqual(liveCounts(), before, "off screen it had no widgets to free")

                app.root.render(probeList(ids, cleanups))
                try scroll(app, toFraction: 1)
                try await app.waitUntil { cleanups.mounted.contains("row 299") }
            }
        }
    }

    /// Rows whose keys move (twenty rows inserted before them, then the
    /// order reversed) are not taken for removed: no row is unmounted, and
    /// the rows shown again keep their state (no new mount).
    func testRowsThatMoveFarAreNotUnmounted() throws {
        try MainActor.assumeIsolated {
            let cleanups = Cleanups()
            let ids = Array(0..<300)
            try GtkTester.run(probeList(ids, cleanups)) { app in
                try await app.waitUntil { cleanups.mounted.contains("row 0") }
                try scroll(app, toFraction: 1)
                try await app.waitUntil { cleanups.mounted.contains("row 299") }
                try scroll(app, toFraction: 0)
                try await app.waitUntil { app.find(text: "row 0") != nil }
                try await settle(app)
                let mounted = cleanups.mounted
                cleanups.reset()

                let inserted = Array(1_000..<1_020) + ids
                app.root.render(probeList(inserted, cleanups))
                try await settle(app)
                XCTAssertEqual(cleanups.layout, [:], "no row is unmounted")
                XCTAssertEqual(cleanups.passive, [:])

                app.root.render(probeList(inserted.reversed(), cleanups))
                try await settle(app)
                XCTAssertEqual(cleanups.layout, [:], "no row is unmounted")
                XCTAssertEqual(cleanups.passive, [:])
                try await app.waitUntil { app.find(text: "row 299") != nil }
                XCTAssertTrue(
                    cleanups.mounted.isDisjoint(with: mounted),
                    "rows shown again keep their state: \(cleanups.mounted)")
            }
        }
    }
}
