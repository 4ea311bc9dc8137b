import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private final class Teardowns {
    var mounts = 0
    var count = 0
}

private struct Leaf: HookView {
    let name: String
    let teardowns: Teardowns

    var hookBody: some View {
        useEffect(.once) {
            teardowns.mounts += 1
            return { teardowns.count += 1 }
        }
        Text(name)
    }
}

/// One of every widget kind, each inside a component with a cleanup.
private struct Everything: View {
    let teardowns: Teardowns

    var body: some View {
        VStack {
            Leaf(name: "leaf", teardowns: teardowns)
            HStack {
                Widgets.Button("button") {}.keyboardShortcut(KeyboardShortcut("b"))
                Link("link", destination: "https://example.org") {}
                Spacer()
                Divider()
            }
            ZStack {
                Widgets.Image(iconName: "window-close-symbolic")
                ProgressView(value: 0.5)
                ProgressView()
            }
            Widgets.Grid { GridRow { Leaf(name: "cell", teardowns: teardowns) } }
            ScrollView { Leaf(name: "scrolled", teardowns: teardowns) }
            TextField("field", text: .constant("a"))
            SecureField("secret", text: .constant("b"))
            TextEditor(text: .constant("c"))
            Toggle("switch", isOn: .constant(true))
            Toggle("check", isOn: .constant(false)).toggleStyle(.checkbox)
            Slider(value: .constant(0.5))
            Stepper("stepper", value: .constant(1))
            Picker("picker", selection: .constant(1), options: [1, 2])
            List(Array(0..<20), id: \.self) { Text("list row \($0)") }.frame(height: 100)
        }
    }
}

final class GtkHostLifecycleTests: GtkHostTestCase {
    func testK9G4UnmountingEveryWidgetKindReleasesWidgetsHandlersAndSources() throws {
        try MainActor.assumeIsolated {
            let teardowns = Teardowns()
            var baseline = ""
            try GtkTester.run(Text("root")) { app in
                await app.nextFrame()
                MainLoop.drainPendingEvents()
                baseline = LiveObjects.summary
                app.root.render(Everything(teardowns: teardowns))
                await app.nextFrame()
                XCTAssertNotEqual(LiveObjects.summary, baseline)
                XCTAssertNotNil(app.find(text: "scrolled"))
                try await app.waitUntil { app.find(text: "list row 0") != nil }
                try await app.waitUntil { teardowns.mounts == 3 }
                app.root.render(Text("root"))
                await app.nextFrame()
                try await app.waitUntil { teardowns.count == 3 }
                try? await app.waitUntil(bound: .seconds(5)) {
                    MainLoop.drainPendingEvents()
                    return LiveObjects.summary == baseline
                }
                XCTAssertEqual(LiveObjects.summary, baseline, "K9 G4")
            }
            XCTAssertEqual(teardowns.count, 3, "every cleanup ran once")
        }
    }
}
