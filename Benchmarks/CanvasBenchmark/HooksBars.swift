// The GtkHooks program: a Canvas drawing the app's values, re-rendered with
// the app's new state by each operation, as a component's state change would.

import Gtk
import GtkHooks

@MainActor final class HooksBars: BarsProgram {
    private let root: GtkAppRoot
    private var values: [Double] = []
    private var note = "note 0"

    init(application: Application) {
        root = GtkAppRoot(application: application, title: "hooks")
    }

    var window: Gtk.Window { root.windows[0] }

    private func render() {
        let values = values
        root.render(
            HStack(spacing: 0) {
                Canvas { context, size in
                    let width = size.width / Double(values.count)
                    let color = Color(red: Bars.red, green: Bars.green, blue: Bars.blue)
                    for (index, value) in values.enumerated() {
                        let bar = Rect(
                            x: Double(index) * width, y: size.height * (1 - value), width: width,
                            height: size.height * value)
                        context.fill(Path(bar), with: .color(color))
                    }
                }
                .frame(width: Bars.width, height: Bars.height)
                Text(note).frame(width: 200)
            })
    }

    func show(_ values: [Double]) {
        self.values = values
        render()
    }

    func setBar(_ index: Int, to value: Double) {
        values[index] = value
        render()
    }

    func setNote(_ note: String) {
        self.note = note
        render()
    }

    func close() {
        root.unmount()
    }
}
