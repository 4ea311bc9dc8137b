import ExtraWidgets
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// An expander from outside the toolkit tied to a Bool focus state, with a
/// button that writes the state and a line showing it.
private struct FocusedExpander: HookView {
    var hookBody: some View {
        let inExpander = useFocusState()
        VStack {
            Text(inExpander.wrappedValue ? "in the expander" : "elsewhere")
            Expander("Details", isExpanded: .constant(false)) { Text("inside") }
                .focused(inExpander)
            Widgets.Button("Go to the details") { inExpander.wrappedValue = true }
            Widgets.Button("Leave") { inExpander.wrappedValue = false }
        }
    }
}

final class FocusOnOutsideAdaptersGtkTests: ExtraWidgetsTestCase {
    func testG118FocusStatesWorkOnAnAdapterFromOutside() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(FocusedExpander()) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                var expander = try XCTUnwrap(app.find(text: "Details"))
                while expander.typeName != "GtkExpander", let parent = expander.parent {
                    expander = parent
                }
                let found = expander
                let holdsFocus = { @MainActor in
                    guard let focus = window.focus() else { return false }
                    return focus === found || focus.isAncestor(ancestor: found)
                }
                try app.click(text: "Go to the details")
                try await app.waitUntil { holdsFocus() }
                XCTAssertNotNil(app.find(text: "in the expander"))
                try app.click(text: "Leave")
                try await app.waitUntil { app.find(text: "elsewhere") != nil }
                XCTAssertFalse(holdsFocus(), "false takes GTK's focus out of the expander")
                XCTAssertTrue(expander.childFocus(direction: .tabForward), "GTK moves it back in")
                try await app.waitUntil { app.find(text: "in the expander") != nil }
            }
        }
    }
}
