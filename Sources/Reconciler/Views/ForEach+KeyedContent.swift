extension ForEach {
    /// Each element's key and content, in order: for builders of other
    /// modules' content (a canvas's shapes) that key their parts as
    /// `ForEach` keys views.
    package func keyedContent() -> [(id: ID, content: Content)] {
        data.map { (id: $0[keyPath: id], content: content($0)) }
    }
}
