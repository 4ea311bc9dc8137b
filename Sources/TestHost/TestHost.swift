import AppServices
import Hooks
import Reconciler
import Widgets

/// An in-memory host: component trees render, update and are tested without a display.
///
/// It records every host call in `transcript`, runs deferred work on a
/// `ManualScheduler`, and offers queries and user actions. Actions flush by
/// default, so results can be read at once.
///
/// ```swift
/// struct Counter: HookView {
///     var hookBody: some View {
///         let count = useState(0)
///         Button("Clicked \(count.wrappedValue) times") { count.wrappedValue += 1 }
///     }
/// }
///
/// let host = TestHost(Counter())
/// try host.tap(text: "Clicked 0 times")
/// #expect(host.find(text: "Clicked 1 times") != nil)
/// #expect(host.transcript.last?.description == "update Button#1 title")
/// print(host.dump())  // Button "Clicked 1 times"
/// ```
@MainActor public final class TestHost: Host {
    /// The manual scheduler that runs renders and effects.
    public let scheduler: ManualScheduler
    /// The container everything renders into (`TestContainer#0`).
    public let root: TestWidget
    /// Every host call since creation or the last `clearTranscript()`.
    public internal(set) var transcript: [TestOperation] = []
    /// Whether actions and `render(_:)` flush the scheduler afterwards (default true).
    public var flushesAfterActions: Bool
    /// The alerts and file dialogs the app presented, and their scripted answers.
    public let dialogs = TestDialogs()
    /// The in-memory clipboard the app copies to and pastes from.
    public let clipboard = TestClipboard()
    /// What the views asked of the desktop through the app: notifications,
    /// quit and About requests.
    public let appPlatform = TestAppPlatform()
    /// The application the views see as `useEnvironment(\.app)`: play launches
    /// with `app.receive(_:)`, a quit with `app.finishBeforeQuit(within:)`;
    /// what it asked of the desktop is in ``appPlatform``.
    public let app: AppLifecycle
    /// The renderer driving this host.
    public private(set) var renderer: Renderer!
    /// How many rows a `List` made from now on shows at once (its
    /// ``TestViewport``'s height); ``scroll(_:toRow:height:)`` changes a list's.
    public var visibleRowCount = 20
    /// How many off-screen rows with hook state a `List` made from now on
    /// keeps the state of (`VirtualizedRows/keptOffScreen`; as in a GTK app by default).
    public var rowsKeptOffScreen = 2_000
    /// How many row roots of discarded slots a `List` made from now on keeps for reuse
    /// (`VirtualizedRows/pooled`; as in a GTK app by default).
    public var rowsPooled = 400

    private var nextID = 1
    /// The widgets the pointer is over, as `hover(_:at:)` last moved it.
    var hovered: Set<ObjectIdentifier> = []
    /// The widget the keyboard focus last moved to (``focusedWidget``).
    weak var focused: TestWidget?
    /// The view types already reported as not being a `Widget`.
    private var reportedTypes: Set<ObjectIdentifier> = []

    /// An empty host; `environment` is the root environment.
    public init(
        environment: EnvironmentValues = EnvironmentValues(), flushesAfterActions: Bool = true
    ) {
        scheduler = ManualScheduler()
        root = TestWidget(id: 0, view: TestContainer())
        self.flushesAfterActions = flushesAfterActions
        app = AppLifecycle(metadata: AppMetadata(name: "TestHost"), platform: appPlatform)
        var environment = environment
        environment.dialogs = Dialogs(dialogs)
        environment.clipboard = Clipboard(clipboard)
        if environment.app == nil { environment.app = app }
        renderer = Renderer(
            host: TestHostCalls(self), container: root, scheduler: scheduler,
            environment: environment)
    }

    /// A host showing `view`, rendered and flushed.
    public convenience init<V: View>(
        _ view: V, environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.init(environment: environment)
        render(view)
    }

    /// Renders `view` at the root (updating the tree in place), then flushes.
    public func render(_ view: some View) {
        renderer.render(view)
        if flushesAfterActions { flush() }
    }

    /// Runs pending renders and effects until none is left.
    public func flush() { scheduler.flush() }

