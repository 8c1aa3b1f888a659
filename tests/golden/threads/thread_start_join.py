# Start all, join all: each worker writes its result into a shared list; names are
# Thread-N (target) as CPython 3.11 gives them.
import threading

results = [None] * 4


def worker(i, scale=1):
    results[i] = i * i * scale


threads = [threading.Thread(target=worker, args=(i,), kwargs={"scale": 10}) for i in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(results)
print([t.name for t in threads])
print([t.is_alive() for t in threads], threading.active_count())
# expect: [0, 10, 40, 90]
# expect: ['Thread-1 (worker)', 'Thread-2 (worker)', 'Thread-3 (worker)', 'Thread-4 (worker)']
# expect: [False, False, False, False] 1
