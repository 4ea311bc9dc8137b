import Gtk
import Widgets

/// `Sheet` has no widget in its parent: it is a modal `GtkWindow`, transient
/// for the window the sheet is declared in (found when it is presented),
/// holding its content in a vertical box. A person closing it writes
/// `isPresented` false, which unmounts the content and hides the window.
extension Sheet: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let window = Gtk.Window()
        window.modal = true
        let content = Box(.vertical)
        content.expandsVertically = true
        window.child = content
        let instance = GtkInstance(
            widget: nil, view: self, layout: BoxLayout(box: content, orientation: .vertical))
        let control = SheetControl(window: window, instance: instance)
        instance.storage = control
        instance.own(window).onCloseRequest { [handle = instance.handle, weak control] in
            if let props = handle.instance?.props(Sheet.self) {
                props.isPresented.wrappedValue = false
            }
            control?.setPresented(false)
            return true
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Sheet?) {
        guard let control = instance.storage as? SheetControl else { return }
        if title != old?.title { control.window.title = title }
        if width != old?.width || height != old?.height {
            control.window.setDefaultSize(width: width ?? -1, height: height ?? -1)
        }
        control.setPresented(isPresented.wrappedValue)
    }
}

/// A sheet's window, and the idle that presents it once the sheet is placed
/// in its parent window's tree.
@MainActor final class SheetControl: InstanceResource {
    let window: Gtk.Window
    private let handle: InstanceHandle
    private let presentation = PresentationAfterCommit()

    init(window: Gtk.Window, instance: GtkInstance) {
        self.window = window
        handle = instance.handle
    }

    /// Whether the window is shown, or about to be.
    var isPresented: Bool { presentation.isPresented }

    /// Presents the window after this commit (when its parent is known) or hides it.
    func setPresented(_ presented: Bool) {
        presentation.set(
            presented, show: { [weak self] in self?.present() },
            hide: { window.isVisible = false })
    }

    private func present() {
        window.transientFor = parentWindow
        window.present()
    }

    /// The window of the nearest enclosing `Window` or sheet.
    var parentWindow: Gtk.Window? {
        var node = handle.instance?.parent
        while let current = node {
            if let sheet = current.storage as? SheetControl { return sheet.window }
            if let window = current.widget as? Gtk.Window { return window }
            node = current.parent
        }
        return nil
    }

    func release() {
        presentation.cancel()
        window.closeShownPopovers()
        window.destroy()
    }
}

extension GtkInstance {
    /// The sheets on screen in this subtree, outermost first.
    var presentedSheetWindows: [Gtk.Window] {
        var result: [Gtk.Window] = []
        if let sheet = storage as? SheetControl, sheet.isPresented { result.append(sheet.window) }
        for child in children { result += child.presentedSheetWindows }
        return result
    }
}
