import GtkTesting
import Hooks
import Reconciler
@_spi(Toolkit) import Widgets
import XCTest

@testable import Gtk
@testable import GtkHost

/// A button that reports, each time its props are written, whether its
/// `clicked` handler was blocked then.
private struct BlockProbe: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { .button }
    var title: String
    var modifiers = WidgetModifiers()
    let record: @MainActor (_ blocked: Bool) -> Void

    func makeInstance(in host: GtkHost) -> GtkInstance {
        let button = Gtk.Button()
        button.onClicked {}
        return GtkInstance(widget: button, view: self)
    }

    func apply(to instance: GtkInstance, from old: BlockProbe?) {
        let button = instance.gtk(Gtk.Button.self)
        record(button.onClicked {}.isBlocked)
        if title != old?.title { button.label = title }
    }
}

/// The same probe, declaring that its writes can echo (the default).
private struct EchoingBlockProbe: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { .button }
    var probe: BlockProbe
    var modifiers = WidgetModifiers()

    func makeInstance(in host: GtkHost) -> GtkInstance { probe.makeInstance(in: host) }

    func apply(to instance: GtkInstance, from old: EchoingBlockProbe?) {
        probe.apply(to: instance, from: old?.probe)
    }
}

extension BlockProbe {
    static var propertyWritesCanEcho: Bool { false }
}

/// The row of the table benchmark.
@MainActor private func row(_ label: String) -> some View {
    HStack {
        Text("1")
        Widgets.Button(label) {}.cssClass("flat")
        Widgets.Button(iconName: "window-close-symbolic") {}.cssClass("flat")
        Spacer().expand()
    }
}

final class GtkHostCreateCostGtkTests: GtkHostTestCase {
    func testPropsOfAWidgetWhoseWritesCannotEchoAreWrittenWithoutBlockingItsHandlers() throws {
        try MainActor.assumeIsolated {
            var blocked: [Bool] = []
            let probe = { (title: String) in
                BlockProbe(title: title) { blocked.append($0) }
            }
            try GtkTester.run(probe("a")) { app in
                XCTAssertEqual(blocked, [false], "a new widget: no handler blocked")
                app.root.render(probe("b"))
                await app.nextFrame()
                XCTAssertEqual(blocked, [false, false], "an update: no handler blocked either")
            }
        }
    }

    func testPropsOfAWidgetWhoseWritesCanEchoAreWrittenWithItsHandlersBlocked() throws {
        try MainActor.assumeIsolated {
            var blocked: [Bool] = []
            let probe = { (title: String) in
                EchoingBlockProbe(probe: BlockProbe(title: title) { blocked.append($0) })
            }
            try GtkTester.run(probe("a")) { app in
                XCTAssertEqual(blocked, [true], "a new widget: handlers blocked")
                app.root.render(probe("b"))
                await app.nextFrame()
                XCTAssertEqual(blocked, [true, true], "an update: handlers blocked (G1)")
            }
        }
    }

    func testARowConnectsOneSignalPerButtonAndNoneForItsLabelAndBoxes() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(row("label")) { app in
                let button = try app.require(text: "label")
                let stack = try XCTUnwrap(button.parent)
                let connections = stack.children.map {
                    ConnectionTable.existing(of: $0.pointer)?.connections.map(\.signal) ?? []
                }
                XCTAssertEqual(connections, [[], ["clicked"], ["clicked"], []], app.dump())
                XCTAssertNil(ConnectionTable.existing(of: stack.pointer))
            }
        }
    }

    func testEachViewTypeIsLookedUpOnceWhateverTheNumberOfWidgets() throws {
        try MainActor.assumeIsolated {
            let rows = VStack { ForEach(0..<20, id: \.self) { row("row \($0)") } }
            try GtkTester.run(rows) { app in
                XCTAssertNotNil(app.find(text: "row 19"))
                // VStack, HStack, Text, Button and Spacer.
                XCTAssertEqual(app.root.host.adapterTypes.count, 5)
            }
        }
    }
}
