import CGtk
import Gtk
import XCTest

final class MessageDialogTests: GtkTestCase {
    func testTextDetailAndButtonsAreShownLiterally() throws {
        try MainActor.assumeIsolated {
            let dialog = MessageDialog(
                parent: nil, text: "<b>bold?</b> & co", detail: "%s%n 100%",
                buttons: ["Save_as", "<i>x</i>"])
            let shown = dialog.subtree.compactMap(\.displayedText)
            XCTAssertTrue(shown.contains("<b>bold?</b> & co"), "\(shown)")
            XCTAssertTrue(shown.contains("%s%n 100%"), "\(shown)")
            // What a person reads is the label inside each button.
            let buttonTexts = try (0..<2).map { index in
                try XCTUnwrap(dialog.button(at: index)).subtree.dropFirst()
                    .compactMap(\.displayedText).first
            }
            XCTAssertEqual(buttonTexts, ["Save_as", "<i>x</i>"])
            dialog.destroy()
        }
    }
}

final class MessageDialogParentTests: GtkTestCase {
    func testAnAnsweredDialogHeldPastItsParentNoLongerPointsToIt() {
        MainActor.assumeIsolated {
            var parent: Window? = Window()
            let dialog = MessageDialog(
                parent: parent, text: "Discard?", buttons: ["Keep", "Discard"])
            XCTAssertNotNil(transientParent(of: dialog))
            // Answered: GTK lets go of it, while the Swift side (an alert's
            // task, a test) still holds it.
            dialog.destroy()
            parent?.destroy()
            parent = nil
            MainLoop.drainPendingEvents()
            XCTAssertEqual(LiveObjects.objects, 1, "the parent window is finalized")
            // Pointing to the freed parent, the dialog would read freed memory
            // when it is disposed in its turn.
            XCTAssertNil(transientParent(of: dialog))
        }
    }

    func testAnOpenDialogAnswersAsClosedAndGoesWithItsParent() throws {
        MainActor.assumeIsolated {
            var parent: Window? = Window()
            let dialog = MessageDialog(
                parent: parent, text: "Discard?", buttons: ["Keep", "Discard"])
            var answers: [Int?] = []
            dialog.onResponse { answers.append($0) }
            dialog.present()
            XCTAssertTrue(dialog.isVisible)
            parent?.destroy()
            parent = nil
            MainLoop.drainPendingEvents()
            XCTAssertEqual(answers, [nil], "the code awaiting the answer goes on")
            XCTAssertFalse(dialog.isVisible)
            XCTAssertNil(transientParent(of: dialog))
        }
    }
}

extension MessageDialogParentTests {
    func testAnAnsweredDialogIsNotAnsweredAgainWhenItsParentGoes() {
        MainActor.assumeIsolated {
            var parent: Window? = Window()
            let dialog = MessageDialog(
                parent: parent, text: "Discard?", buttons: ["Keep", "Discard"])
            var answers: [Int?] = []
            dialog.onResponse { [unowned dialog] answer in
                answers.append(answer)
                dialog.destroy()
            }
            dialog.present()
            gtk_dialog_response(
                UnsafeMutableRawPointer(dialog.rawWidget).assumingMemoryBound(to: GtkDialog.self), 1
            )
            parent?.destroy()
            parent = nil
            MainLoop.drainPendingEvents()
            XCTAssertEqual(answers, [1], "one answer, the button's")
        }
    }
}

/// The window `dialog` is transient for, as GTK keeps it.
@MainActor private func transientParent(of dialog: MessageDialog) -> UnsafeMutablePointer<
    GtkWindow
>? {
    gtk_window_get_transient_for(
        UnsafeMutableRawPointer(dialog.rawWidget).assumingMemoryBound(to: GtkWindow.self))
}
