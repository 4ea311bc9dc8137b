import Gtk
import Widgets

/// The labels whose `Text` runs use a named (theme) color, and their
/// attributes set again when GTK switches its theme.
///
/// Pango attributes hold resolved RGB values, so a label keeps the old
/// theme's color until they are set again. GTK 4.8 tells no one outside a
/// widget's class that its style changed (`css-changed` is a virtual method,
/// not a signal), but the theme of every window follows two `GtkSettings`
/// properties of the display: `gtk-application-prefer-dark-theme` (what
/// `.colorScheme(_:)` and the desktop's preference set) and `gtk-theme-name`.
/// GtkSettings reloads its theme in its own `notify` handler, which runs
/// before connected ones, so the colors are looked up in the new theme.
/// The settings are listened to only while such a label is mounted.
@MainActor enum NamedColorLabels {
    private static var handles: [ObjectIdentifier: InstanceHandle] = [:]
    private static var connections: [SignalConnection<@MainActor () -> Void>] = []

    /// Keeps `instance` (a `Text`'s label) for the theme switches while
    /// `text` has a named-color run and the instance is mounted.
    static func track(_ instance: GtkInstance, showing text: Widgets.Text) {
        // Keyed by the instance: a label without named colors gets no handle.
        let key = ObjectIdentifier(instance)
        guard text.hasNamedColor else {
            if instance.storage is Tracking { instance.storage = nil }
            forget(key)
            return
        }
        guard !(instance.storage is Tracking) else { return }
        instance.storage = Tracking(key: key)
        handles[key] = instance.handle
        listen()
    }

    /// Sets the attributes of every tracked label again, in the current
    /// theme's colors.
    static func themeChanged() {
        for handle in handles.values {
            guard let instance = handle.instance,
                let text = instance.props(Widgets.Text.self)
            else { continue }
            let label = instance.gtk(Label.self)
            label.attributes = text.pangoAttributes(on: label)
        }
    }

    private static func forget(_ key: ObjectIdentifier) {
        guard handles.removeValue(forKey: key) != nil, handles.isEmpty else { return }
        for connection in connections { connection.disconnect() }
        connections = []
    }

    private static func listen() {
        guard connections.isEmpty, let settings = Settings.current else { return }
        connections = [
            settings.onNotify("gtk-application-prefer-dark-theme") { themeChanged() },
            settings.onNotify("gtk-theme-name") { themeChanged() },
        ]
    }

    /// Forgets its label when the instance is released.
    private final class Tracking: InstanceResource {
        let key: ObjectIdentifier
        init(key: ObjectIdentifier) { self.key = key }
        func release() { NamedColorLabels.forget(key) }
    }
}

extension Widgets.Text {
    /// Whether a run's color is a named one, resolved from the theme.
    var hasNamedColor: Bool {
        runs.contains {
            if case .named = $0.color?.value { return true }
            return false
        }
    }
}
