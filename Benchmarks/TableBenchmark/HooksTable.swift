// The GtkHooks program: the table app as a component tree with keyed,
// memoized rows and a reducer, rendered by GtkHost into the window.

import Gtk
import GtkHooks
import TableBenchmarkRows

/// Where the harness reaches the app's `dispatch`.
@MainActor final class TableController {
    var dispatch: (@Sendable (TableAction) -> Void)?
    let source: RowSource

    init(source: RowSource) { self.source = source }
}

/// The buttons, then the rows in a scroll view, straight into the window's root.
struct TableApp: HookView {
    let controller: TableController

    var hookBody: some View {
        let (state, dispatch) = useReducer(reduce, initialState: TableState())
        let source = controller.source
        controller.dispatch = dispatch
        HStack {
            ForEach(TableButton.allCases, id: \.self) { button in
                Button(button.title) { dispatch(button.action(source)) }
            }
        }
        ScrollView {
            VStack {
                ForEach(state.rows, id: \.id) { row in
                    RowView(row: row, isSelected: row.id == state.selected, dispatch: dispatch)
                }
            }
        }
    }
}

/// Renders on GLib idles like `GLibScheduler`, noting when each pass ended.
///
/// The end of the commit is where the script time stops. While
/// `holdsRenders`, a render waits for `runHeldRender()` instead.
@MainActor final class CommitStampingScheduler: Scheduler {
    private let scheduler = GLibScheduler()
    private(set) var lastCommitEnd: ContinuousClock.Instant?
    var holdsRenders = false
    private var held: (@MainActor () -> Void)?

    func scheduleRender(_ render: @escaping @MainActor () -> Void) {
        if holdsRenders {
            held = render
            return
        }
        scheduler.scheduleRender { [weak self] in
            FramePhases.shared?.mark("render start")
            render()
            self?.lastCommitEnd = .now
            FramePhases.shared?.mark("commit end")
        }
    }

    func scheduleEffects(_ effects: @escaping @MainActor () -> Void) {
        scheduler.scheduleEffects {
            FramePhases.shared?.mark("effects start")
            effects()
            FramePhases.shared?.mark("effects end")
        }
    }

    /// Runs the render scheduled while `holdsRenders`, if any.
    func runHeldRender() {
        let render = held
        held = nil
        render?()
    }
}

@MainActor final class HooksTable: TableProgram {
    private let controller: TableController
    private let scheduler = CommitStampingScheduler()
    private let renderer: Renderer

    init(window: Gtk.Window, source: RowSource) {
        controller = TableController(source: source)
        let host = GtkHost()
        renderer = Renderer(
            host: host, container: host.makeContainer(in: window), scheduler: scheduler)
        renderer.render(TableApp(controller: controller))
    }

    var lastCommitEnd: ContinuousClock.Instant? { scheduler.lastCommitEnd }

    func perform(_ action: TableAction) {
        controller.dispatch?(action)
    }

    func performAndCommit(_ action: TableAction) {
        scheduler.holdsRenders = true
        controller.dispatch?(action)
        scheduler.holdsRenders = false
        scheduler.runHeldRender()
    }
}
