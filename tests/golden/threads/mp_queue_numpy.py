# NumPy arrays and scalars cross a multiprocessing.Queue with their dtype and shape.
import numpy as np
from multiprocessing import Process, Queue


def worker(q, i):
    a = np.arange(6, dtype=np.float32).reshape(2, 3) * i
    q.put((i, a, a.sum(), {"k": np.int64(i)}))


if __name__ == "__main__":
    q = Queue()
    procs = [Process(target=worker, args=(q, i)) for i in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    for i, a, s, d in sorted((q.get() for _ in procs), key=lambda t: t[0]):
        print(i, a.tolist(), a.dtype, a.shape, s, type(s).__name__, d, type(d["k"]).__name__)
# expect: 0 [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]] float32 (2, 3) 0.0 float32 {'k': 0} int64
# expect: 1 [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] float32 (2, 3) 15.0 float32 {'k': 1} int64
# expect: 2 [[0.0, 2.0, 4.0], [6.0, 8.0, 10.0]] float32 (2, 3) 30.0 float32 {'k': 2} int64
