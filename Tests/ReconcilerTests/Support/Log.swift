import Hooks
import Reconciler
import TestHost

/// What components did, in order; handed to them through the environment.
@MainActor final class Log {
    var entries: [String] = []

    func callAsFunction(_ entry: String) { entries.append(entry) }

    /// The entries so far, then forgets them.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

struct LogKey: EnvironmentKey {
    static var defaultValue: Log? { nil }
}

extension EnvironmentValues {
    var log: Log? {
        get { self[LogKey.self] }
        set { self[LogKey.self] = newValue }
    }
}

/// The log of the component being rendered.
@MainActor func useLog() -> Log {
    guard let log = useEnvironment(\.log) else { fatalError("no log in the environment") }
    return log
}

/// A host whose root environment carries `log`.
@MainActor func makeHost(log: Log, flushes: Bool = true) -> TestHost {
    var environment = EnvironmentValues()
    environment.log = log
    return TestHost(environment: environment, flushesAfterActions: flushes)
}

/// Runs `body` with `HookDiagnostics` captured; returns the reports.
@MainActor func diagnostics(during body: () throws -> Void) rethrows -> [String] {
    let saved = HookDiagnostics.report
    let reports = Log()
    HookDiagnostics.report = { reports($0) }
    defer { HookDiagnostics.report = saved }
    try body()
    return reports.entries
}
