import Hooks
import Reconciler

/// A modal window over the window it is declared in, shown while its binding
/// is true; made by `.sheet(isPresented:title:content:)`.
///
/// A person closing it (close button, Escape) sets the binding to false.
public struct Sheet: Widget, ToolkitWidget, Closable {
    /// The accessible role: a window.
    public static var role: WidgetRole { .window }

    /// The title.
    public var title: String
    /// Whether the sheet is on screen.
    public var isPresented: Binding<Bool>
    /// The default width, in pixels.
    public var width: Int?
    /// The default height, in pixels.
    public var height: Int?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The content, mounted only while the sheet is presented.
    public var content: Element

    /// A sheet titled `title` showing `content` while `isPresented` is true.
    public init<Content: View>(
        _ title: String, isPresented: Binding<Bool>, width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.title = title
        self.isPresented = isPresented
        self.width = width
        self.height = height
        self.content = isPresented.wrappedValue ? Element(content()) : Element.empty
    }

    /// The title.
    public var text: String? { title }

    /// Sets the binding to false.
    public func requestClose() async -> Bool {
        isPresented.wrappedValue = false
        return true
    }
}

extension View {
    /// Shows `content` in a modal window over this view's window while
    /// `isPresented` is true; closing it sets `isPresented` to false.
    ///
    /// ```swift
    /// let showsSettings = useState(false)
    /// Button("Settings…") { showsSettings.wrappedValue = true }
    ///     .sheet(isPresented: showsSettings, title: "Settings") { SettingsView() }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, title: String = "", width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let sheet = Sheet(
            title, isPresented: isPresented, width: width, height: height, content: content)
        return Group {
            self
            sheet
        }
    }
}
