# notify_all wakes every waiter; each then takes the lock in turn.
import threading

cond = threading.Condition()
ready = False
woken = []


def waiter(i):
    with cond:
        while not ready:
            cond.wait()
        woken.append(i)


ts = [threading.Thread(target=waiter, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
with cond:
    ready = True
    cond.notify_all()
for t in ts:
    t.join()
print(sorted(woken))
# expect: [0, 1, 2, 3]
