// Two "images" of one app in one test process: each function below declares its
// own local types, so `Counter` of the first and `Counter` of the second are
// distinct types of the same normalized name, as the same type of two loaded
// app images is.

import Foundation
import Hooks
import Reconciler
import Widgets

/// The Codable round trip the hot-reload runner passes to a refresh.
@MainActor func codableCarry(_ value: Any, _ type: Any.Type) -> Any? {
    guard let value = value as? any Encodable, let type = type as? any Decodable.Type,
        let data = try? JSONEncoder().encode(value)
    else { return nil }
    return try? JSONDecoder().decode(type, from: data)
}

/// A count in a `useState`, a filter of the image's own Codable type, and a note.
@MainActor func firstImage() -> some View {
    enum Filter: String, Codable { case all, done }
    struct Counter: HookView {
        var hookBody: some View {
            let count = useState(0)
            let filter = useState(Filter.all)
            let note = useState("")
            VStack {
                Text("first \(count.wrappedValue) \(filter.wrappedValue.rawValue)")
                Button("add") { count.wrappedValue += 1 }
                Button("done") { filter.wrappedValue = .done }
                TextField("note", text: note)
            }
        }
    }
    return Counter()
}

/// The same component edited: new text, and its `Filter` is a type of the new image.
@MainActor func secondImage() -> some View {
    enum Filter: String, Codable { case all, done }
    struct Counter: HookView {
        var hookBody: some View {
            let count = useState(0)
            let filter = useState(Filter.all)
            let note = useState("")
            VStack {
                Text("second \(count.wrappedValue) \(filter.wrappedValue.rawValue)")
                Button("add") { count.wrappedValue += 1 }
                Button("done") { filter.wrappedValue = .done }
                TextField("note", text: note)
            }
        }
    }
    return Counter()
}

/// The component renamed: it starts fresh.
@MainActor func renamedImage() -> some View {
    enum Filter: String, Codable { case all, done }
    struct Tally: HookView {
        var hookBody: some View {
            let count = useState(0)
            let filter = useState(Filter.all)
            let note = useState("")
            VStack {
                Text("renamed \(count.wrappedValue) \(filter.wrappedValue.rawValue)")
                Button("add") { count.wrappedValue += 1 }
                Button("done") { filter.wrappedValue = .done }
                TextField("note", text: note)
            }
        }
    }
    return Tally()
}

/// The filter's new type is not Codable: that slot alone resets.
@MainActor func nonCodableImage() -> some View {
    enum Filter { case all, done }
    struct Counter: HookView {
        var hookBody: some View {
            let count = useState(0)
            let filter = useState(Filter.all)
            let note = useState("")
            VStack {
                Text("plain \(count.wrappedValue) \(filter.wrappedValue == .all ? "all" : "done")")
                Button("add") { count.wrappedValue += 1 }
                Button("done") { filter.wrappedValue = .done }
                TextField("note", text: note)
            }
        }
    }
    return Counter()
}
