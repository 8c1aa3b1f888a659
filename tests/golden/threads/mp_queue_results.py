# Child processes send results back through a multiprocessing.Queue.
from multiprocessing import Process, Queue


def worker(q, n):
    q.put((n, n * n, f"w{n}"))


if __name__ == "__main__":
    q = Queue()
    procs = [Process(target=worker, args=(q, i)) for i in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print(sorted(q.get() for _ in procs))
    print([p.exitcode for p in procs])
# expect: [(0, 0, 'w0'), (1, 1, 'w1'), (2, 4, 'w2'), (3, 9, 'w3')]
# expect: [0, 0, 0, 0]
