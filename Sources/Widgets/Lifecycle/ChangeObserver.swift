import Hooks
import Reconciler

/// Wraps a view with an `.onChange(of:)` action: a component whose layout
/// effect compares the value with the last render's and calls the action
/// with the old and new values, after the commit of the render that
/// changed it.
public struct ChangeObserver<Content: View, Value: Equatable>: HookView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (_ oldValue: Value, _ newValue: Value) -> Void

    /// The content, with the action run after each change of the value.
    public var hookBody: some View {
        let last = useRef(ValueBox<Value>())
        let action = useRef(ActionBox<Value>())
        action.current.action = self.action
        useLayoutEffect(.preserved(by: value)) { [value, initial] in
            let box = last.current
            if let old = box.value {
                box.value = value
                action.current.action?(old, value)
            } else {
                box.value = value
                if initial { action.current.action?(value, value) }
            }
            return nil
        }
        return content
    }
}

/// The value an observer saw last; nil before its first commit.
final class ValueBox<Value> {
    var value: Value?
}

/// The action of the latest render.
@MainActor final class ActionBox<Value> {
    var action: (@MainActor (Value, Value) -> Void)?
}
