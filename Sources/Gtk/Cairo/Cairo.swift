import CGtk

/// A typed layer over [cairo](https://www.cairographics.org/manual/), GTK's 2D
/// drawing library: contexts, image surfaces, gradients and Pango text.
///
/// Every type owns exactly one cairo reference and gives it back exactly once,
/// when it is deinitialized. A context that GTK lends to a draw function is
/// usable only while the draw function runs (see
/// ``DrawingArea/setDrawFunc(drawFunc:)``).
public enum Cairo {}
