import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// An outside view whose adapter returns the label it was given instead of
/// making one: two of them share one widget.
private struct SharedBadge: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { WidgetRole("badge", accessibilityRoles: [.label]) }
    var modifiers = WidgetModifiers()
    let label: Gtk.Label

    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: label, view: self)
    }

    func apply(to instance: GtkInstance, from old: SharedBadge?) {
        instance.gtk(Gtk.Label.self).text = "badge"
    }
}

/// An outside view whose adapter reads its props as another view's.
private struct Gauge: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { WidgetRole("gauge", accessibilityRoles: [.progressBar]) }
    var modifiers = WidgetModifiers()
    var level: Double

    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Gtk.LevelBar(), view: self)
    }

    func apply(to instance: GtkInstance, from old: Gauge?) {
        let props = instance.props(Widgets.Slider.self)
        instance.gtk(Gtk.LevelBar.self).value = props?.value ?? level
    }
}

/// An outside container whose adapter gives its instance no layout: its
/// children have nowhere to go.
private struct Panel: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { WidgetRole("panel", accessibilityRoles: [.group]) }
    var modifiers = WidgetModifiers()
    var content: Element

    init(@ViewBuilder content: () -> some View) {
        self.content = Element(content())
    }

    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Gtk.Box(.vertical), view: self)
    }

    func apply(to instance: GtkInstance, from old: Panel?) {}
}

/// Another such container, first shown empty, whose children come in an update.
private struct Drawer: Widgets.Widget, GtkAdapter {
    static var role: WidgetRole { WidgetRole("drawer", accessibilityRoles: [.group]) }
    var modifiers = WidgetModifiers()
    var content: Element

    init(@ViewBuilder content: () -> some View) {
        self.content = Element(content())
    }

    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Gtk.Box(.vertical), view: self)
    }

    func apply(to instance: GtkInstance, from old: Drawer?) {}
}

