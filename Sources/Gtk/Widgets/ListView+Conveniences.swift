import CGtk

/// A list that makes widgets only for the rows on screen (`GtkListView` over
/// a `GtkStringList` of `count` positions and a `GtkSignalListItemFactory`).
///
/// The app gives each row a widget when GTK binds a position and takes it
/// back when GTK unbinds it; the same few list items are recycled while
/// scrolling.
///
/// ```swift
/// let list = ListView()
/// list.onBind { item in item.child = Label("row \(item.position)") }
/// list.onUnbind { item in item.child = nil }
/// list.count = 100_000
/// ```
@MainActor
extension ListView {
    /// An empty list.
    public convenience init() {
        let strings = gtk_string_list_new(nil)!
        // Each constructor takes ownership of its argument (transfer full): the
        // model and factory get one more reference for this wrapper.
        let model = Object(sinking: UnsafeMutableRawPointer(strings), tracked: false)
        let factory = Object(adopting: UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()))
        g_object_ref(factory.pointer)
        let selection = gtk_no_selection_new(gtkhooks_list_model(UnsafeMutableRawPointer(strings)))
        let view = gtk_list_view_new(
            gtkhooks_selection_model(UnsafeMutableRawPointer(selection)),
            gtkhooks_list_item_factory(factory.pointer))
        self.init(sinking: view!)
        attachments["model"] = model
        attachments["factory"] = factory
    }

    /// The string list behind the rows (held by the wrapper as well as the view).
    private var stringList: OpaquePointer {
        OpaquePointer((attachments["model"] as! Object).pointer)
    }

    /// The item factory whose signals bind the rows.
    private var itemFactory: Object { attachments["factory"] as! Object }

    /// The number of rows; changing it adds or removes rows at the end.
    public var count: Int {
        get { attachments["count"] as? Int ?? 0 }
        set {
            let oldValue = count
            attachments["count"] = newValue
            guard newValue != oldValue else { return }
            gtkhooks_string_list_resize(stringList, guint(oldValue), guint(max(0, newValue)))
        }
    }

    /// How many rows the user may select: `.none` (the default), `.single`
    /// or `.browse` (one row, which a click on it again keeps), `.multiple`.
    ///
    /// Changing it puts a new selection model over the same rows (nothing
    /// selected); ``model`` is then a ``NoSelection``, ``SingleSelection``
    /// (`autoselect` off, `canUnselect` on) or ``MultiSelection``, also
    /// kept typed as ``selectionModel``.
    public var rowSelection: SelectionMode {
        get { attachments["rowSelection"] as? SelectionMode ?? .none }
        set {
            guard newValue != rowSelection,
                let rows = (attachments["model"] as? Object)?.wrapped(as: StringList.self)
            else { return }
            attachments["rowSelection"] = newValue
            let made: any SelectionModel
            switch newValue {
            case .none:
                made = NoSelection(model: rows)
            case .single, .browse:
                let single = SingleSelection(model: rows)
                single.autoselect = false
                single.canUnselect = true
                // Made with autoselect on, it selected the first row already.
                single.selected = UInt32.max
                made = single
            case .multiple:
                made = MultiSelection(model: rows)
            }
            attachments["selectionModel"] = made
            model = made
        }
    }

    /// The selection model ``rowSelection`` put over the rows, as its class
    /// (a ``SingleSelection`` can be cast to); nil before it was set.
    public var selectionModel: (any SelectionModel)? {
        attachments["selectionModel"] as? any SelectionModel
    }

    /// Calls `handler` when GTK shows a row in `item` (at `item.position`).
    public func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) {
        itemFactory.connection(
            "bind", callback: unsafeBitCast(listItemCallback, to: GCallback.self),
            handler: handler)
    }

    /// Calls `handler` when GTK stops showing the row in `item`.
    public func onUnbind(_ handler: @escaping @MainActor (ListItem) -> Void) {
        itemFactory.connection(
            "unbind", callback: unsafeBitCast(listItemCallback, to: GCallback.self),
            handler: handler)
    }

    /// Calls `handler` when GTK discards `item` (after unbinding it): its
    /// child can be taken back for use elsewhere.
    public func onTeardown(_ handler: @escaping @MainActor (ListItem) -> Void) {
        itemFactory.connection(
            "teardown", callback: unsafeBitCast(listItemCallback, to: GCallback.self),
            handler: handler)
    }
}

/// One recycled row slot of a ``ListView`` (`GtkListItem`), valid while bound.
@MainActor
public final class ListItem: Object {
    /// The GType of `GtkListItem`.
    override public class var gType: UInt { gtk_list_item_get_type() }

    init(_ item: gpointer) {
        super.init(sinking: item, tracked: false)
    }

    private var item: OpaquePointer { cast(pointer) }

    /// The row shown in this slot.
    public var position: Int { Int(gtk_list_item_get_position(item)) }

    /// The widget shown for the row.
    public var child: Widget? {
        didSet { gtk_list_item_set_child(item, child?.widget) }
    }

    /// An identity for the slot: equal for the same `GtkListItem`.
    public var address: UInt { UInt(bitPattern: pointer) }
}

private typealias ListItemCallback = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

private let listItemCallback: ListItemCallback = { _, item, data in
    guard let item, let data else { return }
    let box = ClosureBox<@MainActor (ListItem) -> Void>.from(data)
    let address = UInt(bitPattern: item)
    MainActor.assumeIsolated {
        guard let item = UnsafeMutableRawPointer(bitPattern: address) else { return }
        box.body(ListItem(item))
    }
}
