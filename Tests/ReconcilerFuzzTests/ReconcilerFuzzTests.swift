import Foundation
import XCTest

@testable import ReconcilerFuzzSupport

/// Differential fuzzing of the reconciler on TestHost: random trees and
/// transitions, each render checked against a model worked out from the spec.
final class ReconcilerFuzzTests: XCTestCase {
    func testRandomTransitionsMatchTheModelOnTestHost() {
        MainActor.assumeIsolated {
            let configuration = FuzzConfiguration.current
            let start = ContinuousClock.now
            var transitions = 0
            var episode = 0
            let tally = FuzzTally()
            while transitions < configuration.transitions {
                var generator = SpecGenerator(
                    random: SplitMix(seed: SplitMix.derive(configuration.seed, episode)))
                let length = min(
                    configuration.episodeLength, configuration.transitions - transitions)
                var specs = [generator.root()]
                for _ in 0..<length { specs.append(generator.transition(of: specs.last!)) }
                if let (index, failure) = replayOnTestHost(specs, tally: tally) {
                    var shrinker = Shrinker { replayOnTestHost($0) }
                    let (reproduction, reproductionFailure) = shrinker.shrink(
                        Array(specs.prefix(index + 1)), failure)
                    XCTFail(
                        failureReport(
                            seed: configuration.seed,
                            place: "episode \(episode), render \(index) of TestHost",
                            failure: failure, reproduction: reproduction,
                            reproductionFailure: reproductionFailure))
                    return
                }
                transitions += length
                episode += 1
            }
            let seconds = (ContinuousClock.now - start).components.seconds
            print(
                "reconciler fuzz on TestHost: \(transitions) transitions in \(episode) episodes,"
                    + " seed \(configuration.seed), 0 mismatches, \(seconds) s; \(tally.summary)")
        }
    }
}
