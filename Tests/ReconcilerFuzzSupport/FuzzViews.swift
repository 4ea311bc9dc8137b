import Hooks
import Reconciler
import Widgets

/// The context the fuzzer's providers write and its readers read.
typealias FuzzContext = Context<String>

private struct FuzzTagKey: EnvironmentKey {
    static var defaultValue: String { "e0" }
}

private struct FuzzLedgerKey: EnvironmentKey {
    static var defaultValue: FuzzLedger? { nil }
}

extension EnvironmentValues {
    /// The environment value `Spec.environment` writes and `Spec.reader` reads.
    var fuzzTag: String {
        get { self[FuzzTagKey.self] }
        set { self[FuzzTagKey.self] = newValue }
    }

    /// Where rows record their mounts and cleanups.
    var fuzzLedger: FuzzLedger? {
        get { self[FuzzLedgerKey.self] }
        set { self[FuzzLedgerKey.self] = newValue }
    }
}

extension Spec {
    /// The view this spec describes.
    @MainActor var element: Element {
        switch self {
        case .text(let string): Element(Text(string))
        case .button(let title): Element(Button(title) {})
        case .stack(true, let children): Element(VStack { forLoop(children) })
        case .stack(false, let children): Element(HStack { forLoop(children) })
        case .list(let rows, memoized: true):
            Element(VStack { ForEach(rows, id: \.key) { FuzzListRow(row: $0) } })
        case .list(let rows, memoized: false):
            Element(VStack { ForEach(rows, id: \.key) { $0.element } })
        case .fragment(let children): Element(forLoop(children))
        case .empty: Element.empty
        case .provider(let value, let content):
            Element(FuzzContext.Provider(value: value) { content.element })
        case .environment(let value, let content):
            Element(content.element.environment(\.fuzzTag, value))
        case .reader: Element(FuzzReader())
        }
    }
}

extension Row {
    /// The row component: one of two types, so a flip remounts it.
    @MainActor var element: Element {
        isAlternate ? Element(AlternateFuzzRow(row: self)) : Element(FuzzRow(row: self))
    }

    /// The row's text: its state's count, and the serial its state took at mount.
    func title(count: Int, serial: Int?) -> String {
        "\(isAlternate ? "b" : "a")\(key) \(label) c\(count) #" + (serial.map(String.init) ?? "")
    }
}

/// A `for` loop in a view builder: a fragment of unkeyed children.
@MainActor @ViewBuilder private func forLoop(_ children: [Spec]) -> some View {
    for child in children { child.element }
}

/// A list's row as one memoized component type, so that lists take the
/// reconciler's path for memoized rows (no element made for an equal row);
/// its body is the row's own component, whose type a flip changes.
struct FuzzListRow: View, Equatable {
    let row: Row

    var body: some View { row.element }
}

/// A row: a serial taken once at mount, a count its effect updates, and a
/// passive and a layout effect whose cleanups the ledger counts.
struct FuzzRow: HookView, Equatable {
    let row: Row

    var hookBody: some View { rowBody(row) }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.row == rhs.row }
}

/// The same row as another component type.
struct AlternateFuzzRow: HookView, Equatable {
    let row: Row

    var hookBody: some View { rowBody(row) }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.row == rhs.row }
}

@MainActor private func rowBody(_ row: Row) -> some View {
    guard let ledger = useEnvironment(\.fuzzLedger) else { fatalError("no fuzz ledger") }
    let serial = useState { ledger.nextSerial() }.wrappedValue
    useEffect(.once) {
        ledger.record(.mount, serial)
        return { ledger.record(.passiveCleanup, serial) }
    }
    useLayoutEffect(.once) {
        { ledger.record(.layoutCleanup, serial) }
    }
    let count = useState(0)
    let target = row.count
    useEffect(.preserved(by: target)) {
        count.wrappedValue = target
        return nil
    }
    return HStack {
        Text(row.title(count: count.wrappedValue, serial: serial))
        row.content?.element ?? Element.empty
    }
}

/// Shows the context and the environment value it reads; it has no
/// properties, so only their changes re-render it.
struct FuzzReader: HookView {
    var hookBody: some View {
        let context = useContext(FuzzContext.self)
        let tag = useEnvironment(\.fuzzTag)
        Text("ctx \(context) env \(tag)")
    }
}
