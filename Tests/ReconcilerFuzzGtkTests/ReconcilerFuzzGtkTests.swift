import Foundation
import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import XCTest

@testable import ReconcilerFuzzSupport

/// The fuzzer on real GTK under the display: after each render the live GTK
/// widget tree (GtkBox, GtkLabel, GtkButton, their order and text) must be
/// the expected one, and the rows' state and cleanups as on TestHost.
final class ReconcilerFuzzGtkTests: GtkTestCase {
    func testRandomTransitionsMatchTheModelInGtk() throws {
        try MainActor.assumeIsolated {
            let configuration = FuzzConfiguration.current
            let start = ContinuousClock.now
            let checker = FuzzChecker()
            let tally = FuzzTally()
            checker.tally = tally
            let saved = HookDiagnostics.report
            defer { HookDiagnostics.report = saved }
            var generator = SpecGenerator(
                random: SplitMix(seed: SplitMix.derive(configuration.seed, 1 << 40)))
            var episode = [generator.root()]
            var environment = EnvironmentValues()
            environment.fuzzLedger = checker.ledger
            MainLoop.drainPendingEvents()
            let aliveBefore = LiveObjects.summary
            checker.willRender()
            var failure: (place: String, error: FuzzFailure, specs: [Spec])?
            try GtkTester.run(episode[0].element, environment: environment) { app in
                for transition in 0...configuration.gtkTransitions {
                    if transition > 0 {
                        // A fresh root now and then, so failures replay from a short history.
                        episode =
                            transition % 50 == 0
                            ? [generator.root()]
                            : episode + [generator.transition(of: episode.last!)]
                        checker.willRender()
                        app.root.render(episode.last!.element)
                    }
                    try await app.waitUntilSettled()
                    do throws(FuzzFailure) {
                        try checker.didRender(
                            episode.last!, live: liveContent(of: app), operations: nil)
                    } catch {
                        failure = ("GTK transition \(transition)", error, episode)
                        return
                    }
                }
                app.root.unmount()
                do throws(FuzzFailure) { try checker.didUnmount() } catch {
                    failure = ("GTK unmount", error, episode)
                }
            }
            MainLoop.drainPendingEvents()
            if let failure {
                let replayed = replayOnTestHost(failure.specs)
                var shrinker = Shrinker { replayOnTestHost($0) }
                let shrunk = replayed.map { shrinker.shrink(failure.specs, $0.failure) }
                XCTFail(
                    failureReport(
                        seed: configuration.seed, place: failure.place, failure: failure.error,
                        reproduction: shrunk?.0, reproductionFailure: shrunk?.1)
                        + "\nthe GTK episode's renders:\n"
                        + failure.specs.map(\.description).joined(separator: "\n"))
                return
            }
            XCTAssertEqual(LiveObjects.summary, aliveBefore, "GTK objects alive after unmounting")
            let seconds = (ContinuousClock.now - start).components.seconds
            print(
                "reconciler fuzz on GTK: \(configuration.gtkTransitions) transitions,"
                    + " seed \(configuration.seed), 0 mismatches, \(seconds) s; \(tally.summary)")
        }
    }
}

/// The widgets in the default window's content box, as the fuzzer compares them.
@MainActor private func liveContent(of app: GtkTester) -> [LiveWidget] {
    guard let window = app.windows.first, let content = window.children.first else { return [] }
    return content.children.map(live)
}

@MainActor private func live(_ widget: Gtk.Widget) -> LiveWidget {
    let type =
        switch widget.typeName {
        case "GtkLabel": "Text"
        case "GtkButton": "Button"
        case "GtkBox": widget.cssClasses.contains("vertical") ? "VStack" : "HStack"
        default: widget.typeName
        }
    return LiveWidget(type: type, text: widget.displayedText, children: widget.children.map(live))
}
