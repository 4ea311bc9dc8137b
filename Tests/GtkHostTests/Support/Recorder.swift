/// Values a widget's event closures were called with, in order.
@MainActor final class Recorder<Value> {
    var values: [Value] = []

    func record(_ value: Value) { values.append(value) }
}
