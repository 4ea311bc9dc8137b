import Hooks
import Reconciler

/// A title that shows or hides the views below it when clicked (a GTK expander).
///
/// Given `isExpanded`, the app's `Bool` decides: a person opening or closing
/// it writes the binding, and a write of the app's own opens or closes it
/// without calling back. Without one, the group keeps its open state itself,
/// closed at first, as SwiftUI's does. While it is closed its content is not
/// rendered at all (no widgets, no hooks), so a closed group costs nothing and
/// its content's state starts fresh each time it opens. Put several views in a
/// stack: GTK shows the first of several. It renders to a
/// ``DisclosureExpander``, the widget queries find.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Verbose logging", isOn: verbose)
/// }
/// ```
public struct DisclosureGroup<Content: View>: HookView {
    let title: String
    let isExpanded: Binding<Bool>?
    let content: Content

    /// A group titled `title` showing what `content` builds while `isExpanded` is true.
    public init(
        _ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.isExpanded = isExpanded
        self.content = content()
    }

    /// A group titled `title`, closed at first, keeping its own open state.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        isExpanded = nil
        self.content = content()
    }

    /// The expander, its open state the app's binding or its own.
    public var hookBody: some View {
        let ownState = useState(false)
        DisclosureExpander(title, isExpanded: isExpanded ?? ownState) { content }
    }
}
