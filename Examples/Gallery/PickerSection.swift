import FoundationEssentials
import GtkHooks

/// Pickers and status displays: a date picker limited to 2026 and 2027 (a
/// fixed day, so that screenshots stay the same), a color picker, a toggle button, a segmented picker, a gauge, a label with
/// an icon and an empty state.
struct PickerSection: HookView {
    private static let start = Date(timeIntervalSince1970: 1_796_299_200)
    private static let end = Date(timeIntervalSince1970: 1_830_000_000)

    var hookBody: some View {
        let due = useState(Self.start)
        let tint = useState(Color(red: 0.2, green: 0.4, blue: 0.8))
        let bold = useState(false)
        let mode = useState("List")
        let charge = useState(0.7)

        GallerySection("Pickers and status") {
            HStack(spacing: 16) {
                DatePicker(
                    "Due", selection: due, in: Self.start...Self.end,
                    displayedComponents: [.date, .hourAndMinute])
                ColorPicker("Tint", selection: tint, supportsOpacity: false)
            }
            HStack(spacing: 16) {
                Toggle("Bold", isOn: bold).toggleStyle(.button)
                Picker("View", selection: mode, options: ["List", "Grid", "Columns"])
                    .pickerStyle(.segmented)
            }
            HStack(spacing: 16) {
                Label("Inbox", systemImage: "mail-unread-symbolic")
                Label("Archive", systemImage: "folder-symbolic").labelStyle(.iconOnly)
                Gauge(value: charge.wrappedValue) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(Int(charge.wrappedValue * 100)) %")
                }
                .expand()
            }
            ContentUnavailableView(
                "No notes", systemImage: "document-new-symbolic",
                description: Text("Notes you write appear here.")
            ) {
                Button("Charge") { charge.wrappedValue = min(1, charge.wrappedValue + 0.1) }
            }
        }
    }
}
