@_spi(Testing) import Gtk
import Hooks
import Reconciler
import Widgets

/// The `Host` that renders the widget vocabulary as GTK 4 widgets.
///
/// Each widget type has an adapter (`Adapters/<Widget>+Gtk.swift`). `create`
/// makes the widget and applies every property, `update` writes only the
/// properties that changed, with the widget's own handlers blocked so a
/// programmatic change never comes back as a user event (SEMANTICS G1).
/// Children are placed by the container's layout; a keyed move is a
/// `gtk_box_reorder_child_after` of the existing widget (K4).
///
/// ```swift
/// let host = GtkHost()
/// let root = host.makeRoot(in: window)
/// let renderer = Renderer(host: host, container: root, scheduler: GLibScheduler())
/// renderer.render(ContentView())
/// ```
@MainActor public final class GtkHost: VirtualizingHost {
    /// The app-wide style sheet: theme CSS, app CSS, themes and inline styles.
    public let styleSheet: StyleSheet
    /// The scheduler of the rows a `List` renders as their own roots; the
    /// root's scheduler when set by `GtkRoot`.
    public var rowScheduler: (any Scheduler)?
    /// How many times props were written to a widget, created or changed,
    /// while `Instrumentation.isEnabled` is on.
    ///
    /// An update whose props are all equal does not count. For tests.
    var propsApplied = 0

    /// A host with its own app-wide style sheet installed on the default display.
    public init() {
        styleSheet = StyleSheet()
    }

    /// A root container that shows children in `window`, stacked vertically.
    public func makeRoot(in window: Gtk.Window) -> GtkInstance {
        let box = Box(.vertical)
        box.expandsVertically = true
        box.expandsHorizontally = true
        window.child = box
        return GtkInstance(widget: box, view: RootView(), layout: BoxLayout(box: box))
    }

    // MARK: - Host

    /// Makes the GTK widget for `widget` and applies all its properties.
    ///
    /// A view type without a `GtkAdapter` conformance is shown as an empty
    /// placeholder, with a warning naming the type and what to conform to.
    public func create(_ widget: any PrimitiveView) -> GtkInstance {
        guard let adapter = widget as? any GtkAdapter else { return placeholder(for: widget) }
        let instance = adapter.makeInstance(in: self)
        instance.view = widget
        instance.widget?.viewRole = type(of: adapter).role.name
        instance.adapterType = type(of: adapter)
        instance.colorScheme = adapter.modifiers.colorScheme
        if Instrumentation.isEnabled { propsApplied += 1 }
        apply(adapter, to: instance, from: nil, blocking: type(of: adapter).propertyWritesCanEcho)
        return instance
    }

    /// Writes the properties that differ between `old` and `new`.
    public func update(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView
    ) {
        instance.view = new
        if let adapterType = instance.adapterType,
            adapterType.update(instance, from: old, to: new, in: self)
        {
            return
        }
        guard let adapter = new as? any GtkAdapter else { return }
        if Instrumentation.isEnabled { propsApplied += 1 }
        apply(adapter, to: instance, from: old)
        let oldScheme = instance.colorScheme
        instance.colorScheme = adapter.modifiers.colorScheme
        if adapter.modifiers.colorScheme != oldScheme { applyColorScheme(of: instance) }
    }

    /// Inserts `child` at `index` of `parent`'s children.
    public func insert(_ child: GtkInstance, into parent: GtkInstance, at index: Int) {
        parent.children.insert(child, at: index)
        child.parent = parent
        parent.layout?.inserted(child, at: index, in: parent)
        MenuLayout.checkPlacement(of: child, in: parent)
        applyColorScheme(of: child)
    }

    /// Moves `child` within `parent`, keeping its widget.
    public func move(
        _ child: GtkInstance, in parent: GtkInstance, from source: Int, to destination: Int
    ) {
        parent.children.remove(at: source)
        parent.children.insert(child, at: destination)
        parent.layout?.moved(child, to: destination, in: parent)
    }

    /// Removes `child` from `parent`; its widgets are released with it.
    public func remove(_ child: GtkInstance, from parent: GtkInstance, at index: Int) {
        parent.children.remove(at: index)
        child.parent = nil
        parent.layout?.removed(child, from: parent)
        child.release()
    }

    /// Writes `adapter`'s props, with the old props of the same type.
    func applyProps<Adapter: GtkAdapter>(
        _ adapter: Adapter, to instance: GtkInstance, from old: Adapter?
    ) {
        if Instrumentation.isEnabled { propsApplied += 1 }
        let work = {
            adapter.apply(to: instance, from: old)
            self.styleSheet.apply(adapter, from: old?.modifiers, to: instance)
            self.applyDataExchange(
                adapter.modifiers.dataExchange, from: old?.modifiers.dataExchange, to: instance)
        }
        if let widget = instance.widget {
            widget.withHandlersBlocked(work)
        } else {
            work()
        }
        instance.colorScheme = adapter.modifiers.colorScheme
        if adapter.modifiers.colorScheme != old?.modifiers.colorScheme {
            applyColorScheme(of: instance)
        }
    }

    /// Writes props, style and drag and drop; with the widget's handlers blocked
    /// unless `blocking` is false (writes that cannot echo).
    private func apply(
        _ adapter: any GtkAdapter, to instance: GtkInstance, from old: (any PrimitiveView)?,
        blocking: Bool = true
    ) {
        let work = {
            adapter.apply(to: instance, fromAny: old)
            let oldModifiers = (old as? any Widgets.Widget)?.modifiers
            self.styleSheet.apply(adapter, from: oldModifiers, to: instance)
            self.applyDataExchange(
                adapter.modifiers.dataExchange, from: oldModifiers?.dataExchange, to: instance)
        }
        if blocking, let widget = instance.widget {
            widget.withHandlersBlocked(work)
        } else {
            work()
        }
    }
}

/// The props of a root container made by `GtkHost.makeRoot(in:)`.
struct RootView: PrimitiveView {}
