import Gtk
import Widgets

/// The parts of a `NavigationSplitView` and the folding of its sidebar.
///
/// GTK 4.8 has no breakpoints: a `GtkDrawingArea` across the view, of no
/// height, reports each width the view is allocated (its `resize` signal).
/// Below the view's `collapseWidth` the view is collapsed. The columns'
/// visibility changes in an idle after the allocation that found it, since
/// showing or hiding a widget during an allocation would ask for another one
/// in the middle of it.
@MainActor final class SidebarFolding: ChildLayout {
    let box: Box
    let paned = Paned(orientation: .horizontal)
    let toggle = ToggleButton()
    private let widthProbe = DrawingArea()
    /// The visibility shown: the binding's, or the view's own without one.
    var visibility = NavigationSplitViewVisibility.automatic
    /// Whether the view is narrower than its collapse width.
    private(set) var isCollapsed = false
    private var handle: InstanceHandle?
    /// The width last allocated, if any.
    private var width: Int?
    private var pendingLayout: Source?
    private var warnedUnnamed = false

    init(box: Box) {
        self.box = box
        widthProbe.expandsHorizontally = true
        toggle.setIconName("sidebar-show-symbolic")
        toggle.horizontalAlignment = .start
        toggle.margins = Margins(top: 6, trailing: 6, bottom: 6, leading: 6)
        toggle.isVisible = false
        paned.expandsHorizontally = true
        paned.expandsVertically = true
        paned.shrinkStartChild = false
        paned.shrinkEndChild = false
        paned.resizeStartChild = false
        box.append(widthProbe)
        box.append(toggle)
        box.append(paned)
    }

    /// Follows `instance`'s width and reports the toggle's clicks to its props.
    func bind(to instance: GtkInstance) {
        handle = instance.handle
        instance.own(toggle)
        widthProbe.onResize { [weak self] width, _ in self?.widthChanged(Int(width)) }
        toggle.onToggled { [weak self] in self?.toggled() }
    }

    /// Shows the columns and the toggle as `props` and the width say.
    func layOut(_ props: NavigationSplitView) {
        if let width { isCollapsed = width < props.collapseWidth }
        paned.startChild?.isVisible = visibility.showsSidebar(collapsed: isCollapsed)
        paned.endChild?.isVisible = visibility.showsDetail(collapsed: isCollapsed)
        let needsToggle = isCollapsed || !visibility.showsSidebar(collapsed: false)
        toggle.isVisible = needsToggle
        toggle.active = visibility.showsSidebar(collapsed: isCollapsed)
        if needsToggle, props.sidebarToggleLabel == nil, !warnedUnnamed {
            warnedUnnamed = true
            Log.warning(
                "NavigationSplitView: the button that shows the sidebar has no name for "
                    + "assistive technologies: give it one with .sidebarToggleLabel(_:)")
        }
    }

    private func widthChanged(_ width: Int) {
        self.width = width
        guard let props = handle?.instance?.view as? NavigationSplitView,
            (width < props.collapseWidth) != isCollapsed, pendingLayout == nil
        else { return }
        pendingLayout = Source.idle { [weak self] in
            self?.pendingLayout = nil
            self?.relayOut()
            return .remove
        }
    }

    private func toggled() {
        guard let props = handle?.instance?.view as? NavigationSplitView,
            toggle.active != visibility.showsSidebar(collapsed: isCollapsed)
        else { return }
        let wanted = visibility.toggled(collapsed: isCollapsed)
        if props.isVisibilityBound {
            props.onVisibilityChange(wanted)
        } else {
            visibility = wanted
            relayOut()
        }
    }

    private func relayOut() {
        guard let instance = handle?.instance, let props = instance.view as? NavigationSplitView
        else { return }
        instance.withHandlersBlocked { layOut(props) }
    }

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) { place(parent) }
    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) { place(parent) }
    func removed(_ child: GtkInstance, from parent: GtkInstance) { place(parent) }

    /// Puts the first child in the sidebar and the second in the detail.
    private func place(_ parent: GtkInstance) {
        let widgets = parent.children.compactMap(\.widget)
        if paned.startChild !== widgets.first { paned.startChild = widgets.first }
        let detail = widgets.count > 1 ? widgets[1] : nil
        if paned.endChild !== detail { paned.endChild = detail }
        relayOut()
    }
}
