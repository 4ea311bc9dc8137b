import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// The coordinator of the draft field: the handler `update` swaps, and how
/// often the host released it.
@MainActor private final class EntryEvents: InstanceResource {
    var onChange: @MainActor (String) -> Void = { _ in }
    var releases = 0

    func release() { releases += 1 }
}

/// What the draft field's closures saw.
@MainActor private final class DraftProbe {
    var makes = 0
    var typed: [String] = []
    var coordinators: [EntryEvents] = []
}

/// An `Entry` shown inline, its text set from `draft` on every render.
@MainActor private func draftField(
    _ draft: String, _ probe: DraftProbe, ref: RefObject<Entry?>
) -> some View {
    NativeView(text: draft, ref: ref, coordinator: EntryEvents()) { events in
        probe.makes += 1
        probe.coordinators.append(events)
        let entry = Entry()
        entry.onChanged { [weak entry] in events.onChange(entry?.text ?? "") }
        return entry
    } update: { entry, events in
        events.onChange = { probe.typed.append($0) }
        if entry.text != draft { entry.text = draft }
    }
    .accessibilityLabel("Draft")
}

final class NativeViewGtkTests: GtkHostTestCase {
    func testNativeViewMakesOnceUpdatesWithoutEchoAndReleasesOnUnmount() throws {
        try MainActor.assumeIsolated {
            let probe = DraftProbe()
            let ref = RefObject<Entry?>(nil)
            try GtkTester.run(draftField("first", probe, ref: ref)) { app in
                let entry = try XCTUnwrap(ref.current, "the ref holds the live widget")
                XCTAssertTrue(app.find(label: "Draft") === entry, app.dump())
                XCTAssertEqual(entry.text, "first")
                XCTAssertEqual(probe.typed, [], "G1: the text set by update is no user event")

                try app.type("typed", into: entry)
                XCTAssertEqual(probe.typed.last, "typed")
                let typed = probe.typed

                app.root.render(draftField("second", probe, ref: ref))
                XCTAssertEqual(entry.text, "second")
                XCTAssertEqual(probe.typed, typed, "G1")
                XCTAssertEqual(probe.makes, 1, "made once, updated in place")
                XCTAssertTrue(ref.current === entry)

                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(ref.current, "the ref lets go on unmount")
                XCTAssertEqual(probe.coordinators.map(\.releases), [1])
            }
        }
    }

    func testNativeViewWithoutCoordinatorShowsAnyGtkWidget() throws {
        try MainActor.assumeIsolated {
            let ref = RefObject<Gtk.Label?>(nil)
            let view = { (text: String) in
                NativeView(ref: ref) {
                    Gtk.Label()
                } update: { label in
                    label.text = text
                }
            }
            try GtkTester.run(VStack { view("one") }) { app in
                XCTAssertEqual(ref.current?.text, "one")
                XCTAssertNotNil(app.find(text: "one"), app.dump())
                app.root.render(VStack { view("two") })
                XCTAssertNotNil(app.find(text: "two"), app.dump())
            }
        }
    }

    func testNativeViewWithPropsGetsThePreviousPropsOnEveryUpdate() throws {
        try MainActor.assumeIsolated {
            let seen = Recorder<String>()
            let view = { (count: Int) in
                NativeView(props: count) {
                    Gtk.Label()
                } update: { label, new, old in
                    seen.record("\(new) after \(old.map(String.init) ?? "nothing")")
                    if new != old { label.text = "\(new) items" }
                }
            }
            try GtkTester.run(VStack { view(1) }) { app in
                XCTAssertNotNil(app.find(text: "1 items"), app.dump())
                app.root.render(VStack { view(2) })
                app.root.render(VStack { view(2) })
                XCTAssertNotNil(app.find(text: "2 items"), app.dump())
                XCTAssertEqual(seen.values, ["1 after nothing", "2 after 1", "2 after 2"])
            }
        }
    }

    func testG1WritesToAWidgetInsideTheNativeWidgetNeverEcho() throws {
        try MainActor.assumeIsolated {
            let probe = DraftProbe()
            // The entry is inside the box `make` returns: no instance owns it.
            let view = { (draft: String) in
                NativeView(coordinator: InnerEntry()) { inner in
                    let entry = Entry()
                    entry.onChanged { [weak entry] in inner.onChange(entry?.text ?? "") }
                    inner.entry = entry
                    let box = Gtk.Box(orientation: .vertical, spacing: 0)
                    box.append(entry)
                    return box
                } update: { _, inner in
                    inner.onChange = { probe.typed.append($0) }
                    if inner.entry?.text != draft { inner.entry?.text = draft }
                }
            }
            try GtkTester.run(VStack { view("first") }) { app in
                let entry = try XCTUnwrap(app.find(text: "first") as? Entry, app.dump())
                XCTAssertEqual(probe.typed, [], "G1: the text set by update is no user event")

                app.root.render(VStack { view("second") })
                XCTAssertEqual(entry.text, "second")
                XCTAssertEqual(probe.typed, [], "G1")

                try app.type("typed", into: entry)
                XCTAssertEqual(probe.typed.last, "typed", "the handler is unblocked after update")
            }
        }
    }
}

/// The coordinator of a native box holding an entry; lets go of the entry
/// (whose handler holds the coordinator) when the host releases it.
@MainActor private final class InnerEntry: InstanceResource {
    var entry: Entry?
    var onChange: @MainActor (String) -> Void = { _ in }

    func release() { entry = nil }
}
