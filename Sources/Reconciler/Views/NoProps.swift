/// What a node holds as its props before it sends any to the host: a
/// widget no host makes, with no children.
struct NoProps: PrimitiveView {}
