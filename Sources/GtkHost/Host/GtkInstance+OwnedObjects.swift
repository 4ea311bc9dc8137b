import Gtk

extension GtkInstance {
    /// Declares `object` as a part of this instance whose signals its
    /// handlers listen to (an inner widget, a text buffer, a controller), and
    /// keeps it as long as the instance: while the host applies props, the
    /// handlers connected to it are blocked with those of ``widget``, so a
    /// write from state never comes back as a user event (G1).
    ///
    /// Handlers connected to `object` before or after the call are covered
    /// alike, and so is an object owned while props are being applied (a
    /// part made again in `apply(to:from:)`). The instance's own ``widget``
    /// needs no call.
    ///
    /// ```swift
    /// let spin = instance.own(SpinButton(minimum: 0, maximum: 10, step: 1))
    /// spin.onValueChanged { [handle = instance.handle] in ... }
    /// ```
    ///
    /// - Returns: `object`, for use in the same expression.
    @discardableResult
    public func own<Object: Gtk.Object>(_ object: Object) -> Object {
        ownedObjects.append(object)
        if isBlockingHandlers { object.blockHandlers() }
        return object
    }

    /// Lets go of `object`, owned with ``own(_:)``, when the instance stops
    /// showing it (a part replaced); harmless for an object not owned.
    public func disown(_ object: Gtk.Object) {
        guard let index = ownedObjects.firstIndex(where: { $0 === object }) else { return }
        ownedObjects.remove(at: index)
        if isBlockingHandlers { object.unblockHandlers() }
    }

    /// Runs `body` with the handlers of ``widget`` and of every owned object
    /// blocked: the one place G1 is enforced.
    func withHandlersBlocked(_ body: () -> Void) {
        isBlockingHandlers = true
        for object in ownedObjects { object.blockHandlers() }
        if let widget { widget.withHandlersBlocked(body) } else { body() }
        for object in ownedObjects { object.unblockHandlers() }
        isBlockingHandlers = false
    }
}
