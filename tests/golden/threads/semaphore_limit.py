# A Semaphore(2) lets at most two workers in at once (they sleep inside).
import threading
import time

sem = threading.Semaphore(2)
inside = []
peak = [0]


def worker(i):
    with sem:
        inside.append(i)
        peak[0] = max(peak[0], len(inside))
        time.sleep(0.01)
        inside.remove(i)


ts = [threading.Thread(target=worker, args=(i,)) for i in range(6)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print("peak", peak[0], inside)
print(sem.acquire(), sem.acquire(), sem.acquire(blocking=False), sem.acquire(timeout=0.01))
# expect: peak 2 []
# expect: True True False False
