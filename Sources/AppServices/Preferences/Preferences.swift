import FoundationEssentials
import Hooks

/// Small preferences of an app (a window size, a chosen filter), kept as one
/// JSON object in `$XDG_CONFIG_HOME/<app id>/preferences.json`.
///
/// Every change is written at once and atomically (a temporary file beside
/// it, flushed, then renamed over it), so a crash leaves the old file or the
/// new one. Each write holds a lock (`preferences.json.lock` beside the
/// file), reads the file again and changes only the keys this instance set
/// since its last write, so two processes of one app keep each other's keys
/// (views reading a key another process changed update at that write).
/// Keys this run does not set are written back byte for byte. A symbolic
/// link stays a link to the file it names, and a file keeps its permissions
/// (a new one is 0600).
///
/// Bad input never loses data, and each case is reported with a warning
/// naming the file or the key:
/// - a file that is there but cannot be read (no permission, a directory,
///   an I/O error) is never written: changes live in memory for this run;
/// - a file that is not a JSON object is kept as `preferences.json.unreadable`
///   (`-2`, `-3`... when that exists) before the first write replaces it;
/// - a stored value of another type than the one asked for is left in the
///   file untouched until that key is written.
///
/// Read and write them with `usePreference`.
@MainActor public final class Preferences {
    /// The file the preferences are kept in.
    public let url: URL
    /// What the file held at the last read or write, with this run's changes.
    private var contents = PreferencesFileContents()
    /// The values set since the last successful write.
    private var pending: [String: PreferenceValue] = [:]
    /// Set once the file could not be read: this run never writes it.
    private var isMemoryOnly = false
    private var observers: [Int: @MainActor (String) -> Void] = [:]
    private var nextToken = 0

    /// The preferences kept in `url`, read now (an absent file is empty).
    public init(url: URL) {
        self.url = url
        load()
    }

    /// The app's own file: `$XDG_CONFIG_HOME/<appID>/preferences.json`,
    /// else under `~/.config` (`XDGBaseDirectory.config`).
    ///
    /// `environment` gives a variable's bytes (the process's own by
    /// default): a directory whose name is not UTF-8 is that very directory.
    public static func standard(
        appID: String,
        environment: (String) -> [UInt8]? = XDGBaseDirectory.processEnvironment
    ) -> Preferences {
        let configHome = XDGBaseDirectory.config.url(environment: environment)
        return Preferences(
            url: configHome.appendingFileName(appID.utf8).appendingFileName(
                "preferences.json".utf8))
    }

    /// The value stored under `key` as a `Value`; nil when absent or of
    /// another type (reported).
    public func value<Value: Decodable>(_ key: String, as type: Value.Type = Value.self) -> Value? {
        guard let stored = contents.value(for: key) else { return nil }
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
            let encoded = try PreferenceValue(encoding: value)
            pending[key] = encoded
            contents.set(encoded, for: key)
        } catch {
            HookDiagnostics.report("warning: the preference \"\(key)\" cannot be encoded: \(error)")
            return
        }
        let changedElsewhere = save()
        for changed in [key] + changedElsewhere.filter({ $0 != key }).sorted() {
            for token in observers.keys.sorted() { observers[token]?(changed) }
        }
    }

    /// Calls `handler` with the key of each change; returns what stops it.
    func observe(_ handler: @escaping @MainActor (String) -> Void) -> () -> Void {
        nextToken += 1
        let token = nextToken
        observers[token] = handler
        return { [weak self] in self?.observers[token] = nil }
    }

    private func load() {
        switch PreferencesFile.read(url) {
        case .absent: break
        case .unreadable(let reason): stopWriting(because: reason)
        case .contents(let data):
            do {
                contents = try PreferencesFileContents(parsing: data)
            } catch {
                HookDiagnostics.report(
                    "warning: \(url.path) is \(error); preferences start empty, and at the first "
                        + "change the file is kept as \(url.lastPathComponent).unreadable "
                        + "(or .unreadable-2, -3... when that exists) and replaced")
            }
        }
    }

    /// Writes the pending values into the file as it is now, under the lock;
    /// returns the keys another writer changed since this instance last read.
    private func save() -> [String] {
        guard !isMemoryOnly else { return [] }
        do {
            let target = try AtomicFile.target(of: url)
            try PreferencesFile.createDirectories(target.fileDirectory)
            return try PreferencesFile.withLock(beside: target) {
                var current = PreferencesFileContents()
                switch PreferencesFile.read(target) {
                case .absent: break
                case .unreadable(let reason):
                    stopWriting(because: reason)
                    return []
                case .contents(let data):
                    do {
                        current = try PreferencesFileContents(parsing: data)
                    } catch {
                        let copy = try PreferencesFile.keepAside(data, of: target)
                        HookDiagnostics.report(
                            "warning: \(target.path) is \(error); it is kept as \(copy.path) "
                                + "and replaced by this run's preferences")
                    }
                }
                for (key, value) in pending { current.set(value, for: key) }
                try AtomicFile.write(current.serialized(), to: target)
                pending = [:]
                let changed = current.keys.union(contents.keys).filter {
                    current.value(for: $0) != contents.value(for: $0)
                }
                contents = current
                return Array(changed)
            }
        } catch {
            HookDiagnostics.report(
                "warning: preferences not saved to \(url.path): \(error); they stay set for this "
                    + "run and are written with the next change")
            return []
        }
    }

    private func stopWriting(because reason: String) {
        isMemoryOnly = true
        HookDiagnostics.report(
            "warning: \(url.path) cannot be read (\(reason)); it is left as it is and this run's "
                + "preference changes are not saved. Give yourself read and write access to it "
                + "(or move it away), then start the app again")
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
