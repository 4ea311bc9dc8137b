import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// Holds the async work back until the test has seen it pending: on a slow
/// machine any fixed delay can be over before the window is on screen.
@MainActor private final class Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}

private struct Loader: HookView {
    let gate: Gate

    var hookBody: some View {
        let phase = useAsync(.once) { [gate] () async throws -> String in
            await gate.wait()
            try await Task.sleep(for: .milliseconds(30))
            return "loaded"
        }
        switch phase {
        case .success(let text): Text(text)
        case .failure: Text("failed")
        default: Text("loading")
        }
    }
}

/// Saves when its button is clicked; the save ends when the test releases it.
private struct Saver: HookView {
    let release: AsyncStream<Void>

    var hookBody: some View {
        let release = release
        let (phase, perform) = useAsyncPerform { () async -> String in
            for await _ in release { break }
            return "saved"
        }
        VStack {
            Button("save") { Task { await perform() } }
            switch phase {
            case .pending: Text("not saved")
            case .success(let text): Text(text)
            default: Text("saving")
            }
        }
    }
}

/// Shows the latest of the ticks the test sends.
private struct Ticker: HookView {
    let ticks: AsyncStream<Int>

    var hookBody: some View {
        let ticks = ticks
        let phase = useAsyncSequence(.once) { ticks }
        switch phase {
        case .success(let tick): Text("tick \(tick)")
        case .failure: Text("failed")
        default: Text("waiting")
        }
    }
}

final class AsyncInGtkTests: GtkHostTestCase {
    func testA5UseAsyncResumesOnTheGLibLoopAndRendersItsResult() throws {
        try MainActor.assumeIsolated {
            let gate = Gate()
            try GtkTester.run(Loader(gate: gate)) { app in
                XCTAssertNotNil(app.find(text: "loading"))
                gate.open()
                try await app.waitUntil { app.find(text: "loaded") != nil }
                XCTAssertNil(app.find(text: "loading"))
            }
        }
    }

    func testA5UseAsyncPerformRunsFromAButtonOnTheGLibLoop() throws {
        try MainActor.assumeIsolated {
            let (release, releaser) = AsyncStream<Void>.makeStream()
            try GtkTester.run(Saver(release: release)) { app in
                XCTAssertNotNil(app.find(text: "not saved"))
                try app.click(text: "save")
                try await app.waitUntil { app.find(text: "saving") != nil }
                releaser.yield()
                try await app.waitUntil { app.find(text: "saved") != nil }
                XCTAssertNil(app.find(text: "saving"))
            }
        }
    }

    func testA5UseAsyncSequenceRendersEachElementOnTheGLibLoop() throws {
        try MainActor.assumeIsolated {
            let (ticks, ticker) = AsyncStream<Int>.makeStream()
            try GtkTester.run(Ticker(ticks: ticks)) { app in
                XCTAssertNotNil(app.find(text: "waiting"))
                ticker.yield(1)
                try await app.waitUntil { app.find(text: "tick 1") != nil }
                ticker.yield(2)
                try await app.waitUntil { app.find(text: "tick 2") != nil }
                ticker.finish()
                try await app.waitUntilSettled()
                XCTAssertNotNil(app.find(text: "tick 2"))
                XCTAssertNil(app.find(text: "waiting"))
            }
        }
    }
}
