# wait() returns the DoneAndNotDoneFutures pair.
from concurrent.futures import ThreadPoolExecutor, wait, ALL_COMPLETED, FIRST_COMPLETED

with ThreadPoolExecutor(max_workers=2) as ex:
    futs = [ex.submit(pow, 2, n) for n in range(5)]
    done, not_done = wait(futs, return_when=ALL_COMPLETED)
    print(len(done), len(not_done), sorted(f.result() for f in done))
    r = wait(futs, timeout=1, return_when=FIRST_COMPLETED)
    print(type(r).__name__, len(r.done))
# expect: 5 0 [1, 2, 4, 8, 16]
# expect: DoneAndNotDoneFutures 5
