@_spi(Testing) import Gtk
import Hooks
import Reconciler
@_spi(Toolkit) import Widgets

/// The `Host` that renders the widget vocabulary as GTK 4 widgets.
///
/// Each widget type has an adapter (`Adapters/<Widget>+Gtk.swift`). `create`
/// makes the widget and applies every property, `update` writes only the
/// properties that changed, with the handlers of the widget and of the
/// objects its instance owns blocked so a programmatic change never comes
/// back as a user event (SEMANTICS G1).
/// Children are placed by the container's layout; a keyed move is a
/// `gtk_box_reorder_child_after` of the existing widget (K4).
///
/// ```swift
/// let host = GtkHost()
/// let container = host.makeContainer(in: window)
/// let renderer = Renderer(host: host, container: container, scheduler: GLibScheduler())
/// renderer.render(ContentView())
/// ```
@MainActor public final class GtkHost: VirtualizingHost {
    /// The app-wide style sheet: theme CSS, app CSS, themes and inline styles.
    public let styleSheet: StyleSheet
    /// The scheduler of the rows a `List` renders as their own roots; the
    /// root's scheduler when set by `GtkAppRoot`.
    public var rowScheduler: (any Scheduler)?
    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    /// How many times props were written to a widget, created or changed,
    /// while `Instrumentation.isEnabled` is on.
    ///
    /// An update whose props are all equal does not count. For tests.
    @exclusivity(unchecked) var propsApplied = 0
    /// The adapter entry of each view type made so far (nil: none).
    @exclusivity(unchecked) private(set) var adapterTypes = TypeMap<(any AdapterEntry.Type)?>()

    /// A host with its own app-wide style sheet installed on the default display.
    public init() {
        styleSheet = StyleSheet()
    }

    /// A container for a root to render into that shows its children in
    /// `window`, stacked vertically.
    public func makeContainer(in window: Gtk.Window) -> GtkInstance {
        let box = Box(.vertical)
        box.expandsVertically = true
        box.expandsHorizontally = true
        window.child = box
        return Self.verticalContainer(of: box)
    }

    /// The instance of `box`, a vertical box that lays out the children mounted
    /// into it: the container of a window's root and of each List row.
    static func verticalContainer(of box: Box) -> GtkInstance {
        GtkInstance(
            widget: box, view: ContainerView(), layout: BoxLayout(box: box, orientation: .vertical))
    }

    // MARK: - Host

    /// Makes the GTK widget for `widget` and applies all its properties.
    ///
    /// A view type without a `GtkAdapter` conformance is shown as an empty
    /// placeholder, with a warning naming the type and what to conform to.
    public func create(_ widget: any PrimitiveView) -> GtkInstance {
        guard let adapterType = adapterType(of: widget) else { return placeholder(for: widget) }
        return adapterType.createInstance(of: widget, in: self)
    }

    /// The adapter entry of `widget`'s type, looked up once per type: a
    /// conformance cast costs more than the dictionary lookup.
    private func adapterType(of widget: any PrimitiveView) -> (any AdapterEntry.Type)? {
        let type = ExactType.of(widget)
        let key = ObjectIdentifier(type)
        if let known = adapterTypes[key] { return known }
        // The package's adapters are found with one cast, as when they were
        // looked up as `GtkAdapter`s: a conformance first looked up scans the
        // binary's conformance records.
        let adapterType =
            (type as? any AdapterEntry.Type) ?? (type as? any GtkAdapter.Type)?.genericEntry
        adapterTypes[key] = .some(adapterType)
        return adapterType
    }

    /// Writes the properties that differ between `old` and `new`.
    public func update(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView
    ) {
        instance.view = new
        if let adapterType = instance.adapterType,
            adapterType.updateInstance(instance, from: old, to: new, in: self)
        {
            return
        }
        guard !instance.showsPlaceholder, let adapterType = adapterType(of: new) else { return }
        _ = adapterType.updateInstance(instance, from: old, to: new, in: self)
    }

    /// Gives `instance` the props `new` when its adapter says the update
    /// from `old` writes nothing: handlers then read the new closures.
    public func updateWithoutWrites(
        _ instance: GtkInstance, from old: any PrimitiveView, to new: any PrimitiveView
    ) -> Bool {
        guard let adapterType = instance.adapterType,
            adapterType.updateWritesNothing(from: old, to: new)
        else { return false }
        instance.view = new
        return true
    }

