import Gtk
import Widgets

extension AccessibilityRole {
    /// GTK's accessible role for it: what a GTK widget with this role reports.
    public var gtkAccessibleRole: Gtk.AccessibleRole {
        switch self {
        case .alert: .alert
        case .alertDialog: .alertDialog
        case .button: .button
        case .checkbox: .checkbox
        case .comboBox: .comboBox
        case .dialog: .dialog
        case .generic: .generic
        case .grid: .grid
        case .gridCell: .gridCell
        case .group: .group
        case .heading: .heading
        case .image: .img
        case .label: .label
        case .link: .link
        case .list: .list
        case .listItem: .listItem
        case .menu: .menu
        case .menuBar: .menuBar
        case .menuItem: .menuItem
        case .meter: .meter
        case .progressBar: .progressBar
        case .radio: .radio
        case .radioGroup: .radioGroup
        case .scrollbar: .scrollbar
        case .searchBox: .searchBox
        case .separator: .separator
        case .slider: .slider
        case .spinButton: .spinButton
        case .status: .status
        case .switch: .switch
        case .tab: .tab
        case .tabList: .tabList
        case .tabPanel: .tabPanel
        case .table: .table
        case .textBox: .textBox
        case .toolbar: .toolbar
        case .tooltip: .tooltip
        case .tree: .tree
        case .treeItem: .treeItem
        case .treeGrid: .treeGrid
        case .window: .window
        }
    }
}

extension WidgetRole {
    /// GTK's accessible roles for its ``Widgets/WidgetRole/accessibilityRoles``:
    /// a GTK widget reporting one of them shows this role (`GtkTester` finds
    /// the role by them).
    public var gtkAccessibleRoles: Set<Gtk.AccessibleRole> {
        Set(accessibilityRoles.map(\.gtkAccessibleRole))
    }
}
