# A Barrier whose action raises: that thread gets the exception, the others
# BrokenBarrierError.
import threading

outcome = []


def action():
    raise ValueError("action failed")


b = threading.Barrier(2, action=action)


def worker():
    try:
        b.wait()
        outcome.append("passed")
    except threading.BrokenBarrierError:
        outcome.append("broken")
    except ValueError as e:
        outcome.append(str(e))


ts = [threading.Thread(target=worker) for _ in range(2)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(sorted(outcome), b.broken)
# expect: ['action failed', 'broken'] True
