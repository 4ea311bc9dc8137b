import Hooks

/// Which view of a component has the keyboard focus: the value
/// `useFocusState` returns, SwiftUI's `@FocusState`.
///
/// Views name themselves with `.focused(state, equals: value)` (or
/// `.focused(state)` for a `Bool` state). When the focus enters one of them
/// (a click, Tab, a `grabFocus`), the state becomes its value; when it
/// leaves, the state becomes `nil` (`false`). Writing the state moves the
/// focus to the view named by the new value; writing `nil` (`false`) takes
/// the focus away from it, leaving it to the window.
///
/// `Value` needs no `Sendable` conformance: the state is read and written on
/// the main actor only.
///
/// ```swift
/// enum Field: Hashable { case title, body }
/// let focus = useFocusState(Field?.self)
/// TextField("Title", text: title).focused(focus, equals: .title)
/// Button("Edit the body") { focus.wrappedValue = .body }
/// ```
public struct FocusState<Value: Hashable> {
    /// The state's value as a binding, for views that take a `Binding`.
    public let binding: Binding<Value>
    /// The value meaning "no view of this state has the focus": `nil` or `false`.
    public let unfocusedValue: Value
    /// The state's identity (that of an object its component keeps), or nil.
    let identity: ObjectIdentifier?

    /// A state read and written through `binding`, at `unfocusedValue`
    /// while none of its views has the focus.
    ///
    /// A state made so has no identity: when its focused view is replaced
    /// by another with the same value, the state becomes the unfocused
    /// value. `useFocusState` makes states that keep naming the new view.
    public init(binding: Binding<Value>, unfocusedValue: Value) {
        self.init(binding: binding, unfocusedValue: unfocusedValue, identity: nil)
    }

    init(binding: Binding<Value>, unfocusedValue: Value, identity: ObjectIdentifier?) {
        self.binding = binding
        self.unfocusedValue = unfocusedValue
        self.identity = identity
    }

    /// The value of the view that has the focus, or the unfocused value;
    /// writing it moves the focus.
    @MainActor public var wrappedValue: Value {
        get { binding.wrappedValue }
        nonmutating set { binding.wrappedValue = newValue }
    }

    /// What `.focused(state, equals: value)` gives its view: whether it is
    /// the one named now, and how it tells the state that the focus came or
    /// went.
    @MainActor func focusBinding(for value: Value) -> FocusBinding {
        let binding = binding
        let unfocused = unfocusedValue
        return FocusBinding(
            isFocused: binding.wrappedValue == value,
            entered: { binding.wrappedValue = value },
            left: { if binding.wrappedValue == value { binding.wrappedValue = unfocused } },
            key: identity.map { FocusKey(state: $0, value: AnyHashable(value)) })
    }
}

/// A focus state of a component: which of the views marked
/// `.focused(state, equals: value)` has the keyboard focus, `nil` while
/// none has.
///
/// Written by the focus moving (a click, Tab) and writing it moves the
/// focus; see ``FocusState``.
///
/// ```swift
/// let focus = useFocusState(Field?.self)
/// TextField("Title", text: title).focused(focus, equals: .title)
/// ```
///
/// `fileID` and `line` name this call across hot reloads: leave them to
/// their defaults.
@MainActor
public func useFocusState<Field: Hashable>(
    _ type: Field?.Type, fileID: StaticString = #fileID, line: UInt = #line
) -> FocusState<Field?> {
    FocusState(
        binding: useState(nil as Field?, fileID: fileID, line: line), unfocusedValue: nil,
        identity: ObjectIdentifier(useRef((), fileID: fileID, line: line)))
}

/// A focus state of a component that is true while the view marked
/// `.focused(state)` has the keyboard focus.
///
/// ```swift
/// let searching = useFocusState()
/// SearchField("Search", text: query).focused(searching)
/// Button("Find") { searching.wrappedValue = true }
/// ```
///
/// `fileID` and `line` name this call across hot reloads: leave them to
/// their defaults.
@MainActor
public func useFocusState(fileID: StaticString = #fileID, line: UInt = #line) -> FocusState<Bool> {
    FocusState(
        binding: useState(false, fileID: fileID, line: line), unfocusedValue: false,
        identity: ObjectIdentifier(useRef((), fileID: fileID, line: line)))
}

extension FocusState: Sendable where Value: Sendable {}