final class AdapterMistakeTests: GtkHostTestCase {
    func testG5AContainerWithoutALayoutIsAWarningNamingTheViewTheChildrenAndTheLayout() throws {
        try MainActor.assumeIsolated {
            let page = { (after: String) in
                VStack {
                    Panel {
                        Text("first inside")
                        Text("second inside")
                    }
                    Panel { Text("third inside") }
                    Text(after)
                }
            }
            let warningsBefore = Log.recentWarnings.count
            try GtkTester.run(page("after the panels")) { app in
                let warnings = Log.recentWarnings.dropFirst(warningsBefore)
                    .filter { $0.contains("Panel") }
                XCTAssertEqual(warnings.count, 1, "one warning per view type: \(warnings)")
                let warning = try XCTUnwrap(warnings.first, "\(warnings)")
                XCTAssertTrue(
                    warning.hasPrefix(
                        "Panel's adapter gave its instance no layout, so its 2 child views are "
                            + "not shown"), warning)
                XCTAssertTrue(warning.contains("GtkInstance(widget:view:layout:)"), warning)
                XCTAssertTrue(warning.contains("SingleChildLayout"), warning)
                XCTAssertTrue(warning.contains("ChildLayout"), warning)
                XCTAssertNil(app.find(text: "first inside"), app.dump())
                XCTAssertNotNil(app.find(text: "after the panels"), app.dump())
                app.root.render(page("after an update"))
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "after an update"), app.dump())
                XCTAssertEqual(
                    Log.recentWarnings.dropFirst(warningsBefore).filter { $0.contains("Panel") }
                        .count, 1, "still one warning")
            }
        }
    }

    func testG5AContainerWithoutALayoutIsReportedWhenItsFirstChildComesInAnUpdate() throws {
        try MainActor.assumeIsolated {
            let page = { (open: Bool) in
                VStack {
                    Drawer {
                        if open { Text("inside the drawer") }
                    }
                    Text(open ? "open" : "closed")
                }
            }
            let warningsBefore = Log.recentWarnings.count
            try GtkTester.run(page(false)) { app in
                XCTAssertFalse(
                    Log.recentWarnings.dropFirst(warningsBefore).contains { $0.contains("Drawer") },
                    "no children yet, nothing lost")
                app.root.render(page(true))
                await app.nextFrame()
                let warnings = Log.recentWarnings.dropFirst(warningsBefore)
                    .filter { $0.contains("Drawer") }
                let warning = try XCTUnwrap(warnings.first, "\(warnings)")
                XCTAssertTrue(
                    warning.hasPrefix(
                        "Drawer's adapter gave its instance no layout, so its 1 child view is "
                            + "not shown"), warning)
                XCTAssertNotNil(app.find(text: "open"), app.dump())
            }
        }
    }

    func testG5AWidgetSharedByTwoViewsIsAWarningNamingTheAdapterAndAPlaceholder() throws {
        try MainActor.assumeIsolated {
            let label = Gtk.Label("shared")
            let page = VStack {
                SharedBadge(label: label)
                NativeView { label }
                Text("after the badges")
            }
            let warningsBefore = Log.recentWarnings.count
            try GtkTester.run(page) { app in
                let warnings = Log.recentWarnings.dropFirst(warningsBefore)
                let warning = try XCTUnwrap(
                    warnings.first { $0.contains("already in a") }, "\(warnings)")
                XCTAssertTrue(warning.contains("NativeView<Label, ()>'s adapter"), warning)
                XCTAssertTrue(warning.contains("GtkLabel that is already in a GtkBox"), warning)
                XCTAssertTrue(warning.contains("make a new one"), warning)
                let box = try XCTUnwrap(label.parent, "the first view keeps its label")
                XCTAssertEqual(box.children.count, 3, "badge, placeholder, text: \(app.dump())")
                XCTAssertTrue(box.children[0] === label)
                XCTAssertEqual(box.children[1].typeName, "GtkBox", "the placeholder")
                XCTAssertNotNil(app.find(text: "after the badges"), app.dump())
                app.root.render(
                    VStack {
                        SharedBadge(label: label)
                        NativeView { label }
                        Text("after an update")
                    })
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "after an update"), app.dump())
            }
        }
    }

    func testG5PropsOfAnotherTypeAreNilAfterAWarningNamingBothTypes() throws {
        try MainActor.assumeIsolated {
            let warningsBefore = Log.recentWarnings.count
            try GtkTester.run(VStack { Gauge(level: 0.5) }) { app in
                let warnings = Log.recentWarnings.dropFirst(warningsBefore)
                let warning = try XCTUnwrap(
                    warnings.first { $0.contains("instance.props(") }, "\(warnings)")
                XCTAssertTrue(
                    warning.contains("instance.props(Slider.self) on the instance of Gauge"),
                    warning)
                XCTAssertTrue(warning.contains("props(Self.self)"), warning)
                let bar = try XCTUnwrap(
                    app.windows.flatMap(\.subtree).first { $0 is Gtk.LevelBar } as? Gtk.LevelBar)
                XCTAssertEqual(bar.value, 0.5)
            }
        }
    }

    func testG5AskingForAWidgetOfAnotherTypeNamesTheAdapterBothTypesAndTheFix() {
        let message = AdapterMistake.wrongWidget(
            view: Gauge.self, asked: Gtk.Label.self, actual: Gtk.LevelBar.self,
            gtkType: "GtkLevelBar")
        XCTAssertEqual(
            message,
            "Gauge's adapter asked for instance.gtk(Label.self), but its widget is a LevelBar "
                + "(GtkLevelBar): ask for the type makeInstance(in:) passed to "
                + "GtkInstance(widget:view:), or a superclass of it")
    }

    func testG5AskingForTheWidgetOfAnInstanceWithoutOneNamesTheAdapterAndTheFix() {
        let message = AdapterMistake.missingWidget(view: Gauge.self, asked: Gtk.LevelBar.self)
        XCTAssertTrue(
            message.hasPrefix(
                "Gauge's adapter asked for instance.gtk(LevelBar.self), but the instance has no "
                    + "widget: makeInstance(in:) must make the widget and pass it to "
                    + "GtkInstance(widget:view:)"), message)
        XCTAssertTrue(message.contains("handle.instance"), message)
    }
}
