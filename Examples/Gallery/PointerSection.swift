import GtkHooks

/// A pad that answers taps, drags, hovers and the wheel, showing what it got.
struct PointerSection: HookView {
    var hookBody: some View {
        let last = useState("Tap, drag, hover or scroll the pad")
        let hovered = useState(false)
        GallerySection("Pointer input") {
            Text(hovered.wrappedValue ? "Pointer over the pad" : "Pad")
                .frame(width: 240, height: 80)
                .background(hovered.wrappedValue ? Color(.accent) : Color(.textBackground))
                .onTapGesture { location in
                    last.wrappedValue = "Tapped at \(Int(location.x)), \(Int(location.y))"
                }
                .onTapGesture(count: 2) { last.wrappedValue = "Double-tapped" }
                .gesture(
                    DragGesture()
                        .onChanged { drag in
                            last.wrappedValue =
                                "Dragging by \(Int(drag.translation.x)), \(Int(drag.translation.y))"
                        }
                        .onEnded { drag in
                            last.wrappedValue =
                                "Dropped at \(Int(drag.location.x)), \(Int(drag.location.y))"
                        }
                )
                .onHover { hovered.wrappedValue = $0 }
                .onScroll { delta in last.wrappedValue = "Scrolled \(delta.dx), \(delta.dy)" }
                .contextMenu { MenuItem("Reset") { last.wrappedValue = "Reset from the menu" } }
                .alignment(horizontal: .start)
            Text(last.wrappedValue).alignment(horizontal: .start)
        }
    }
}
