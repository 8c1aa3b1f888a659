# A lock around a shared counter that four threads increment.
import threading

counter = 0
lock = threading.Lock()


def increment(n):
    global counter
    for _ in range(n):
        with lock:
            counter += 1


threads = [threading.Thread(target=increment, args=(10000,)) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(counter)
print(lock.locked(), lock.acquire(), lock.locked(), lock.acquire(False), lock.acquire(timeout=0.01))
lock.release()
print(lock.locked())
# expect: 40000
# expect: False True True False False
# expect: False
