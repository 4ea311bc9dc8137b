import Gtk
import Widgets

/// The pages of a tab view's `GtkStack`: places each `TabPage`'s widget
/// as a stack page titled from the `TabStack`'s props, shows the selected
/// one, and reports the page the user chooses.
///
/// A page added last is appended; any other change of order takes the
/// pages out and puts them back. While it does, the stack's own choice of a
/// visible page is not reported: only a choice of the user's is.
@MainActor final class TabStackPages: ChildLayout {
    let stack: Stack
    /// True while pages are taken out and put back.
    private var isPlacing = false

    init(stack: Stack) {
        self.stack = stack
    }

    /// Reports the tabs the user chooses to `instance`'s latest props.
    func bind(to instance: GtkInstance) {
        stack.onVisibleChildChanged { [handle = instance.handle, weak self] in
            guard let self, !isPlacing, let instance = handle.instance,
                let props = instance.view as? TabStack, let visible = stack.visibleChild,
                let child = instance.children.first(where: { $0.widget === visible }),
                let tag = (child.view as? TabPage)?.tag, tag != props.selection
            else { return }
            props.onSelect(tag)
        }
    }

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) {
        if index == parent.children.count - 1 {
            placing { add(child, of: parent) }
        } else {
            replace(parent.children.filter { $0 !== child }, with: parent)
        }
        show((parent.view as? TabStack)?.selection, of: parent)
    }

    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) {
        replace(parent.children, with: parent)
        show((parent.view as? TabStack)?.selection, of: parent)
    }

    func removed(_ child: GtkInstance, from parent: GtkInstance) {
        if let widget = child.widget, widget.parent === stack {
            placing { stack.remove(child: widget) }
        }
        show((parent.view as? TabStack)?.selection, of: parent)
    }

    /// Titles `child`'s stack page from `props`, by its page's tag.
    func label(_ child: GtkInstance, from props: TabStack) {
        guard let widget = child.widget, let page = stack.page(child: widget),
            let tag = (child.view as? TabPage)?.tag, let index = props.tags.firstIndex(of: tag)
        else { return }
        if page.title != props.titles[index] { page.setTitle(setting: props.titles[index]) }
        if let icon = props.iconNames[index], page.iconName != icon {
            page.setIconName(setting: icon)
        }
    }

    /// Shows the page tagged `selection`, without reporting it.
    func show(_ selection: AnyHashable?, of instance: GtkInstance) {
        guard let selection,
            let child = instance.children.first(where: { ($0.view as? TabPage)?.tag == selection }),
            let widget = child.widget, stack.visibleChild !== widget
        else { return }
        placing { stack.setVisibleChild(child: widget) }
    }

    private func add(_ child: GtkInstance, of parent: GtkInstance) {
        guard let widget = child.widget else { return }
        _ = stack.addChild(child: widget)
        if let props = parent.view as? TabStack { label(child, from: props) }
    }

    private func replace(_ previous: [GtkInstance], with parent: GtkInstance) {
        placing {
            for widget in previous.compactMap(\.widget) where widget.parent === stack {
                stack.remove(child: widget)
            }
            for child in parent.children { add(child, of: parent) }
        }
    }

    private func placing(_ body: () -> Void) {
        isPlacing = true
        body()
        isPlacing = false
    }
}
