import Reconciler

/// One change to `WidgetModifiers`, applied to the topmost widgets of a view.
public struct WidgetModifier: PrimitiveModifier {
    /// What the modifier does to a widget's modifiers.
    enum Change {
        /// One of the common modifiers, as a value: the same change of the
        /// same modifiers gives the same result, which is then shared.
        case common(ModifierChange)
        /// Any change, made by a closure.
        case custom(@MainActor (inout WidgetModifiers) -> Void)
    }

    let change: Change

    /// A modifier that applies `change` to a widget's modifiers.
    public init(_ change: @escaping @MainActor (inout WidgetModifiers) -> Void) {
        self.change = .custom(change)
    }

    /// One of the common modifiers: no closure to make or to call.
    @usableFromInline init(_ change: ModifierChange) {
        self.change = .common(change)
    }

    /// Returns `widget` with the change applied; primitives that are not
    /// `Widget`s are returned unchanged.
    public func apply(to widget: any PrimitiveView) -> any PrimitiveView {
        if case .common(.nothing) = change { return widget }
        guard let entry = WidgetTypes.modifierEntry(of: widget) else { return widget }
        return entry.applying(self, to: widget)
    }
}

/// The `ModifierEntry` of each primitive view type that is a `Widget`,
/// looked up once per type: a conformance cast costs more than the map lookup.
@MainActor enum WidgetTypes {
    // @exclusivity(unchecked): main-actor state whose accesses never overlap;
    // a run-time check of each would cost more than the access.
    @exclusivity(unchecked) private static var known = TypeMap<(any ModifierEntry.Type)?>()

    /// The entry of `view`'s type, or nil when it is not a `Widget`.
    static func modifierEntry(of view: any PrimitiveView) -> (any ModifierEntry.Type)? {
        let viewType = ExactType.of(view)
        let key = ObjectIdentifier(viewType)
        if let entry = known[key] { return entry }
        // The package's widgets are found with one cast: a conformance first
        // looked up scans the binary's conformance records.
        let entry =
            (viewType as? any ModifierEntry.Type)
            ?? (viewType as? any Widget.Type)?.genericModifierEntry
        known[key] = .some(entry)
        return entry
    }
}

extension View {
    /// Applies `change` to the modifiers of the widgets this view renders to.
    @inlinable public func modifiers(
        _ change: @escaping @MainActor (inout WidgetModifiers) -> Void
    ) -> ModifiedView<Self, WidgetModifier> {
        ModifiedView(content: self, modifier: WidgetModifier(change))
    }
}

/// A change to the props of one widget type, applied to the topmost widgets
/// of that type a view renders to; widgets of other types are unchanged.
///
/// It lets a widget's own modifiers (`toggleStyle`, `keyboardShortcut`) follow
/// the common ones in any order: `Toggle(...).padding().toggleStyle(.checkbox)`.
public struct TypedWidgetModifier<Target: PrimitiveView>: PrimitiveModifier {
    let change: @MainActor (inout Target) -> Void

    /// A modifier that applies `change` to widgets of type `Target`.
    public init(_ change: @escaping @MainActor (inout Target) -> Void) {
        self.change = change
    }

    /// Returns `widget` changed if it is a `Target`, else unchanged.
    public func apply(to widget: any PrimitiveView) -> any PrimitiveView {
        guard var target = widget as? Target else { return widget }
        change(&target)
        return target
    }
}

extension View {
    /// Shows the toggles this view renders to as `style`.
    public func toggleStyle(_ style: Toggle.Style) -> ModifiedView<
        Self, TypedWidgetModifier<Toggle>
    > {
        ModifiedView(content: self, modifier: TypedWidgetModifier { $0.style = style })
    }

    /// Shows the pickers this view renders to as `style`
    /// (`.pickerStyle(.segmented)`).
    public func pickerStyle(_ style: Picker.Style) -> ModifiedView<
        Self, TypedWidgetModifier<Picker>
    > {
        ModifiedView(content: self, modifier: TypedWidgetModifier { $0.style = style })
    }

    /// Activates the buttons this view renders to with `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedView<
        Self, TypedWidgetModifier<Button>
    > {
        ModifiedView(content: self, modifier: TypedWidgetModifier { $0.shortcut = shortcut })
    }
}
