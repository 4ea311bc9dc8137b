/// The one sink for diagnostics that report a mistake and recover (SEMANTICS R2, K8, B5).
///
/// By default each message goes to the standard error at once, unbuffered, so it is seen
/// even when the app is killed right after. Tests replace `report` to capture messages:
///
///     var messages: [String] = []
///     HookDiagnostics.report = { messages.append($0) }
@MainActor
public enum HookDiagnostics {
    /// Receives every message; writes it to the standard error by default.
    public static var report: @MainActor (String) -> Void = { writeToStandardError($0) }
}
