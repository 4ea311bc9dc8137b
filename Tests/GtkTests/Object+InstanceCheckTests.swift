import CGtk
import Gtk
import Testing
import XCTest

/// Constructors make the GType of the class they are called on.
final class ObjectInstanceCheckTests: GtkTestCase {
    func testASubclassConstructorMakesTheSubclassesGType() {
        MainActor.assumeIsolated {
            // Before, `Dialog()` ran Window's `init(application:)` and wrapped a
            // GtkWindow in a Dialog.
            let dialog = Dialog()
            let about = AboutDialog()
            XCTAssertEqual(dialog.typeName, "GtkDialog")
            XCTAssertEqual(about.typeName, "GtkAboutDialog")
            XCTAssertEqual(ToggleButton().typeName, "GtkToggleButton")
            XCTAssertEqual(LinkButton(uri: "https://example.org").typeName, "GtkLinkButton")
            dialog.destroy()
            about.destroy()
        }
    }

    func testEachClassNamesItsOwnGType() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Label.gType, gtk_label_get_type())
            XCTAssertEqual(Widget.gType, gtk_widget_get_type())
            XCTAssertEqual(Object.gType, g_object_get_type())
            XCTAssertEqual(ListItem.gType, gtk_list_item_get_type())
            let link = LinkButton(uri: "https://example.org")
            XCTAssertTrue(
                link.withUnsafePointer { Gtk.Button.isInstance($0) },
                "a GtkLinkButton is a GtkButton")
            XCTAssertFalse(link.withUnsafePointer { Label.isInstance($0) })
        }
    }
}

/// A hand-written initializer inherited by a generated subclass stops the
/// program, naming both types, instead of wrapping the superclass's GType.
@Suite struct InheritedInitializerExitTests {
    @Test func aButtonInitializerCalledOnALinkButtonStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                gtk_init()
                _ = LinkButton("Docs")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("LinkButton(_:) would make a GtkButton, not a GtkLinkButton"),
            "\(message)")
    }

    @Test func aWindowInitializerCalledOnADialogStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent])
        {
            await MainActor.run {
                gtk_init()
                _ = Dialog(application: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Dialog(application:) would make a GtkWindow, not a GtkDialog"),
            "\(message)")
    }
}
