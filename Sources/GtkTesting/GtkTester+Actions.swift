import AppServices
import Gtk

extension GtkTester {
    /// Clicks `widget` through GTK (a button's `clicked`, a toggle's `active`).
    public func click(_ widget: Gtk.Widget) throws {
        guard widget.isSensitive else { throw unsupported("click the insensitive", widget) }
        guard widget.performClick() else { throw unsupported("click", widget) }
    }

    /// Clicks the first widget showing `text` (or its button, for a label inside one).
    public func click(text: String) throws {
        let widget = try require(text: text)
        if widget.performClick() { return }
        var ancestor = widget.parent
        while let current = ancestor {
            if current.performClick() { return }
            ancestor = current.parent
        }
        throw unsupported("click", widget)
    }

    /// Types `text` into an entry or text view, replacing its contents.
    public func type(_ text: String, into widget: Gtk.Widget) throws {
        guard widget.performType(text) else { throw unsupported("type into", widget) }
    }

    /// Presses Enter in an entry.
    public func submit(_ widget: Gtk.Widget) throws {
        guard widget.performSubmit() else { throw unsupported("submit", widget) }
    }

    /// Presses Escape in a search entry: a `SearchField` clears, a
    /// `.searchable` bar closes and clears.
    public func stopSearch(_ widget: Gtk.Widget) throws {
        guard widget.performStopSearch() else { throw unsupported("stop the search of", widget) }
    }

    /// Flips a switch or check box.
    public func toggle(_ widget: Gtk.Widget) throws {
        guard widget.performToggle() else { throw unsupported("toggle", widget) }
    }

    /// Picks the option at `index` of a drop-down.
    public func select(_ index: Int, in widget: Gtk.Widget) throws {
        guard widget.performSelect(index) else { throw unsupported("select in", widget) }
    }

    /// Selects the row at `index` of a list through GTK's selection model, as
    /// a click does; with `extending`, as a Ctrl-click does (adds the row, or
    /// removes it when it was selected).
    ///
    /// In a grid (a `LazyVGrid`'s grid view, a `FlowGrid`'s flow box) `index`
    /// is a cell's.
    public func selectRow(_ index: Int, in list: Gtk.Widget, extending: Bool = false) throws {
        guard list.performSelectRow(index, extending: extending) else {
            throw unsupported("select a row in", list)
        }
    }

    /// Selects the rows in `rows` of a list (or cells of a grid) and no
    /// others, as a Shift-click from the first to the last does.
    public func selectRows(_ rows: ClosedRange<Int>, in list: Gtk.Widget) throws {
        guard list.performSelectRows(rows) else { throw unsupported("select rows in", list) }
    }

    /// Activates the row at `index` of a list (or cell of a grid), as Enter or
    /// a double-click does.
    public func activateRow(_ index: Int, in list: Gtk.Widget) throws {
        guard list.performActivateRow(index) else { throw unsupported("activate a row in", list) }
    }

    /// Moves a slider or stepper to `value`.
    public func adjust(_ widget: Gtk.Widget, to value: Double) throws {
        guard widget.performAdjust(to: value) else { throw unsupported("adjust", widget) }
    }

    /// The first widget showing `text`, or an error showing the live tree.
    public func require(text: String) throws -> Gtk.Widget {
        guard let widget = find(text: text) else {
            throw GtkTesterError.notFound("no widget shows \"\(text)\"; the tree is:\n\(dump())")
        }
        return widget
    }

    private func unsupported(_ action: String, _ widget: Gtk.Widget) -> GtkTesterError {
        .unsupported("cannot \(action) \(widget.typeName) \(widget.displayedText ?? "")")
    }
}

extension GtkTester {
    /// Presses `accelerator` (such as `<Control>s`) in `window`.
    ///
    /// The shortcut bound to it runs through GTK's shortcut machinery; false
    /// if none is bound.
    public func press(_ accelerator: String, in window: Gtk.Window) -> Bool {
        window.performShortcut(accelerator)
    }
}

extension GtkTester {
    /// Chooses the item titled `title` in the first menu that has one, through
    /// its GAction, as clicking it in the open menu does.
    public func chooseMenuItem(_ title: String) throws {
        let menus = allWidgets.compactMap { $0 as? MenuButton }
        guard let menu = menus.first(where: { $0.itemTitles.contains(title) }) else {
            throw GtkTesterError.notFound("no menu has an item \"\(title)\"")
        }
        menu.chooseItem(title)
    }

    /// Answers the oldest open file dialog with `path` (nil: Cancel).
    public func answerFileDialog(with path: String?) throws {
        guard let chooser = FileChooser.pending.first else {
            throw GtkTesterError.notFound("no file dialog is open")
        }
        chooser.answer(path)
    }
}
