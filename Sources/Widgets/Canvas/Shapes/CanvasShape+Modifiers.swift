extension Shape {
    /// This shape on a canvas, its inside painted with `color`.
    public func fill(_ color: Color) -> CanvasShape { CanvasShape(self).fill(color) }

    /// This shape on a canvas, its inside painted with `shading`.
    public func fill(_ shading: GraphicsContext.Shading) -> CanvasShape {
        CanvasShape(self).fill(shading)
    }

    /// This shape on a canvas, its outline painted with `color`, `lineWidth` wide.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> CanvasShape {
        CanvasShape(self).stroke(color, lineWidth: lineWidth)
    }

    /// This shape on a canvas, its outline painted with `shading` in `style`.
    public func stroke(_ shading: GraphicsContext.Shading, style: StrokeStyle) -> CanvasShape {
        CanvasShape(self).stroke(shading, style: style)
    }
}

extension CanvasShape {
    /// The shape with its inside painted with `color`.
    public func fill(_ color: Color) -> CanvasShape { fill(.color(color)) }

    /// The shape with its inside painted with `shading`.
    public func fill(_ shading: GraphicsContext.Shading) -> CanvasShape {
        changed { $0.fill = shading }
    }

    /// The shape with its outline painted with `color`, `lineWidth` wide.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> CanvasShape {
        stroke(.color(color), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape with its outline painted with `shading` in `style`.
    public func stroke(_ shading: GraphicsContext.Shading, style: StrokeStyle) -> CanvasShape {
        changed { $0.stroke = (shading, style) }
    }

    /// The shape `width` by `height` (the canvas's width or height for a nil one).
    public func frame(width: Double? = nil, height: Double? = nil) -> CanvasShape {
        changed { shape in
            shape.width = width
            shape.height = height
        }
    }

    /// The shape with its centre at (`x`, `y`) of the canvas.
    public func position(x: Double, y: Double) -> CanvasShape {
        changed { $0.center = Point(x: x, y: y) }
    }

    /// The shape with its centre at `point` of the canvas.
    public func position(_ point: Point) -> CanvasShape { position(x: point.x, y: point.y) }

    /// The shape moved by (`x`, `y`) from where it is placed.
    public func offset(x: Double = 0, y: Double = 0) -> CanvasShape {
        changed { $0.offset = Point(x: $0.offset.x + x, y: $0.offset.y + y) }
    }

    /// The shape keyed by `id` instead of its place in the content.
    public func id(_ id: some Hashable) -> CanvasShape {
        changed {
            $0.id = AnyHashable(id)
            $0.isPositional = false
        }
    }

    /// The shape calling `action` with where the pointer was (in the
    /// canvas's coordinates) when the user taps it `count` times in a row.
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor @Sendable (Point) -> Void
    ) -> CanvasShape {
        let handler = TapHandler(count: max(1, count), action: action)
        return changed { shape in
            shape.taps.removeAll { $0.count == handler.count }
            shape.taps.append(handler)
        }
    }

    /// The shape calling `action` when the user taps it `count` times in a row.
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor @Sendable () -> Void
    ) -> CanvasShape {
        onTapGesture(count: count) { (_: Point) in action() }
    }

    /// The shape telling `action` true when the pointer comes over it (it is
    /// the topmost shape under the pointer) and false when it leaves.
    public func onHover(perform action: @escaping @MainActor @Sendable (Bool) -> Void)
        -> CanvasShape
    {
        changed { $0.hover = action }
    }

    /// The shape showing `text` as a tooltip while the pointer is over it.
    public func help(_ text: String) -> CanvasShape { changed { $0.help = text } }

    /// The shape named `label` for assistive technologies and tests.
    public func accessibilityLabel(_ label: String) -> CanvasShape {
        changed { $0.label = label }
    }

    private func changed(_ change: (inout CanvasShape) -> Void) -> CanvasShape {
        var shape = self
        change(&shape)
        return shape
    }
}
