import CGtk

extension GrapheneRect {
    /// A rectangle with its top-left corner at (`x`, `y`), `width` wide and
    /// `height` high. (Graphene makes one by filling allocated memory, which
    /// GIR describes as a method of an existing rectangle.)
    public convenience init(x: Float, y: Float, width: Float, height: Float) {
        var rect = graphene_rect_t()
        graphene_rect_init(&rect, x, y, width, height)
        self.init(copying: &rect)
    }
}
