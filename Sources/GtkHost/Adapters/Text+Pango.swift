import Gtk
import Widgets

extension Widgets.Text {
    /// The styles and colors of the runs as Pango attributes of `label`'s text.
    ///
    /// Nil for a plain text. A named color is the one the style sheets
    /// reaching `label` define now.
    @MainActor func pangoAttributes(on label: Label) -> AttrList? {
        guard !runs.isEmpty else { return nil }
        let attributes = AttrList()
        var start = 0
        for run in runs {
            // Ranges count UTF-8 bytes of the text as the label holds it.
            let end = start + TextForGtk.replacingNUL(run.string).utf8.count
            run.style.insert(into: attributes, bytes: start..<end)
            if let color = run.color, let pixel = pixel(of: color, on: label) {
                attributes.insert(foreground: pixel, bytes: start..<end)
            }
            start = end
        }
        return attributes
    }

    /// `color` on `label`, or nil with a warning naming the text when the
    /// style sheets define no such color.
    @MainActor private func pixel(of color: Widgets.Color, on label: Label) -> Pixel? {
        switch color.value {
        case .rgba(let red, let green, let blue, let opacity):
            let channel = { (value: Double) in UInt8((min(1, max(0, value)) * 255).rounded()) }
            guard [red, green, blue, opacity].allSatisfy(\.isFinite) else { break }
            return Pixel(
                red: channel(red), green: channel(green), blue: channel(blue),
                alpha: channel(opacity))
        case .named(let name):
            if let pixel = label.themeColor(named: name.gtkName) { return pixel }
        }
        Log.warning(
            "Text \"\(string.prefix(40))\": its run color \(color.value) is not a color GTK"
                + " can draw (a name no style sheet defines, or a component that is not a"
                + " finite number); the run keeps the text's color.")
        return nil
    }
}

extension Widgets.Text.Style {
    /// Inserts Pango's attribute for each style of the set.
    @MainActor func insert(into attributes: AttrList, bytes: Range<Int>) {
        if contains(.bold) { attributes.insert(weight: .bold, bytes: bytes) }
        if contains(.italic) { attributes.insert(style: .italic, bytes: bytes) }
        if contains(.monospaced) { attributes.insert(family: "monospace", bytes: bytes) }
        if contains(.underline) { attributes.insert(underline: .single, bytes: bytes) }
        if contains(.strikethrough) { attributes.insert(strikethrough: true, bytes: bytes) }
    }
}
