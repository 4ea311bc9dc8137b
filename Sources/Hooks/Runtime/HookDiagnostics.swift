/// The one sink for diagnostics that report a mistake and recover (SEMANTICS R2, K8, B5).
///
/// Tests replace `report` to capture messages:
///
///     var messages: [String] = []
///     HookDiagnostics.report = { messages.append($0) }
@MainActor
public enum HookDiagnostics {
    /// Receives every message; prints it by default.
    public static var report: @MainActor (String) -> Void = { print($0) }
}
