import CGtk

extension Widget {
    /// Whether `other` wraps the same GTK widget as this one.
    public func isSameWidget(as other: Widget) -> Bool { widget == other.widget }

    /// Whether GTK draws the widget checked (the `:checked` state), as a set
    /// check box or a menu's set check or radio mark.
    public var isDrawnChecked: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_CHECKED.rawValue != 0
    }

    /// The address of the GTK widget: equal for wrappers of the same widget.
    public var address: UInt { UInt(bitPattern: widget) }

    /// The text a person reads on the widget: a label's text, a button's or
    /// check button's label, an entry's contents, a text view's buffer; nil
    /// for widgets without their own text.
    public var displayedText: String? {
        if gtkhooks_is_label(pointer) != 0 {
            return String(cString: gtk_label_get_text(gtkhooks_label(pointer)))
        }
        if gtkhooks_is_check_button(pointer) != 0 {
            return gtk_check_button_get_label(gtkhooks_check_button(pointer)).map {
                String(cString: $0)
            }
        }
        if gtkhooks_is_button(pointer) != 0 {
            return gtk_button_get_label(gtkhooks_button(pointer)).map { String(cString: $0) }
        }
        if gtkhooks_is_editable(pointer) != 0 {
            // The GtkText inside an entry is editable too: only the entry reports.
            if let parent = gtk_widget_get_parent(widget), gtkhooks_is_editable(parent) != 0 {
                return nil
            }
            return String(cString: gtk_editable_get_text(gtkhooks_editable(pointer)))
        }
        if gtkhooks_is_text_view(pointer) != 0 {
            return TextView.text(of: gtkhooks_text_view(pointer))
        }
        return nil
    }

    /// The accessible label set through this property (GTK 4.8 cannot read
    /// the property back, so the value is also kept on the widget); setting
    /// nil resets it so the widget's own text is read.
    public var accessibleLabel: String? {
        get { gtkhooks_accessible_label(pointer).map { String(cString: $0) } }
        set { gtkhooks_set_accessible_label(pointer, newValue) }
    }
}
