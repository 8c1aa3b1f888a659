# Scalar benchmark: counting primes below 60000 by trial division (while loops, %, branches).
import time


def count_primes(limit):
    count = 0
    for n in range(2, limit):
        d = 2
        prime = True
        while d * d <= n:
            if n % d == 0:
                prime = False
                break
            d += 1
        if prime:
            count += 1
    return count


best = 1e9
for _ in range(10):
    t0 = time.perf_counter()
    r = count_primes(60000)
    best = min(best, time.perf_counter() - t0)
assert r == 6057
print("BENCH", best, "prime counting < 60000")
