import GtkHooks

/// Two fields tied to one focus state, buttons that move the focus, and a
/// line showing which field has it.
struct FocusSection: HookView {
    enum Field: Hashable { case city, country }

    var hookBody: some View {
        let focus = useFocusState(Field?.self)
        let city = useState("")
        let country = useState("")
        let shown: String =
            switch focus.wrappedValue {
            case .city: "The focus is in City"
            case .country: "The focus is in Country"
            case nil: "No field has the focus"
            }
        GallerySection("Focus") {
            HStack(spacing: 8) {
                TextField("City", text: city).focused(focus, equals: .city)
                TextField("Country", text: country).focused(focus, equals: .country)
            }
            HStack(spacing: 8) {
                Button("Focus City") { focus.wrappedValue = .city }
                Button("Focus Country") { focus.wrappedValue = .country }
                Button("Clear focus") { focus.wrappedValue = nil }.focusable(false)
            }
            .alignment(horizontal: .start)
            Text(shown).alignment(horizontal: .start)
        }
    }
}
