// The hand-written program: a GtkDrawingArea whose draw function draws the
// program's values with the typed cairo layer; a change queues a draw.

import Gtk

@MainActor final class VanillaBars: BarsProgram {
    private let application: Application
    private var values: [Double] = []
    private var made: (window: Gtk.Window, area: DrawingArea, label: Label)?

    init(application: Application) { self.application = application }

    var window: Gtk.Window { made!.window }

    func show(_ values: [Double]) {
        self.values = values
        let window = Gtk.Window(application: application)
        window.title = "vanilla"
        let box = Box(.horizontal, spacing: 0)
        let area = DrawingArea()
        area.setSizeRequest(width: Bars.width, height: Bars.height)
        area.setDrawFunc { [unowned self] _, context, width, height in
            let barWidth = Double(width) / Double(self.values.count)
            for (index, value) in self.values.enumerated() {
                context.rectangle(
                    x: Double(index) * barWidth, y: Double(height) * (1 - value),
                    width: barWidth, height: Double(height) * value)
                context.setSource(red: Bars.red, green: Bars.green, blue: Bars.blue)
                context.fill()
            }
        }
        let label = Label("note 0")
        label.setSizeRequest(width: 200)
        box.append(area)
        box.append(label)
        window.child = box
        window.present()
        made = (window, area, label)
    }

    func setBar(_ index: Int, to value: Double) {
        values[index] = value
        made?.area.queueDraw()
    }

    func setNote(_ note: String) {
        made?.label.text = note
    }

    func close() {
        made?.window.destroy()
        made = nil
    }
}
