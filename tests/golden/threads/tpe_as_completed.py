# as_completed yields every future once; sorted results are the same as CPython's.
from concurrent.futures import ThreadPoolExecutor, as_completed


def square(x):
    return x * x


with ThreadPoolExecutor(max_workers=2) as ex:
    futs = {ex.submit(square, i): i for i in range(6)}
    pairs = sorted((futs[f], f.result()) for f in as_completed(futs))
print(pairs)
# expect: [(0, 0), (1, 1), (2, 4), (3, 9), (4, 16), (5, 25)]
