# A Barrier: every worker finishes phase 1 before any starts phase 2; the action runs
# once per filling; wait() returns the arrival index.
import threading

log = []
b = threading.Barrier(3, action=lambda: log.append("all arrived"))
indices = []


def worker(i):
    log.append(("phase1", i))
    indices.append(b.wait())
    log.append("phase2")


ts = [threading.Thread(target=worker, args=(i,)) for i in range(3)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(log[:3] == [("phase1", 0), ("phase1", 1), ("phase1", 2)], log[3], log[4:])
print(sorted(indices), b.parties, b.n_waiting, b.broken)
# expect: True all arrived ['phase2', 'phase2', 'phase2']
# expect: [0, 1, 2] 3 0 False
