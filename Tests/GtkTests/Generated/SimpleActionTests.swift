import Gtk
import XCTest

/// GIO actions a widget activates by name: a `SimpleActionGroup` inserted on
/// a widget under a prefix, its actions reached as `prefix.name` by the
/// widget and its children, parameters and states crossing as `Variant`s.
final class SimpleActionTests: GtkTestCase {
    func testAButtonsActionNameAndTargetActivateTheGroupsActionWithTheParameter() {
        MainActor.assumeIsolated {
            do {
                let box = Box(.vertical)
                let group = SimpleActionGroup()
                let open = SimpleAction(name: "open", parameterType: VariantType("s"))
                var opened: [String?] = []
                open.onActivate { parameter in opened.append(parameter?.string) }
                group.addAction(action: open)
                box.insertActionGroup(name: "file", group: group)
                let button = Button("Open")
                box.append(button)
                // The target first: a name without it would not fit the action's parameter.
                button.actionTarget = Variant("notes.txt")
                button.actionName = "file.open"
                XCTAssertEqual(button.actionTargetValue()?.string, "notes.txt")

                // A click: `gtk_widget_activate` clicks only a realized button.
                button.emitClicked()
                XCTAssertTrue(
                    box.activateAction(name: "file.open", args: Variant("other.txt")))
                group.activateAction(actionName: "open", parameter: Variant("third.txt"))

                XCTAssertEqual(opened, ["notes.txt", "other.txt", "third.txt"])
                XCTAssertEqual(group.actionParameterType(actionName: "open"), VariantType("s"))
                XCTAssertTrue(group.hasAction(actionName: "open"))
                XCTAssertFalse(
                    box.activateAction(name: "file.missing", args: nil),
                    "no such action")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAStatefulActionsStateTogglesAndChangeRequestsReachItsHandler() {
        MainActor.assumeIsolated {
            do {
                let group = SimpleActionGroup()
                let dark = SimpleAction(stateful: "dark", parameterType: nil, state: Variant(false))
                var notified = 0
                dark.onStateChanged { notified += 1 }
                group.addAction(action: dark)
                let toggle = ToggleButton()
                toggle.insertActionGroup(name: "view", group: group)
                toggle.actionName = "view.dark"

                // A boolean action without a parameter flips its state when activated.
                toggle.emitClicked()
                XCTAssertEqual(dark.state?.bool, true)
                XCTAssertEqual(group.actionState(actionName: "dark")?.bool, true)
                XCTAssertEqual(notified, 1)
                XCTAssertTrue(toggle.active, "the button shows the action's state")

                // With a change-state handler, the handler decides the new state.
                var requested: [Bool?] = []
                dark.onChangeState { [unowned dark] value in
                    requested.append(value?.bool)
                    dark.setState(value: Variant(false))
                }
                group.changeActionState(actionName: "dark", value: Variant(true))
                XCTAssertEqual(requested, [true])
                XCTAssertEqual(dark.state?.bool, false)
                XCTAssertEqual(dark.stateType, VariantType("b"))
                XCTAssertNil(dark.parameterType)
                XCTAssertFalse(toggle.active)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testADisabledActionIsNotActivatedAndALookedUpOneIsTheSame() {
        MainActor.assumeIsolated {
            let group = SimpleActionGroup()
            let quit = SimpleAction(name: "quit", parameterType: nil)
            var quits = 0
            quit.onActivate { _ in quits += 1 }
            group.addAction(action: quit)
            quit.setEnabled(enabled: false)
            group.activateAction(actionName: "quit", parameter: nil)
            XCTAssertEqual(quits, 0)
            XCTAssertFalse(group.actionEnabled(actionName: "quit"))
            quit.enabled = true
            group.activateAction(actionName: "quit", parameter: nil)
            XCTAssertEqual(quits, 1)
            let lookedUp = group.lookupAction(actionName: "quit")
            XCTAssertEqual(lookedUp?.typeName, "GSimpleAction")
            quit.enabled = false
            XCTAssertEqual(lookedUp?.enabled, false, "the same GAction")
            XCTAssertNil(group.lookupAction(actionName: "missing"))
            group.removeAction(actionName: "quit")
            XCTAssertFalse(group.hasAction(actionName: "quit"))
        }
    }
}
