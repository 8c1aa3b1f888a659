import numpy as np
a = [1, 2, 3, 4]
for m in ["linear", "lower", "higher", "nearest", "midpoint"]:
    print(m, np.percentile(a, [10, 50, 90], method=m))
# expect: linear [1.3 2.5 3.7]
# expect: lower [1 2 3]
# expect: higher [2 3 4]
# expect: nearest [1 3 4]
# expect: midpoint [1.5 2.5 3.5]
