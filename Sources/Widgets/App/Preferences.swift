import FoundationEssentials
import Hooks

/// Small preferences of an app (a window size, a chosen filter), kept as one
/// JSON object in `$XDG_CONFIG_HOME/<app id>/preferences.json`.
///
/// Every change is written at once and atomically (a temporary file beside
/// it, flushed, then renamed over it), so a crash leaves the old file or the
/// new one. Bad input never loses data: a file that is not a JSON object is
/// kept as `preferences.json.unreadable` before the first write replaces it,
/// and a stored value of another type than the one asked for is left in the
/// file untouched until that key is written; both are reported with a warning
/// naming the file or the key. Read and write them with `usePreference`.
@MainActor public final class Preferences {
    /// The file the preferences are kept in.
    public let url: URL
    private var values: [String: PreferenceValue] = [:]
    private var unreadableData: Data?
    private var observers: [Int: @MainActor (String) -> Void] = [:]
    private var nextToken = 0

    /// The preferences kept in `url`, read now (an absent file is empty).
    public init(url: URL) {
        self.url = url
        load()
    }

    /// The app's own file: `$XDG_CONFIG_HOME/<appID>/preferences.json`,
    /// else under `~/.config`.
    public static func standard(appID: String) -> Preferences {
        let environment = ProcessInfo.processInfo.environment
        let configHome =
            environment["XDG_CONFIG_HOME"].flatMap {
                $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil
            }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return Preferences(
            url: configHome.appendingPathComponent(appID).appendingPathComponent(
                "preferences.json"))
    }

    /// The value stored under `key` as a `Value`; nil when absent or of
    /// another type (reported).
    public func value<Value: Decodable>(_ key: String, as type: Value.Type = Value.self) -> Value? {
        guard let stored = values[key] else { return nil }
        do {
            return try stored.decoded(as: Value.self)
        } catch {
            HookDiagnostics.report(
                "warning: the preference \"\(key)\" in \(url.path) is not a \(Value.self); "
                    + "its default is used and the stored value is kept")
            return nil
        }
    }

    /// Stores `value` under `key` and writes the file; reports a failure
    /// to write (the value stays set for this run).
    public func set<Value: Encodable>(_ value: Value, for key: String) {
        do {
            values[key] = try PreferenceValue(encoding: value)
        } catch {
            HookDiagnostics.report("warning: the preference \"\(key)\" cannot be encoded: \(error)")
            return
        }
        save()
        for token in observers.keys.sorted() { observers[token]?(key) }
    }

    /// Calls `handler` with the key of each change; returns what stops it.
    func observe(_ handler: @escaping @MainActor (String) -> Void) -> () -> Void {
        nextToken += 1
        let token = nextToken
        observers[token] = handler
        return { [weak self] in self?.observers[token] = nil }
    }

    private func load() {
        guard let data = try? Data(contentsOf: url) else { return }
        if let object = try? JSONDecoder().decode([String: PreferenceValue].self, from: data) {
            values = object
        } else {
            unreadableData = data
            HookDiagnostics.report(
                "warning: \(url.path) is not a JSON object; preferences start empty and the file "
                    + "is kept as \(url.lastPathComponent).unreadable at the first change")
        }
    }

    private func save() {
        do {
            let directory = url.deletingLastPathComponent()
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            if let unreadableData {
                try unreadableData.write(to: url.appendingPathExtension("unreadable"))
                self.unreadableData = nil
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(encoder.encode(values), to: url)
        } catch {
            HookDiagnostics.report("warning: preferences not saved to \(url.path): \(error)")
        }
    }
}

private struct PreferencesKey: EnvironmentKey {
    static var defaultValue: Preferences? { nil }
}

extension EnvironmentValues {
    /// The app's preferences (`GtkApp` sets the standard file of its id);
    /// nil where none were given.
    public var preferences: Preferences? {
        get { self[PreferencesKey.self] }
        set { self[PreferencesKey.self] = newValue }
    }
}
