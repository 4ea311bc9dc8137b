import Reconciler
import TestHost
import Testing

@_spi(Toolkit) @testable import Widgets

/// The common modifiers give the same result on a widget as through `View`.
///
/// On a widget they are applied where the view is made; through `View` (in
/// generic code, or on a component) the element applies them.
@MainActor struct WidgetModifierFormsTests {
    private typealias Modified = ModifiedView<Button, WidgetModifier>

    /// The modifiers of the one widget `view` renders to, as mounted.
    private func mounted(_ view: some View) throws -> WidgetModifiers {
        try #require(TestHost(view).root.children.first?.modifiers)
    }

    /// `button` with `modify` applied through the `View` form: in generic code
    /// over `View`, the `Widget` forms are not visible.
    private func throughView<V: View>(
        _ view: V, _ modify: (V) -> ModifiedView<V, WidgetModifier>
    ) -> ModifiedView<V, WidgetModifier> {
        modify(view)
    }

    @Test("each common modifier gives the same modifiers on a widget as through View")
    func sameModifiers() throws {
        let button = Button("Save") {}
        let forms: [(name: String, direct: Modified, viaView: Modified)] = [
            ("padding", button.padding(.top, 3), throughView(button) { $0.padding(.top, 3) }),
            ("padding(_:)", button.padding(5), throughView(button) { $0.padding(5) }),
            ("frame", button.frame(width: 40), throughView(button) { $0.frame(width: 40) }),
            ("expand", button.expand(), throughView(button) { $0.expand() }),
            (
                "alignment", button.alignment(vertical: .end),
                throughView(button) { $0.alignment(vertical: .end) }
            ),
            ("cssClass", button.cssClass("flat"), throughView(button) { $0.cssClass("flat") }),
            (
                "cssClass(when: true)", button.cssClass("x", when: true),
                throughView(button) { $0.cssClass("x", when: true) }
            ),
            ("disabled", button.disabled(), throughView(button) { $0.disabled() }),
        ]
        for form in forms {
            let direct = try mounted(form.direct)
            #expect(direct == (try mounted(form.viaView)), "\(form.name)")
            #expect(!direct.isUnset, "\(form.name) changed nothing")
        }
        let off = try mounted(button.cssClass("x", when: false))
        #expect(off == (try mounted(throughView(button) { $0.cssClass("x", when: false) })))
        #expect(off.isUnset)
    }

    @Test("modifiers chained on a widget keep their order and all apply")
    func chained() throws {
        let modifiers = try mounted(
            Text("a").cssClass("one").padding(2).cssClass("two").disabled())
        #expect(modifiers.cssClasses == ["one", "two"])
        #expect(modifiers.padding.leading == 2)
        #expect(modifiers.isDisabled)
    }
}
