import CGtk

extension ValueListModel {
    /// A factory for a `ListView`, `ColumnView` column or `GridView` over
    /// this model (or a sort, filter or selection model over it): each row
    /// widget GTK asks for is made once by `makeRow`, and `bind` fills it
    /// with the value of the row it shows, whenever GTK shows it another.
    ///
    /// The factory keeps the row wrappers (typed, as `makeRow` made them)
    /// until GTK tears their list items down; it holds the model's values,
    /// not the model.
    ///
    /// ```swift
    /// let factory = model.makeFactory(makeRow: { Label() }) { label, expense in
    ///     label.text = expense.title
    /// }
    /// ```
    public func makeFactory<Row: Widget>(
        makeRow: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, Value) -> Void
    ) -> SignalListItemFactory {
        let storage = storage
        let rows = RowTable<Row>()
        let factory = SignalListItemFactory()
        factory.onSetup { listItem in
            guard let listItem else { return }
            let row = makeRow()
            gtk_list_item_set_child(cast(listItem.pointer), row.widget)
            rows.rows[UInt(bitPattern: listItem.pointer)] = row
        }
        factory.onBind { listItem in
            guard let listItem, let row = rows.rows[UInt(bitPattern: listItem.pointer)],
                let item = gtk_list_item_get_item(cast(listItem.pointer)),
                let value = storage.value(ofItem: UnsafeMutableRawPointer(item), current: false)
            else { return }
            bind(row, value)
        }
        factory.onTeardown { listItem in
            guard let listItem else { return }
            gtk_list_item_set_child(cast(listItem.pointer), nil)
            rows.rows[UInt(bitPattern: listItem.pointer)] = nil
        }
        return factory
    }
}

/// The row widgets of one factory, by the address of their `GtkListItem`.
@MainActor
private final class RowTable<Row: Widget> {
    var rows: [UInt: Row] = [:]
}
