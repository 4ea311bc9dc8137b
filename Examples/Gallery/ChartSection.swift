import GtkHooks

/// A bar chart drawn with `Canvas`: as wide as the window, redrawn when its
/// values change; the buttons change them.
struct ChartSection: HookView {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]

    var hookBody: some View {
        let sales = useState([3.0, 5, 2, 6, 4, 7])
        GallerySection("Chart") {
            Canvas { context, size in
                ChartSection.draw(sales.wrappedValue, in: &context, size: size)
            }
            .frame(height: 160)
            .accessibilityLabel("Sales by month")
            HStack(spacing: 8) {
                Button("Add sale in June") { sales.wrappedValue[5] += 1 }
                Button("Reset") { sales.wrappedValue = [3, 5, 2, 6, 4, 7] }
            }
        }
    }

    /// Bars in the accent color on the theme's separator baseline, each with
    /// its month under it, scaled so the tallest bar fills the height above
    /// the labels.
    static func draw(_ values: [Double], in context: inout GraphicsContext, size: Size) {
        let labelHeight = context.measure(Text("Jan")).height
        let chartHeight = max(size.height - labelHeight - 4, 1)
        let slot = size.width / Double(max(values.count, 1))
        let tallest = max(values.max() ?? 1, 1)
        for (index, value) in values.enumerated() {
            let height = chartHeight * value / tallest
            let bar = Rect(
                x: Double(index) * slot + slot * 0.15, y: chartHeight - height,
                width: slot * 0.7, height: height)
            context.fill(Path(roundedRect: bar, cornerRadius: 3), with: .color(Color(.accent)))
            context.draw(
                Text(months[index % months.count]),
                at: Point(x: bar.midX, y: chartHeight + 4), anchor: .top)
        }
        context.stroke(
            Path { path in
                path.move(to: Point(x: 0, y: chartHeight))
                path.addLine(to: Point(x: size.width, y: chartHeight))
            }, with: .color(Color(.separator)), lineWidth: 1)
    }
}
