@_spi(Testing) import Gtk
@_spi(Testing) import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private final class Probe {
    var effectRuns = 0
    var setters: (Binding<Int>, Binding<Int>)?
}

private struct Pair: HookView {
    let probe: Probe

    var hookBody: some View {
        let first = useState(0)
        let second = useState(0)
        useEffect {
            probe.effectRuns += 1
            return nil
        }
        Text("\(first.wrappedValue) \(second.wrappedValue)")
            .onAppearSetters(probe, first, second)
    }
}

extension View {
    fileprivate func onAppearSetters(_ probe: Probe, _ first: Binding<Int>, _ second: Binding<Int>)
        -> Self
    {
        probe.setters = (first, second)
        return self
    }
}

final class GLibSchedulerTests: GtkHostTestCase {
    func testB1ManyUpdatesInOneEventRenderOnceInOneHighIdleBeforeTheFrame() throws {
        try MainActor.assumeIsolated {
            let probe = Probe()
            try GtkTester.run(Pair(probe: probe)) { app in
                await app.nextFrame()
                let scheduler = app.root.scheduler
                let renderIdles = scheduler.renderIdleCount
                let (first, second) = try XCTUnwrap(probe.setters)
                first.wrappedValue = 1
                second.wrappedValue = 2
                first.wrappedValue = 3
                XCTAssertTrue(scheduler.hasPendingWork)
                await app.nextFrame()
                XCTAssertEqual(scheduler.renderIdleCount, renderIdles + 1, "one render idle")
                XCTAssertNotNil(app.find(text: "3 2"), "the update is in the next frame")
            }
        }
    }

    func testPassiveEffectsRunAfterPaintOnTheirOwnIdle() throws {
        try MainActor.assumeIsolated {
            let probe = Probe()
            try GtkTester.run(Pair(probe: probe)) { app in
                let scheduler = app.root.scheduler
                try await app.waitUntil { probe.effectRuns == 1 }
                let (first, _) = try XCTUnwrap(probe.setters)
                first.wrappedValue = 5
                let effectIdles = scheduler.effectsIdleCount
                await app.nextFrame()
                try await app.waitUntil { probe.effectRuns == 2 }
                XCTAssertEqual(scheduler.effectsIdleCount, effectIdles + 1)
                XCTAssertFalse(scheduler.hasPendingWork)
            }
        }
    }
}
