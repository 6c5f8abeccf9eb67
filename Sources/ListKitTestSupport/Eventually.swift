/// Gives other tasks the main actor until `condition` holds, and returns whether it does: for a condition that work
/// off the main actor (a loopback server, a background diff) makes true, where no event says when.
///
/// It gives up only after `seconds` of wall-clock time, a limit that a machine whose cores are busy meets with a wide
/// margin: a test never fails because the machine was slow, and a passing test never waits it out. Between checks it
/// yields, and after the first thousand checks it sleeps a millisecond, so that other threads get the cores.
@MainActor
public func eventually(within seconds: Double = 120, _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(seconds)
    var checks = 0
    while !condition() {
        guard clock.now < deadline else { return false }
        checks += 1
        if checks < 1_000 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}
