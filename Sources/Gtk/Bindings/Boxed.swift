import CGtk

/// The Swift owner of one copy of a GLib boxed record (`GtkTreePath`,
/// `GtkTextIter`, `GdkRGBA`, `PangoAttrList`, ...).
///
/// Every wrapper owns its own copy, whoever made it: a constructor's result
/// (transfer full) is adopted; a record GTK keeps (transfer none) or a
/// struct a call filled in for the caller is copied with `g_boxed_copy`. The
/// copy is freed with `g_boxed_free` by the record's GType when the wrapper
/// is deinitialized, and each live copy counts in
/// ``LiveObjects/boxedValues``. Methods that change a record (a text
/// iterator moving forward) change the wrapper's copy. For a
/// reference-counted record (`PangoAttrList`, `GdkContentFormats`,
/// `GtkBitset`) GLib's copy is one more reference to the same value. Generated subclasses
/// wrap one record type each; nothing outside this module sees the pointer.
@MainActor
public class Boxed {
    /// The copy this wrapper owns.
    let pointer: gpointer
    /// The record's boxed GType, which copies and frees it.
    private let type: GType

    /// Takes over `pointer`, a record of boxed type `type` the caller owns.
    init(adopting pointer: gpointer, type: GType) {
        self.pointer = pointer
        self.type = type
        LiveObjects.boxedValues += 1
    }

    /// Owns a copy of `pointer`, a record of boxed type `type`.
    init(copying pointer: gpointer, type: GType) {
        self.pointer = g_boxed_copy(type, pointer)
        self.type = type
        LiveObjects.boxedValues += 1
    }

    isolated deinit {
        g_boxed_free(type, pointer)
        LiveObjects.boxedValues -= 1
    }

    /// A new copy for a call that takes ownership of its argument (transfer full).
    func copiedPointer() -> gpointer {
        g_boxed_copy(type, pointer)
    }

    /// The boxed type's name, such as `GtkTreePath`.
    public var typeName: String {
        String(cString: g_type_name(type))
    }
}
