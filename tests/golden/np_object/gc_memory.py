# Object arrays in cycles made in a loop do not pile up: the collector frees them.
# (Under ASan the quarantine would hold freed memory: the test turns it off.)
# env: WEFT_MAX_MEMORY=128M ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=0
import numpy as np

total = 0
for i in range(100000):  # uncollected: over 160 MB
    a = np.empty(100, dtype=object)
    a[0] = [a, i]
    a[1:] = 'x' * 10
    total += a[0][1]
print(total)
# expect: 4999950000
