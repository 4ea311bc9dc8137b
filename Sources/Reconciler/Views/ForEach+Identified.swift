extension ForEach {
    /// Each element's id with the view `content` makes of it, in the order of
    /// the data: for result builders that take a `ForEach` apart, as a
    /// `TabView`'s does to make one page per element.
    public var identifiedViews: [(id: ID, view: Content)] {
        data.map { (id: $0[keyPath: id], view: content($0)) }
    }
}
