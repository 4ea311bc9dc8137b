import Gtk
import XCTest

/// GtkDragSource and GtkDropTarget with the Gdk types they use: DragAction
/// option sets, ContentProvider, GValues and handlers returning a DragAction
/// or a ContentProvider.
final class DragSourceTests: GtkTestCase {
    func testADragSourceKeepsItsActionsAndContent() {
        MainActor.assumeIsolated {
            do {
                let source = DragSource()
                var actionChanges = 0
                source.onActionsChanged { actionChanges += 1 }
                source.actions = [.copy, .move]
                XCTAssertEqual(source.actions, [.copy, .move])
                XCTAssertEqual(actionChanges, 1)
                let provider = ContentProvider(forValue: TypedValue("dragged"))
                source.content = provider
                XCTAssertEqual(
                    source.content?.typeName, provider.typeName,
                    "a new wrapper of the provider set (only widgets register theirs)")
                source.onPrepare { _, _ in ContentProvider(forValue: TypedValue("late")) }
                source.onDragCancel { _, _ in true }
                let label = Label("drag me")
                label.addController(source)
                XCTAssertNil(source.drag(), "no drag in progress")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testADropTargetTakesGTypesAndHandlersThatAnswerWithAnAction() {
        MainActor.assumeIsolated {
            do {
                let target = DropTarget(type: TypedValue.fileType, actions: .copy)
                XCTAssertEqual(target.actions, .copy)
                target.actions = [.copy, .link]
                XCTAssertEqual(target.actions, [.copy, .link])
                target.preload = true
                XCTAssertTrue(target.preload)
                XCTAssertNil(target.value, "nothing dropped")
                XCTAssertNil(target.currentDrop)
                target.onEnter { _, _ in .copy }
                target.onMotion { x, _ in x < 10 ? .copy : [] }
                target.onDrop { value, _, _ in value.filePath != nil }
                target.onAccept { drop in drop?.actions.contains(.copy) ?? false }
                let box = Box()
                box.addController(target)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAContentProvidersSignalReachesItsHandler() {
        MainActor.assumeIsolated {
            do {
                let provider = ContentProvider(forValue: TypedValue("text"))
                var changes = 0
                provider.onContentChanged { changes += 1 }
                provider.contentChanged()
                XCTAssertEqual(changes, 1)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAnInterfaceResultIsWrappedAndUsableThroughItsProtocol() {
        MainActor.assumeIsolated {
            do {
                let dropDown = DropDown(options: ["one", "two", "three"])
                let model = dropDown.model
                XCTAssertTrue(model is AnyListModel)
                XCTAssertEqual(model?.nItems(), 3)
                XCTAssertEqual(model?.object(position: 1)?.typeName, "GtkStringObject")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
