import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useEffect")
struct UseEffectTests {
    @Test("E2 nil strategy runs after every render")
    func nilStrategyEveryRender() {
        var runs = 0
        let tester = HookTester {
            useEffect {
                runs += 1
                return nil
            }
        }
        tester.update()
        tester.update()
        #expect(runs == 3)
    }

    @Test("E2 .once runs after mount only")
    func onceRunsOnMount() {
        var runs = 0
        let tester = HookTester {
            useEffect(.once) {
                runs += 1
                return nil
            }
        }
        tester.update()
        #expect(runs == 1)
    }

    @Test("E2 .preserved(by:) runs when the dependency changed, with SameValue")
    func preservedByDependency() {
        var runs = 0
        let tester = HookTester(1.0) { dependency in
            useEffect(.preserved(by: dependency)) {
                runs += 1
                return nil
            }
        }
        tester.update(with: 1.0)
        #expect(runs == 1)
        tester.update(with: .nan)
        tester.update(with: .nan)
        #expect(runs == 2)
        tester.update(with: 0.0)
        tester.update(with: -0.0)
        #expect(runs == 4)
    }

    @Test("E2 a dependency of another type counts as changed")
    func dependencyOfAnotherType() {
        var runs = 0
        let tester = HookTester(HookUpdateStrategy.preserved(by: 1)) { strategy in
            useEffect(strategy) {
                runs += 1
                return nil
            }
        }
        tester.update(with: .preserved(by: 1 as Int64))
        #expect(runs == 2)
    }

    @Test("E3 the previous cleanup runs before the effect re-runs and sees its own render")
    func cleanupBeforeRerun() {
        var log: [String] = []
        let tester = HookTester(1) { value in
            useEffect(.preserved(by: value)) {
                log.append("effect \(value)")
                return { log.append("cleanup \(value)") }
            }
        }
        tester.update(with: 2)
        tester.dispose()
        #expect(log == ["effect 1", "cleanup 1", "effect 2", "cleanup 2"])
    }

    @Test("E4 all cleanups run, then all bodies, layout before passive, in declaration order")
    func cleanupsThenBodies() {
        var log: [String] = []
        let tester = HookTester(0) { value in
            useEffect {
                log.append("passive A \(value)")
                return { log.append("passive A cleanup") }
            }
            useLayoutEffect {
                log.append("layout A \(value)")
                return { log.append("layout A cleanup") }
            }
            useEffect {
                log.append("passive B \(value)")
                return { log.append("passive B cleanup") }
            }
            useLayoutEffect {
                log.append("layout B \(value)")
                return { log.append("layout B cleanup") }
            }
        }
        #expect(log == ["layout A 0", "layout B 0", "passive A 0", "passive B 0"])
        log.removeAll()
        tester.update(with: 1)
        #expect(
            log == [
                "layout A cleanup", "layout B cleanup", "layout A 1", "layout B 1",
                "passive A cleanup", "passive B cleanup", "passive A 1", "passive B 1",
            ])
    }

    @Test("E5 unmount runs every cleanup exactly once, also of effects skipped last render")
    func unmountRunsEveryCleanupOnce() {
        var cleanups: [String] = []
        let tester = HookTester {
            useEffect(.once) { { cleanups.append("once") } }
            useLayoutEffect(.once) { { cleanups.append("layout once") } }
        }
        tester.update()
        tester.dispose()
        tester.dispose()
        #expect(cleanups == ["layout once", "once"])
    }

    @Test("a state change inside a mount effect is not dropped")
    func stateChangeInMountEffect() {
        let tester = HookTester {
            let loaded = useState(false)
            useEffect(.once) {
                loaded.wrappedValue = true
                return nil
            }
            return loaded.wrappedValue
        }
        #expect(tester.valueHistory == [false, true])
    }

    @Test("B3 1,000 updates inside one effect give one re-render")
    func manyUpdatesInOneEffect() {
        let tester = HookTester {
            let count = useState(0)
            useEffect(.once) {
                for _ in 0..<1000 {
                    count.wrappedValue += 1
                }
                return nil
            }
            return count.wrappedValue
        }
        #expect(tester.valueHistory == [0, 1000])
    }
}
