import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@MainActor private func labels(_ style: LabelStyle) -> some View {
    VStack {
        Widgets.Label("Inbox", icon: "mail-unread-symbolic")
        Widgets.Label("Sent", icon: "mail-send-symbolic").labelStyle(.titleOnly)
    }
    .labelStyle(style)
}

final class LabelStyleGtkTests: GtkHostTestCase {
    func testG63AnIconOnlyLabelHidesItsTitleAndKeepsItAsItsAccessibleName() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(labels(.iconOnly)) { app in
                let inbox = try XCTUnwrap(app.find(label: "Inbox"), app.dump())
                let sent = try XCTUnwrap(app.find(label: "Sent"), app.dump())
                let parts = { (box: Gtk.Widget) in
                    (box.children.first as? Gtk.Image, box.children.last as? Gtk.Label)
                }
                let (inboxIcon, inboxTitle) = parts(inbox)
                XCTAssertEqual(inboxIcon?.isVisible, true)
                XCTAssertEqual(inboxTitle?.isVisible, false, "icon only: the title is hidden")
                XCTAssertNil(app.find(text: "Inbox"))
                XCTAssertEqual(inbox.accessibleLabel, "Inbox", "still named by its title")
                let (sentIcon, sentTitle) = parts(sent)
                XCTAssertEqual(sentIcon?.isVisible, false, "the nearest style wins: title only")
                XCTAssertEqual(sentTitle?.isVisible, true)

                app.root.render(labels(.titleAndIcon))
                XCTAssertEqual(inboxIcon?.isVisible, true)
                XCTAssertEqual(inboxTitle?.isVisible, true)
                XCTAssertNotNil(app.find(text: "Inbox"))
            }
        }
    }
}
