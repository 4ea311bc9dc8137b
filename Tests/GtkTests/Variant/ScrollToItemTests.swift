import Gtk
import GtkTestSupport
import XCTest

/// GTK 4.8 has no `gtk_list_view_scroll_to`: the list's own action
/// `list.scroll-to-item`, activated with the row as a `UInt32` variant
/// (`gtk_widget_activate_action_variant`), is how a row is brought into view.
final class ScrollToItemTests: GtkTestCase {
    func testActivatingScrollToItemWithAVariantBringsRow900OfAThousandIntoView() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.setDefaultSize(width: 300, height: 200)
                let list = ListView()
                var bound = Set<Int>()
                list.onBind { item in
                    item.child = Label("row \(item.position)")
                    bound.insert(item.position)
                }
                list.onUnbind { item in
                    item.child = nil
                    bound.remove(item.position)
                }
                list.count = 1_000
                let scrolled = ScrolledWindow()
                scrolled.child = list
                window.child = scrolled
                window.present()
                let adjustment = try XCTUnwrap(scrolled.vadjustment)
                try await waitUntil { bound.contains(0) && adjustment.upper > adjustment.pageSize }
                XCTAssertEqual(adjustment.value, 0)
                XCTAssertFalse(bound.contains(900))

                let activated = list.activateAction(
                    name: "list.scroll-to-item", args: Variant(UInt32(900)))

                XCTAssertTrue(activated, "the list has the action")
                try await waitUntil { bound.contains(900) && adjustment.value > 0 }
                // Rows are of equal height: row 900 starts at 9/10 of the list.
                let rowHeight = adjustment.upper / 1_000
                XCTAssertGreaterThan(adjustment.value, rowHeight * 800)
                XCTAssertLessThanOrEqual(adjustment.value, rowHeight * 900 + 1)
                window.destroy()
            }
        }
    }
}
