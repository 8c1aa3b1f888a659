# Sampled host spans (the default of --profile): a hot function and a sleep, long enough for
# tests/prof/test_prof.py to see samples at 1 kHz. The sleep must last its full time although
# the profiler's SIGPROF ticks interrupt it (EINTR), and its time is charged to its line (18).
# expect: 6399960
# expect: True
import time


def spin(n):
    s = 0
    for k in range(n):
        s += k * k % 7
    return s


def nap():
    t0 = time.perf_counter()
    time.sleep(0.08)
    return time.perf_counter() - t0 >= 0.08


total = 0
for r in range(40):
    total += spin(80000)
print(total)
print(nap())
