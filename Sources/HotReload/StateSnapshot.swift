// Restart with state: the Codable hook state of a running app, by component
// path, written before the runner restarts and put back after.

import Foundation
import Reconciler

/// The hook state of an app that survives a restart: every state slot whose value is
/// `Encodable`, as JSON, by component path and slot.
public struct StateSnapshot: Codable, Equatable, Sendable {
    /// The JSON of each saved slot value, by path and slot index.
    public var slots: [String: [Int: Data]]

    /// The state of `renderer`'s components; values that are not `Encodable` are left out.
    @MainActor public init(of renderer: Renderer) {
        var slots: [String: [Int: Data]] = [:]
        for (path, values) in renderer.hookValuesByPath {
            for (index, value) in values {
                guard let value = value as? any Encodable,
                    let data = try? JSONEncoder().encode([AnyEncodable(value)])
                else { continue }
                slots[path, default: [:]][index] = data
            }
        }
        self.slots = slots
    }

    /// Puts the saved values into `renderer`'s components at the same paths (see
    /// `Renderer.restoreHookValues(_:carrying:skipping:)`).
    ///
    /// - Parameters:
    ///   - renderer: the restarted app's renderer.
    ///   - skipping: paths restored before.
    /// - Returns: the paths restored now.
    @MainActor public func restore(into renderer: Renderer, skipping: Set<String> = [])
        -> Set<String>
    {
        let values = slots.mapValues { $0.mapValues { EncodedValue(data: $0) as Any } }
        return renderer.restoreHookValues(values, carrying: decodeSaved, skipping: skipping)
    }
}

/// A saved value: JSON waiting for the type of its slot.
private struct EncodedValue {
    let data: Data
}

@MainActor private func decodeSaved(_ value: Any, to type: Any.Type) -> Any? {
    guard let value = value as? EncodedValue, let type = type as? any Decodable.Type else {
        return nil
    }
    return try? decodeFirst(type, from: value.data)
}
