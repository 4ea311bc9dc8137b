import GtkHooks

/// Shapes with identity and drawing by hand: a chart as wide as the window
/// whose bars show a tooltip and, clicked, filter the sales listed under it; and a sketchpad
/// that draws a stroke per drag, with undo.
struct ShapesSection: HookView {
    struct Month: Identifiable {
        var id: String
        var sales: [Int]
        var total: Int { sales.reduce(0, +) }
    }

    static let months = [
        Month(id: "Jan", sales: [120, 80]), Month(id: "Feb", sales: [60]),
        Month(id: "Mar", sales: [200, 40, 90]), Month(id: "Apr", sales: [150]),
    ]

    var hookBody: some View {
        let selected = useState(String?.none)
        let strokes = useState([[Point]]())
        GallerySection("Shapes and sketching") {
            // Laid out for 240x170 and scaled to the canvas: the bars follow the window's width.
            Canvas(scaledFrom: Size(width: 240, height: 170)) {
                ForEach(Self.months) { month in
                    let index = Double(Self.months.firstIndex { $0.id == month.id } ?? 0)
                    let height = Double(month.total) / 2
                    Rectangle()
                        .fill(month.id == selected.wrappedValue ? Color(.accent) : Color(.label))
                        .frame(width: 40, height: height)
                        .position(x: 30 + index * 60, y: 170 - height / 2)
                        .onTapGesture { selected.wrappedValue = month.id }
                        .help("\(month.id): \(month.total)")
                        .accessibilityLabel("\(month.id): \(month.total) in sales")
                }
            }
            .frame(height: 170)
            .accessibilityLabel("Sales by month")
            ForEach(Self.sales(of: selected.wrappedValue), id: \.self) { line in
                Text(line).alignment(horizontal: .start)
            }
            Canvas { context, _ in
                for stroke in strokes.wrappedValue where stroke.count > 1 {
                    context.stroke(
                        Path { $0.addLines(stroke) }, with: .color(Color(.label)), lineWidth: 3)
                }
            }
            .frame(width: 240, height: 120)
            .background(Color(.textBackground))
            .accessibilityLabel("Sketchpad")
            .gesture(
                DragGesture(minimumDistance: 2)
                    .onChanged { drag in
                        var all = strokes.wrappedValue
                        if all.last?.first != drag.startLocation {
                            all.append([drag.startLocation])
                        }
                        all[all.count - 1].append(drag.location)
                        strokes.wrappedValue = all
                    }
            )
            HStack(spacing: 8) {
                Button("Undo stroke") { strokes.wrappedValue = strokes.wrappedValue.dropLast() }
                    .disabled(strokes.wrappedValue.isEmpty)
                Text("\(strokes.wrappedValue.count) strokes")
            }
        }
    }

    /// One line per sale of `month`, or a hint when no bar is selected.
    static func sales(of month: String?) -> [String] {
        guard let month, let found = months.first(where: { $0.id == month }) else {
            return ["Click a bar to list its sales"]
        }
        return found.sales.enumerated().map { "\(month) sale \($0.offset + 1): \($0.element)" }
    }
}
