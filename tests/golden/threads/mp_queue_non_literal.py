# Weft's multiprocessing.Queue carries Python literals between processes: a child putting
# another object fails in the child (CPython pickles it).
from multiprocessing import Process, Queue


class Point:
    pass


def worker(q):
    q.put(Point())


if __name__ == "__main__":
    q = Queue()
    p = Process(target=worker, args=(q,))
    p.start()
    p.join()
    print("exitcode", p.exitcode)
# no-cross-check: CPython pickles any object; Weft's queue carries literals between processes
# expect: exitcode 1
# expect stderr: TypeError: Weft's multiprocessing.Queue carries Python literals and NumPy arrays between processes (numbers, strings, None, and tuples, lists and dicts of them), not 'Point'
