import AppServices
import Widgets

/// The dialogs of a `TestHost`: records what the app presents and answers
/// from a script, in order.
///
/// ```swift
/// host.dialogs.alertAnswers = [1]      // choose the second action
/// try host.tap(text: "Delete")
/// await host.settle()
/// #expect(host.dialogs.alerts.map(\.title) == ["Delete the note?"])
/// ```
@MainActor public final class TestDialogs: DialogPlatform {
    /// The alerts presented so far.
    public private(set) var alerts: [Alert] = []
    /// The file dialogs presented so far.
    public private(set) var fileDialogs: [FileDialog] = []
    /// Answers to the next alerts (an action index, or `nil` to dismiss,
    /// which `Dialogs.alert` answers with the alert's `.cancel` action);
    /// once empty, alerts are dismissed.
    public var alertAnswers: [Int?] = []
    /// Answers to the next file dialogs (a path, or `nil` to cancel); once
    /// empty, file dialogs are cancelled.
    public var fileAnswers: [String?] = []

    init() {}

    /// Records `alert` and answers with the next of ``alertAnswers``.
    public func present(_ alert: Alert) async -> Int? {
        alerts.append(alert)
        return alertAnswers.isEmpty ? nil : alertAnswers.removeFirst()
    }

    /// Records `dialog` and answers with the next of ``fileAnswers``.
    public func present(_ dialog: FileDialog) async -> String? {
        fileDialogs.append(dialog)
        return fileAnswers.isEmpty ? nil : fileAnswers.removeFirst()
    }
}
