import Hooks
import Reconciler

/// A sidebar beside a detail view, the sidebar folded away when the view is
/// narrow.
///
/// ```swift
/// NavigationSplitView(columnVisibility: $columns) {
///     List(notes, id: \.id, selection: $selected) { Text($0.title) }
/// } detail: {
///     NoteEditor(id: selected)
/// }
/// .sidebarToggleLabel("Notes")
/// ```
///
/// Narrower than ``collapseWidth`` (600 pixels unless
/// ``collapsesBelow(width:)`` says otherwise) the view is collapsed: it shows
/// the detail alone, and a toggle button (named by
/// ``sidebarToggleLabel(_:)``) above it shows the sidebar in the detail's
/// place. The toggle also shows when the app hid the sidebar
/// (``NavigationSplitViewVisibility/detailOnly``). The `columnVisibility`
/// binding is written when the user clicks it; without one the view keeps
/// its own. Each column's views are stacked in a column of their own.
public struct NavigationSplitView: Widget, ToolkitWidget {
    /// The accessible role: a split view.
    public static var role: WidgetRole { .splitView }

    /// Which columns show.
    public var columnVisibility: NavigationSplitViewVisibility
    /// Whether the app holds the visibility (a binding was given).
    public var isVisibilityBound: Bool
    /// Called with the visibility the user asks for with the sidebar toggle.
    public var onVisibilityChange: @MainActor (NavigationSplitViewVisibility) -> Void
    /// Below this width, in pixels, the view is collapsed.
    public var collapseWidth = 600
    /// The accessible name and tooltip of the button that shows the sidebar.
    public var sidebarToggleLabel: String?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The sidebar's column, then the detail's.
    public var content: Element

    /// A sidebar and a detail that keep their own visibility.
    @inlinable public init<Sidebar: View, Detail: View>(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        columnVisibility = .automatic
        isVisibilityBound = false
        onVisibilityChange = { _ in }
        content = Element(Self.columns(sidebar(), detail()))
    }

    /// A sidebar and a detail whose visibility is `columnVisibility`,
    /// written back when the user shows or hides the sidebar.
    @inlinable public init<Sidebar: View, Detail: View>(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility.wrappedValue
        isVisibilityBound = true
        onVisibilityChange = { columnVisibility.wrappedValue = $0 }
        content = Element(Self.columns(sidebar(), detail()))
    }

    @inlinable static func columns(_ sidebar: some View, _ detail: some View) -> Element {
        Element(
            Group {
                VStack { sidebar }
                VStack { detail }
            })
    }

    /// The same view, collapsed when narrower than `width` pixels.
    public func collapsesBelow(width: Int) -> NavigationSplitView {
        var view = self
        view.collapseWidth = width
        return view
    }

    /// The same view whose sidebar toggle is named `label` for assistive
    /// technologies and in its tooltip.
    public func sidebarToggleLabel(_ label: String) -> NavigationSplitView {
        var view = self
        view.sidebarToggleLabel = label
        return view
    }

    /// Shows or hides the sidebar as a click on the toggle does.
    public func toggleSidebar(collapsed: Bool) {
        onVisibilityChange(columnVisibility.toggled(collapsed: collapsed))
    }
}
