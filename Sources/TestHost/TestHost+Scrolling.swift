import Reconciler
import Widgets

/// `ScrollViewReader` on a `ScrollView`'s content: the nearest `ScrollView`
/// around the widget records it in `scrolledTo`, which a test asserts (a
/// test host lays nothing out, so there is no offset to move).
extension TestHost: ScrollingHost {
    /// Records `instance` and `anchor` on the nearest `ScrollView` around it;
    /// false when there is none.
    public func scrollIntoView(_ instance: TestWidget, anchor: ScrollAnchor?) -> Bool {
        var current = instance.parent
        while let widget = current {
            if widget.view is ScrollView {
                widget.scrolledTo = (instance, anchor)
                return true
            }
            current = widget.parent
        }
        return false
    }
}
