// What both programs do: 1,000 bars on a 1000x400 drawing area beside a
// fixed-width label, changed by the benchmark's operations.

import Gtk

/// A program showing bars, changed as an app would; GTK's work for a change
/// happens before the window's next painted frame.
@MainActor protocol BarsProgram {
    /// The window the bars are in (valid after ``show(_:)``).
    var window: Gtk.Window { get }
    /// Shows `values` (each 0...1) as bars in a new window.
    func show(_ values: [Double])
    /// Sets the bar at `index` to `value`.
    func setBar(_ index: Int, to value: Double)
    /// Changes the label's text only: state the bars do not read.
    func setNote(_ note: String)
    /// Closes the window.
    func close()
}

/// The bars' size and colour, the same in both programs.
enum Bars {
    static let width = 1000
    static let height = 400
    static let red = 0.2
    static let green = 0.4
    static let blue = 0.8
}
