import Foundation

/// How long and from which seed the fuzzer runs, from the environment:
/// `FUZZ_TRANSITIONS` (TestHost), `FUZZ_GTK_TRANSITIONS` (GTK) and `FUZZ_SEED`.
///
/// Without them it runs the short form `make test` uses, from a fixed seed.
struct FuzzConfiguration {
    var transitions = 10_000
    var gtkTransitions = 200
    var seed: UInt64 = 1
    /// Renders per episode on TestHost: a fresh host, a first render, then transitions.
    var episodeLength = 200

    /// The configuration the environment asks for.
    static var current: FuzzConfiguration {
        let environment = ProcessInfo.processInfo.environment
        var configuration = FuzzConfiguration()
        if let value = environment["FUZZ_TRANSITIONS"].flatMap(Int.init) {
            configuration.transitions = value
        }
        if let value = environment["FUZZ_GTK_TRANSITIONS"].flatMap(Int.init) {
            configuration.gtkTransitions = value
        }
        if let value = environment["FUZZ_SEED"].flatMap(UInt64.init) { configuration.seed = value }
        return configuration
    }
}

/// The report of a failure: the seed to rerun, the failure, and the minimal
/// sequence of roots that still fails, as Swift literals.
func failureReport(
    seed: UInt64, place: String, failure: FuzzFailure, reproduction: [Spec]?,
    reproductionFailure: FuzzFailure?
) -> String {
    var lines = [
        "reconciler fuzz mismatch at \(place), seed \(seed) (rerun: FUZZ_SEED=\(seed) make fuzz)",
        "\(failure)",
    ]
    if let reproduction, let reproductionFailure {
        lines.append(
            "minimal reproduction on TestHost: a fresh host renders each root in turn, then unmounts;"
                + " it fails the \(reproductionFailure.check) check:")
        for (index, spec) in reproduction.enumerated() { lines.append("render \(index): \(spec)") }
        lines.append("\(reproductionFailure)")
    } else {
        lines.append("TestHost does not reproduce it")
    }
    return lines.joined(separator: "\n")
}
