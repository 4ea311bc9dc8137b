// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk
import GtkTestSupport
import XCTest

/// The base of the proof's tests: `GtkTestSupport`'s, which fails a test that
/// leaves a GObject alive or makes GLib warn.
typealias GtkTestCase = GtkTestSupport.GtkTestCase

extension Widget {
    /// The texts GTK shows now below this widget (of mapped widgets with
    /// text), in the widget tree's order; only those of widgets with CSS
    /// class `cssClass` when it is given.
    func shownTexts(ofClass cssClass: String? = nil) -> [String] {
        subtree.filter { widget in
            widget.isMapped && cssClass.map { widget.hasCSSClass($0) } ?? true
        }.compactMap(\.displayedText)
    }
}
