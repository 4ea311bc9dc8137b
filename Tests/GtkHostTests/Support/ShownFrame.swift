import Gtk
import GtkTesting

/// Where the label showing `text` is in `scrolled`'s visible area: its top
/// edge's distance below the area's top, and its height, in pixels; nil when
/// no widget shows `text` or it is not laid out in `scrolled`.
@MainActor func frame(of text: String, in scrolled: ScrolledWindow, _ app: GtkTester)
    -> (top: Double, height: Double)?
{
    guard let label = app.find(text: text),
        let point = label.translateCoordinates(destWidget: scrolled, srcX: 0, srcY: 0)
    else { return nil }
    return (point.destY, Double(label.height))
}
