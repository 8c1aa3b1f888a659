# A JoinableQueue: task_done per item, then join returns; multiprocessing's Lock and
# Event are threading's.
import multiprocessing as mp

if __name__ == "__main__":
    q = mp.JoinableQueue()
    for i in range(3):
        q.put(i)
    got = [q.get() for _ in range(3)]
    for _ in got:
        q.task_done()
    q.join()
    print(got)
    lock = mp.Lock()
    with lock:
        print("inside the lock")
    ev = mp.Event()
    ev.set()
    print(ev.is_set())
# expect: [0, 1, 2]
# expect: inside the lock
# expect: True
