import GtkHooks

/// Values: switch, check box, drop-down, slider, stepper, and progress (a
/// bar, and a spinner while Busy is on).
struct ChoiceSection: HookView {
    var hookBody: some View {
        let wifi = useState(true)
        let agree = useState(false)
        let size = useState("Medium")
        let volume = useState(40.0)
        let copies = useState(1)
        let busy = useState(false)

        GallerySection("Choices and progress") {
            HStack(spacing: 16) {
                Toggle("Wi-Fi", isOn: wifi)
                Toggle("I agree", isOn: agree).toggleStyle(.checkbox)
                Picker("Size", selection: size, options: ["Small", "Medium", "Large"])
            }
            HStack(spacing: 8) {
                Text("Volume")
                Slider(value: volume, in: 0...100, step: 1).expand().accessibilityLabel("Volume")
                Stepper("Copies", value: copies, in: 1...9)
            }
            HStack(spacing: 8) {
                ProgressView(value: volume.wrappedValue / 100).expand()
                Toggle("Busy", isOn: busy)
                if busy.wrappedValue {
                    ProgressView()
                }
            }
        }
    }
}
