import Hooks
import Reconciler

/// A bubble of any views pointing at the view before it, shown while its
/// binding is true; made by `.popover(isPresented:content:)`.
///
/// It has no place of its own in the layout. A person closing it (Escape, a
/// click outside) sets the binding to false; the app setting it false closes
/// it without calling back. Its content is rendered, hooks and all, only while
/// it is shown.
public struct AnchoredPopover: Widget, ToolkitWidget, Closable {
    /// The accessible role: a popover.
    public static var role: WidgetRole { .popover }

    /// Whether the popover is on screen.
    public var isPresented: Binding<Bool>
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The content, mounted only while the popover is presented.
    public var content: Element

    /// A popover showing what `content` builds while `isPresented` is true.
    public init<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.isPresented = isPresented
        self.content = isPresented.wrappedValue ? Element(content()) : Element.empty
    }

    /// Sets the binding to false, as Escape does.
    public func requestClose() async -> Bool {
        isPresented.wrappedValue = false
        return true
    }
}

extension View {
    /// Shows what `content` builds in a popover pointing at this view while
    /// `isPresented` is true; Escape or a click outside sets it to false.
    ///
    /// ```swift
    /// let showsInfo = useState(false)
    /// Button("Info") { showsInfo.wrappedValue = true }
    ///     .popover(isPresented: showsInfo) {
    ///         VStack(alignment: .leading) {
    ///             Text("Version 2.1")
    ///             Link("Release notes", destination: notesURL)
    ///         }
    ///         .padding(12)
    ///     }
    /// ```
    public func popover<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: () -> Content
    ) -> some View {
        let popover = AnchoredPopover(isPresented: isPresented, content: content)
        return Group {
            self
            popover
        }
    }
}
