import ExtraWidgets
import GtkHooks

/// What to pack, in the order the list shows it.
let packingItems = ["Passport", "Tickets", "Charger", "Umbrella"]

/// The packing list inside an expander, with a level bar of how much is packed.
struct PackingList: HookView {
    var hookBody: some View {
        let packed = useState(Set<String>())
        let isOpen = useState(true)
        VStack(spacing: 6) {
            Text("Packed \(packed.wrappedValue.count) of \(packingItems.count)")
            LevelBar(value: Double(packed.wrappedValue.count), in: 0...Double(packingItems.count))
                .accessibilityLabel("Packed")
            Expander("Packing list", isExpanded: isOpen) {
                VStack(spacing: 4) {
                    ForEach(packingItems, id: \.self) { item in
                        Toggle(item, isOn: packed.contains(item))
                    }
                }
            }
        }
    }
}

extension Binding where Value == Set<String> {
    /// Whether the set holds `element`; setting it adds or removes the element.
    func contains(_ element: String) -> Binding<Bool> {
        Binding<Bool>(
            get: { wrappedValue.contains(element) },
            set: { isIn in
                if isIn { wrappedValue.insert(element) } else { wrappedValue.remove(element) }
            })
    }
}
