import Reconciler

extension View {
    /// Ties this view to `state`'s `value`: the focus entering the view (or a
    /// view inside it, such as the text of a field) makes the state `value`,
    /// leaving makes it `nil`, and writing `value` into the state moves the
    /// focus here.
    ///
    /// A view not yet shown when the state names it takes the focus once it
    /// is on screen (a row just added). On the desktop each window keeps its
    /// own focus: the state names the view holding the focus of its window,
    /// and keeps naming it while another window is active. One state names
    /// one view: when it comes to name a view of another window (a sheet's
    /// field), the view it named before gives up its window's focus.
    ///
    /// ```swift
    /// let focus = useFocusState(Field?.self)
    /// TextField("Title", text: title).focused(focus, equals: .title)
    /// Button("New note") { add(); focus.wrappedValue = .title }
    /// ```
    public func focused<Value: Hashable>(
        _ state: FocusState<Value?>, equals value: Value
    ) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.focus.bindings.append(state.focusBinding(for: value)) }
    }

    /// Ties this view to a `Bool` focus state: true while the focus is in
    /// the view (or a view inside it); writing true moves the focus here,
    /// writing false takes it away.
    ///
    /// ```swift
    /// let searching = useFocusState()
    /// SearchField("Search", text: query).focused(searching)
    /// ```
    public func focused(_ state: FocusState<Bool>) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.focus.bindings.append(state.focusBinding(for: true)) }
    }

    /// Lets this view take the keyboard focus itself (a Tab stop), or with
    /// false keeps the focus out of it and every view inside it.
    ///
    /// ```swift
    /// Canvas { ... }.focusable().focused(focus, equals: .chart)
    /// TextField("Notes", text: notes).focusable(false)  // skipped by Tab
    /// ```
    public func focusable(_ isFocusable: Bool = true) -> ModifiedView<Self, WidgetModifier> {
        modifiers { $0.focus.isFocusable = isFocusable }
    }

    /// Gives `state` the value `value` when this view appears: the focus a
    /// window, sheet or popover starts with, when put on its content.
    ///
    /// It applies once, on appearing: the focus moved later stays where the
    /// user or the app put it. A sheet's default focus is taken in the
    /// sheet's window, whatever the state named in the window under it.
    ///
    /// ```swift
    /// Form { ... }.defaultFocus(focus, .name)
    /// ```
    public func defaultFocus<Value: Hashable>(
        _ state: FocusState<Value>, _ value: Value
    ) -> AppearanceObserver<Self> {
        onAppear { state.wrappedValue = value }
    }
}