    /// Inserts `child` at `index` of `parent`'s children.
    public func insert(_ child: GtkInstance, into parent: GtkInstance, at index: Int) {
        // Room for a few children at once: a row's stack would otherwise
        // grow its array three times (to one, two and four children).
        if parent.children.isEmpty { parent.children.reserveCapacity(4) }
        // Mounting appends: cheaper than a general insert.
        if index == parent.children.count {
            parent.children.append(child)
        } else {
            parent.children.insert(child, at: index)
        }
        child.parent = parent
        #if DEBUG
            // Checked in debug builds only: a C call for every widget inserted.
            if let widget = child.widget, let holder = widget.parent {
                showPlaceholder(for: child, sharing: widget, with: holder)
            }
        #endif
        parent.placement.inserted(child, at: index, in: parent)
        // Mounted with its children (they are inserted first): a container
        // whose adapter gave no layout has shown none of them, one with a
        // single slot only the first.
        if !child.children.isEmpty { child.reportHiddenChildren() }
        MenuLayout.checkPlacement(of: child, in: parent)
        applyColorScheme(of: child)
    }

    /// Moves `child` within `parent`, keeping its widget.
    public func move(
        _ child: GtkInstance, in parent: GtkInstance, from source: Int, to destination: Int
    ) {
        parent.children.remove(at: source)
        parent.children.insert(child, at: destination)
        parent.placement.moved(child, to: destination, in: parent)
    }

    /// Removes `child` from `parent`; its widgets are released with it.
    public func remove(_ child: GtkInstance, from parent: GtkInstance, at index: Int) {
        parent.children.remove(at: index)
        child.parent = nil
        // A popover still shown as its widget leaves the tree would stay
        // alive for good (GTK 4.8).
        child.widget?.closeShownPopovers()
        parent.placement.removed(child, from: parent)
        child.release()
    }

    /// Writes `adapter`'s props, style and drag and drop over `old`.
    ///
    /// `old` is nil for a widget made a moment ago. The handlers of the
    /// widget and of the objects the instance owns are blocked unless
    /// `blocking` is false (writes that cannot echo): adapters never block
    /// handlers themselves (G1).
    /// Modifiers equal to the old ones write nothing, and a group of
    /// modifiers neither set is not compared (`ModifierGroups`).
    func applyProps<Adapter: GtkAdapter>(
        _ adapter: Adapter, to instance: GtkInstance, from old: Adapter?, blocking: Bool = true
    ) {
        if Instrumentation.isEnabled { propsApplied += 1 }
        if blocking {
            // A closure passed straight to the call keeps its captures on the stack.
            instance.withHandlersBlocked { writeProps(adapter, to: instance, from: old) }
        } else {
            writeProps(adapter, to: instance, from: old)
        }
    }

    /// The writes of ``applyProps(_:to:from:blocking:)``, whatever blocks the handlers.
    private func writeProps<Adapter: GtkAdapter>(
        _ adapter: Adapter, to instance: GtkInstance, from old: Adapter?
    ) {
        adapter.apply(to: instance, from: old)
        let modifiers = adapter.modifiers
        let oldModifiers = old?.modifiers
        if let oldModifiers {
            guard modifiers != oldModifiers else { return }
        } else {
            // A new widget: comparing set modifiers with the defaults would
            // cost a copy of every field; the style sheet writes only those set.
            guard !modifiers.isUnset else { return }
        }
        styleSheet.apply(adapter, from: oldModifiers, to: instance)
        // A group neither props set is at its defaults in both: nothing to compare.
        let groups = modifiers.groups.union(oldModifiers?.groups ?? .empty)
        if groups.contains(.dataExchange) {
            applyDataExchange(
                modifiers.dataExchange, from: oldModifiers?.dataExchange, to: instance)
        }
        if groups.contains(.pointerInput) {
            applyPointerInput(
                modifiers.pointerInput, from: oldModifiers?.pointerInput, to: instance)
        }
        if groups.contains(.keyInput) {
            applyKeyInput(modifiers.keyInput, from: oldModifiers?.keyInput, to: instance)
        }
        if groups.contains(.focus) {
            applyFocus(modifiers.focus, from: oldModifiers?.focus, to: instance)
        }
    }
}

/// The props of a container a root renders into (`GtkHost.makeContainer(in:)`,
/// `makeRowContainer()`).
struct ContainerView: PrimitiveView {}
