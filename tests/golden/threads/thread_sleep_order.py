# Threads that sleep different times finish in the order of their sleeps.
import threading
import time

finished = []


def worker(name, delay):
    time.sleep(delay)
    finished.append(name)


ts = [threading.Thread(target=worker, args=(n, d)) for n, d in [("slow", 0.4), ("fast", 0.0), ("mid", 0.2)]]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(finished)
# expect: ['fast', 'mid', 'slow']
