# A ThreadPoolExecutor the program never shuts down does not keep it from ending: its idle
# workers are told to stop before the threads are joined (CPython's _python_exit).
from concurrent.futures import ThreadPoolExecutor
import threading
def slow_square(x):
    return x * x
pool = ThreadPoolExecutor(max_workers=2)
futures = [pool.submit(slow_square, i) for i in range(5)]
print([f.result() for f in futures])
print(list(pool.map(str, [1, 2])))
other = ThreadPoolExecutor(max_workers=1)
f = other.submit(lambda: 1 / 0)
print(type(f.exception()).__name__)
done = ThreadPoolExecutor()
done.submit(print, "from a worker").result()
done.shutdown()
print("main ends with", threading.active_count() > 1)
# expect: [0, 1, 4, 9, 16]
# expect: ['1', '2']
# expect: ZeroDivisionError
# expect: from a worker
# expect: main ends with True
