import Reconciler
import Widgets

extension TestHost {
    /// The first widget showing exactly `text`.
    public func find(text: String) -> TestWidget? { widgets.first { $0.text == text } }

    /// The first widget with `role`.
    public func find(role: WidgetRole) -> TestWidget? { widgets.first { $0.role == role } }

    /// The first widget whose accessibility label is `label`.
    public func find(label: String) -> TestWidget? { widgets.first { $0.label == label } }

    /// The first widget of type `type`.
    public func find<W: PrimitiveView>(type: W.Type) -> TestWidget? {
        widgets.first { $0.view is W }
    }

    /// Every widget showing exactly `text`.
    public func findAll(text: String) -> [TestWidget] { widgets.filter { $0.text == text } }

    /// Every widget with `role`.
    public func findAll(role: WidgetRole) -> [TestWidget] { widgets.filter { $0.role == role } }

    /// Every widget whose accessibility label is `label`.
    public func findAll(label: String) -> [TestWidget] { widgets.filter { $0.label == label } }

    /// Every widget of type `type`.
    public func findAll<W: PrimitiveView>(type: W.Type) -> [TestWidget] {
        widgets.filter { $0.view is W }
    }

    /// The tree as indented text, one widget per line:
    /// `Button "Save" label="Save file" .primary`.
    public func dump() -> String {
        var lines: [String] = []
        for child in root.children { dump(child, depth: 0, into: &lines) }
        return lines.joined(separator: "\n")
    }

    private func dump(_ widget: TestWidget, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + widget.typeName
        if let text = widget.text { line += " \"\(text)\"" }
        if let label = widget.label { line += " label=\"\(label)\"" }
        for name in widget.cssClasses { line += " .\(name)" }
        if widget.modifiers?.isDisabled == true { line += " disabled" }
        lines.append(line)
        for child in widget.children { dump(child, depth: depth + 1, into: &lines) }
    }
}
