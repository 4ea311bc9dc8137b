// The three trees the soak repeats: every widget kind, a 100,000-row List,
// and a panel whose state changes its styles.

import GtkHooks

/// One of each widget kind: controls with their own state, display widgets
/// and layouts (about 20 widgets).
struct WidgetKinds: HookView {
    let index: Int

    var hookBody: some View {
        let on = useState(index % 2 == 0)
        let size = useState("Medium")
        let volume = useState(40.0)
        let copies = useState(1)
        let name = useState("name \(index)")
        let notes = useState("notes\n\(index)")
        VStack(spacing: 2) {
            HStack(spacing: 4) {
                Button("Button \(index)") { on.wrappedValue.toggle() }
                Button(iconName: "edit-copy-symbolic") {}
                Link("Link", destination: "https://example.org/\(index)")
                Toggle("Switch", isOn: on)
                Toggle("Check", isOn: on).toggleStyle(.checkbox)
                Picker("Size", selection: size, options: ["Small", "Medium", "Large"])
            }
            HStack(spacing: 4) {
                Slider(value: volume, in: 0...100, step: 1).expand()
                Stepper("Copies", value: copies, in: 1...9)
                ProgressView(value: volume.wrappedValue / 100)
                ProgressView()
                Image(iconName: "folder-symbolic", pixelSize: 16)
                Spacer()
            }
            HStack(spacing: 4) {
                TextField("Name", text: name)
                SecureField("Password", text: name)
                TextEditor(text: notes).frame(width: 80, height: 32)
            }
            Grid(rowSpacing: 1, columnSpacing: 4) {
                GridRow {
                    Text("grid \(index)")
                    Text("bold").bold()
                }
            }
            ZStack {
                Text("").background(Color(red: 0.2, green: 0.5, blue: 0.9))
                Text("overlay").foregroundColor(.white)
            }
            ScrollView { Text("scrolled \(index)") }.frame(height: 16)
            List(Array(0..<20), id: \.self) { Text("row \($0)") }.frame(height: 24)
            Divider()
        }
    }
}

/// Shows `kinds` copies of ``WidgetKinds`` (about 20 widgets each), or nothing.
struct Stage: View, Equatable {
    let kinds: Int
    let mounted: Bool

    var body: some View {
        VStack {
            if mounted {
                ForEach(Array(0..<kinds), id: \.self) { WidgetKinds(index: $0) }
            }
        }
    }
}

/// One row of the soak's List.
struct SoakRow: View, Equatable {
    let row: Int

    var body: some View {
        HStack(spacing: 6) {
            Text("row \(row)").expand()
            Button(iconName: "window-close-symbolic") {}
        }
    }
}

/// A List of `rows` rows in a fixed-size window.
struct BigList: View, Equatable {
    let rows: Int

    var body: some View {
        List(Array(0..<rows), id: \.self) { SoakRow(row: $0) }.frame(width: 400, height: 400)
    }
}

/// Where the soak reaches the panel's state from outside its render.
@MainActor final class Remote {
    var step: Binding<Int>?
}

/// Texts whose colors, font size and padding follow the step, cycling
/// through `distinct` values.
struct StyledPanel: HookView {
    let remote: Remote
    let distinct: Int

    var hookBody: some View {
        let step = useState(0)
        remote.step = step
        let value = step.wrappedValue % distinct
        VStack(spacing: 2) {
            ForEach(Array(0..<8), id: \.self) { lane in
                Text("step \(step.wrappedValue) lane \(lane)")
                    .foregroundColor(Self.color(value))
                    .background(Self.color(distinct - 1 - value))
                    .fontSize(Double(10 + (value + lane) % 6))
                    .padding((value + lane) % 4)
            }
        }
    }

    /// A color that differs for every `value` below 10,000.
    static func color(_ value: Int) -> Color {
        Color(
            red: Double(value % 100) / 100, green: Double(value / 100 % 100) / 100, blue: 0.5)
    }
}
