# Submitting to an executor that was shut down is CPython's RuntimeError.
from concurrent.futures import ThreadPoolExecutor

ex = ThreadPoolExecutor(max_workers=1)
print(ex.submit(len, "abc").result())
ex.shutdown(wait=True)
ex.submit(len, "abc")
# expect: 3
# expect runtime error: RuntimeError: cannot schedule new futures after shutdown
