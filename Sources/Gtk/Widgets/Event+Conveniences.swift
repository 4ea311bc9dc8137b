import CGtk

extension Event {
    /// The touch sequence the event belongs to; nil for an event of a
    /// pointer or a keyboard, which belongs to none
    /// (`gdk_event_get_event_sequence`, whose annotation omits that it
    /// returns NULL then).
    public func eventSequence() -> EventSequence? {
        rawPointer(gdk_event_get_event_sequence(cast(pointer))).map { EventSequence(copying: $0) }
    }
}
