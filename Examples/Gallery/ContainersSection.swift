import GtkHooks

/// A disclosure group, a group box, a settings form, a popover and a menu
/// button of any views, and a frame that stops a field from widening.
struct ContainersSection: HookView {
    var hookBody: some View {
        let advanced = useState(false)
        let wifi = useState(true)
        let volume = useState(4)
        let showsInfo = useState(false)
        GallerySection("Containers") {
            Form {
                Section("Network") { Toggle("Wi-Fi", isOn: wifi) }
                Section("Sound") { Stepper("Volume", value: volume, in: 0...10) }
            }
            DisclosureGroup("Advanced", isExpanded: advanced) {
                Text("Shown only while open").alignment(horizontal: .start)
            }
            DisclosureGroup("Details") {
                Text("Keeps its own open state").alignment(horizontal: .start)
            }
            GroupBox("Account") {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Signed in as ada")
                    Button("Info") { showsInfo.wrappedValue = true }
                        .popover(isPresented: showsInfo) { Text("Version 2.1").padding(12) }
                }
                .padding(8)
            }
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                MenuButton("Zoom") {
                    Stepper("Zoom", value: volume, in: 0...10).padding(12)
                }
                TextField("Search", text: .constant(""))
                    .frame(maxWidth: 240, alignment: .leading)
            }
        }
    }
}
