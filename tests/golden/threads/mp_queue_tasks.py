# Workers take tasks from one Queue (each task once) and put results on another.
from multiprocessing import Process, Queue


def worker(tasks, results):
    while True:
        n = tasks.get()
        if n is None:
            break
        results.put(n * 10)


if __name__ == "__main__":
    tasks, results = Queue(), Queue()
    for n in range(6):
        tasks.put(n)
    for _ in range(2):
        tasks.put(None)
    procs = [Process(target=worker, args=(tasks, results)) for _ in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print(sorted(results.get() for _ in range(6)), tasks.empty())
# expect: [0, 10, 20, 30, 40, 50] True
