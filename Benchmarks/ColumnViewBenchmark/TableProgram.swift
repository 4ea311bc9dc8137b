// What both programs do; the benchmark times each call to the painted frame.

import Gtk

/// A program showing the rows in a column view, changed by the benchmark's operations.
///
/// Each call changes the rows or the view as an app would and returns; the
/// work GTK does for it happens before the window's next painted frame.
@MainActor protocol TableProgram {
    /// The window the table is in (valid after ``show(_:)``).
    var window: Gtk.Window { get }
    /// The scrolled window around the table (valid after ``show(_:)``).
    var scrolled: ScrolledWindow { get }
    /// Shows `rows` in a new window, nothing selected, not sorted.
    func show(_ rows: [Row])
    /// Sorts the rows by their names, ascending, and shows the sort in the header.
    func sortByName()
    /// Sorts the rows by their cities, ascending, with `sort(by:)` (rows of one
    /// city keep their order), and shows the sort in the header.
    func sortByCity()
    /// Selects the row at `position` alone.
    func select(position: Int)
    /// Appends " !!!" to the name of the row at `position`.
    func updateName(at position: Int)
    /// Removes the row at `position`.
    func remove(at position: Int)
    /// Closes the window and lets go of everything.
    func close()
}