    /// Lets main-actor tasks started by the app run (an action awaiting a
    /// dialog, say), flushing after each turn.
    public func settle() async {
        for _ in 0..<20 {
            flush()
            await Task.yield()
        }
        flush()
    }

    /// Unmounts the tree; every cleanup runs.
    public func unmount() { renderer.unmount() }

    /// Forgets the transcript so far.
    public func clearTranscript() { transcript.removeAll() }

    /// Every widget, depth first, the root and the containers of list rows
    /// (``RowContainer``) excluded.
    ///
    /// A primitive view that is not a `Widget` has no role, text or label for
    /// queries and actions to see: it is a node all the same, and the first
    /// query that meets its type reports it through `HookDiagnostics`, naming
    /// the type and the protocol to conform to (not `create`, which stays as
    /// cheap as the reconciler benchmark needs).
    public var widgets: [TestWidget] {
        let widgets = root.subtree.dropFirst().filter { !($0.view is RowContainer) }
        for widget in widgets where !(widget.view is any Widget) {
            reportNotAWidget(Swift.type(of: widget.view))
        }
        return Array(widgets)
    }

    // MARK: - Host

    /// Makes an in-memory widget.
    ///
    /// A virtualized one (a `List`) gets a ``TestViewport`` showing its first
    /// ``visibleRowCount`` rows.
    public func create(_ widget: any PrimitiveView) -> TestWidget {
        let instance = TestWidget(id: nextID, view: widget)
        nextID += 1
        transcript.append(.create(instance.name))
        if let virtualized = widget as? any VirtualizedView {
            makeViewport(for: instance, showing: virtualized)
        }
        followFlowSelection(of: widget)
        recordCanvas(instance)
        followFocus(of: instance, from: nil)
        return instance
    }

    /// Stores the new props; records an update when a visible prop changed.
    ///
    /// A virtualized widget's shown rows render again with the new props.
    public func update(
        _ instance: TestWidget, from old: any PrimitiveView, to new: any PrimitiveView
    ) {
        instance.view = new
        if let viewport = instance.viewport, let virtualized = new as? any VirtualizedView {
            viewport.update(virtualized)
        }
        followFlowSelection(of: new)
        recordCanvas(instance)
        followFocus(of: instance, from: (old as? any Widget)?.modifiers.focus)
        let changed = changedProperties(from: old, to: new)
        if !changed.isEmpty { transcript.append(.update(instance.name, changed: changed)) }
    }

    /// Inserts `child` into `parent`'s children.
    public func insert(_ child: TestWidget, into parent: TestWidget, at index: Int) {
        precondition(index <= parent.children.count, "insert of \(child.name) past the end")
        parent.children.insert(child, at: index)
        child.parent = parent
        transcript.append(.insert(child.name, into: parent.name, at: index))
    }

    /// Moves `child` within `parent`'s children.
    public func move(
        _ child: TestWidget, in parent: TestWidget, from source: Int, to destination: Int
    ) {
        precondition(parent.children[source] === child, "move of \(child.name) from a wrong index")
        parent.children.remove(at: source)
        parent.children.insert(child, at: destination)
        transcript.append(.move(child.name, in: parent.name, from: source, to: destination))
    }

    /// Removes `child` from `parent`'s children; the rows of lists in it are unmounted.
    public func remove(_ child: TestWidget, from parent: TestWidget, at index: Int) {
        precondition(parent.children[index] === child, "remove of \(child.name) at a wrong index")
        if let focused = focusedWidget, focused.selfAndAncestors.contains(where: { $0 === child }) {
            moveFocus(to: nil)
        }
        parent.children.remove(at: index)
        child.parent = nil
        transcript.append(.remove(child.name, from: parent.name, at: index))
        releaseViewports(in: child)
    }
}

extension TestHost {
    private func reportNotAWidget(_ type: any PrimitiveView.Type) {
        guard reportedTypes.insert(ObjectIdentifier(type)).inserted else { return }
        HookDiagnostics.report(
            "TestHost: \(type) is a PrimitiveView but not a Widget, so find(role:), "
                + "find(text:) and actions cannot see it; conform it to Widgets.Widget "
                + "(role, text, modifiers)")
    }
}

/// The props of the container a `TestHost` renders into.
struct TestContainer: PrimitiveView {}
