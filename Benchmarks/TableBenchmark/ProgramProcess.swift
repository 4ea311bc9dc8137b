// One program in its own process: opens the 800x600 window, reports when its
// first frame is painted, then answers the runner's commands on stdin, one
// line each, with one line on stdout:
//   sample <index>  ->  sample <total ms> <script ms> <rows> <digest>
//   instructions <index>  ->  instructions <rows> <digest>   (under callgrind:
//                       the trigger and its pass, counted into a dump file
//                       named after the operation)
//   memory          ->  memory <peak KiB at start> <after create 1,000>
//                       <after 5 x (create 1,000 + clear)> <resident KiB then>
// A tree that differs from the expected rows ends the process with an error.

import CCallgrind
import Foundation
import Gtk
import TableBenchmarkRows

@MainActor final class ProgramProcess {
    private let name: ProgramName
    private let source = RowSource()
    private var window: Gtk.Window!
    private var clock: FrameClock!
    private var program: (any TableProgram)!
    private var state = TableState()
    private var lastFrame = ContinuousClock.now
    private var frameWaiter: CheckedContinuation<ContinuousClock.Instant, Never>?
    /// With TABLE_BENCHMARK_FRAME=1 an instruction count runs on to the
    /// trigger's painted frame and stops in its after-paint, named this.
    private var countEndsAtPaint: String?

    init(name: ProgramName) { self.name = name }

    /// Runs the app until stdin closes.
    func run() -> Int32 {
        Application.run(
            id: "org.gtkhooks.TableBenchmark.\(name)", isUnique: false,
            arguments: Array(CommandLine.arguments.prefix(1))
        ) {
            [self] application in
            guard window == nil else { return }
            start(in: application)
        }
    }

    private func start(in application: Application) {
        window = Gtk.Window(application: application)
        window.title = "TableBenchmark \(name.label)"
        window.setDefaultSize(width: 800, height: 600)
        program =
            switch name {
            case .vanilla: VanillaTable(window: window, source: source)
            case .gtkhooks: HooksTable(window: window, source: source)
            case .store: StoreTable(window: window, source: source)
            }
        window.present()
        clock = window.frameClock
        FramePhases.shared?.watch(window)
        clock.onAfterPaint { [unowned self] in
            if let name = countEndsAtPaint {
                gtkhooks_callgrind_stop(name)
                countEndsAtPaint = nil
            }
            lastFrame = .now
            frameWaiter?.resume(returning: lastFrame)
            frameWaiter = nil
        }
        Task {
            _ = await nextFrame()
            reply("ready")
            readCommands()
        }
    }

    /// Runs the commands in order, each to its end, and exits when stdin closes.
    private func readCommands() {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        Thread.detachNewThread {
            while let line = readLine() { continuation.yield(line) }
            continuation.finish()
        }
        Task {
            for await line in lines { await handle(line) }
            exit(0)
        }
    }

    private func handle(_ line: String) async {
        let words = line.split(separator: " ")
        switch words.first {
        case "sample":
            guard words.count == 2, let index = Int(words[1]), tableOperations.indices ~= index
            else { return fail("bad command: \(line)") }
            await sample(tableOperations[index])
        case "instructions":
            guard words.count == 2, let index = Int(words[1]), tableOperations.indices ~= index
            else { return fail("bad command: \(line)") }
            await countInstructions(tableOperations[index])
        case "memory": await measureMemory()
        case "quit": exit(0)
        default: fail("unknown command: \(line)")
        }
    }

    private func perform(_ action: TableAction) {
        program.perform(action)
        state = reduce(state, action)
    }

    /// Asks for a frame and waits for its after-paint.
    private func nextFrame() async -> ContinuousClock.Instant {
        clock.requestAfterPaint()
        return await withCheckedContinuation { frameWaiter = $0 }
    }

    /// Waits until 25 ms passed with no frame.
    private func quiet() async {
        while case let elapsed = ContinuousClock.now - lastFrame, elapsed < .milliseconds(25) {
            try? await Task.sleep(for: .milliseconds(25) - elapsed)
        }
    }

    private func check(_ moment: String) {
        if let difference = treeDifference(in: window, expected: state) {
            fail("\(name.label) \(moment): \(difference)")
        }
    }

    /// Reaches the start state of `operation`, painted and checked.
    private func prepare(_ operation: TableOperation) async {
        let target = operation.start.reach(from: state, source: source)
        if target.rows != state.rows { perform(.restore(target.rows)) }
        if target.selected != state.selected { perform(.select(target.selected)) }
        _ = await nextFrame()
        check("before \(operation.id)")
    }

    /// Counts the instructions of the trigger and the pass it schedules (not
    /// the frame after it) into a callgrind dump named after the operation.
    private func countInstructions(_ operation: TableOperation) async {
        await prepare(operation)
        // As a timed sample does: the passive work of the preparation (the
        // teardown of removed components with hooks) runs before the count.
        await quiet()
        let action = operation.trigger(source, state)
        if ProcessInfo.processInfo.environment["TABLE_BENCHMARK_FRAME"] == "1" {
            // The trigger, the pass on its idle as the app schedules it, and
            // the frame it causes, up to that frame's after-paint.
            gtkhooks_callgrind_start()
            program.perform(action)
            countEndsAtPaint = operation.id
        } else {
            gtkhooks_callgrind_start()
            program.performAndCommit(action)
            gtkhooks_callgrind_stop(operation.id)
        }
        state = reduce(state, action)
        _ = await nextFrame()
        check("after \(operation.id)")
        reply("instructions \(state.rows.count) \(digest(of: state))")
    }

    private func sample(_ operation: TableOperation) async {
        await prepare(operation)
        await quiet()

        FramePhases.shared?.begin()
        let start = ContinuousClock.now
        let action = operation.trigger(source, state)
        program.perform(action)
        let handlerEnd = ContinuousClock.now
        FramePhases.shared?.mark("handler end")
        let painted = await nextFrame()
        FramePhases.shared?.end(operation.id, program: name.rawValue)
        let scriptEnd = program.lastCommitEnd ?? handlerEnd
        guard scriptEnd > start else { return fail("\(operation.id): no commit after the trigger") }

        state = reduce(state, action)
        check("after \(operation.id)")
        reply(
            "sample \(milliseconds(painted - start)) \(milliseconds(scriptEnd - start))"
                + " \(state.rows.count) \(digest(of: state))")
    }

    private func measureMemory() async {
        let atStart = peakResidentKiB()
        perform(.replace(source.make(1_000)))
        _ = await nextFrame()
        let afterCreate = peakResidentKiB()
        for _ in 0..<5 {
            perform(.clear)
            _ = await nextFrame()
            perform(.replace(source.make(1_000)))
            _ = await nextFrame()
        }
        perform(.clear)
        _ = await nextFrame()
        check("after the memory cycles")
        reply(
            "memory \(atStart) \(afterCreate) \(peakResidentKiB()) \(residentKiB("VmRSS:"))")
    }

    private func reply(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func fail(_ message: String) {
        FileHandle.standardError.write(Data("TableBenchmark: \(message)\n".utf8))
        reply("error \(message)")
        exit(1)
    }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

/// The process's peak resident set (VmHWM), in KiB.
func peakResidentKiB() -> Int { residentKiB("VmHWM:") }

/// A `Vm...:` line of /proc/self/status, in KiB.
func residentKiB(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
