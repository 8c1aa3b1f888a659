# NumPy arrays work as data; results take the array's scalar type as CPython's do.
import numpy as np
import statistics
a = np.array([1.0, 2.0, 4.0])
print(statistics.mean(a), statistics.variance(a), statistics.stdev(a), statistics.median(np.array([1.0, 2.0, 4.0, 5])))
print(statistics.mean(np.array([1, 2, 4])), statistics.mean(np.array([1, 2])), statistics.variance(np.array([1, 2, 4])))
print(type(statistics.mean(np.array([1, 2, 4]))), statistics.mean(np.array([1, 2, 4], dtype=np.float32)))

# expect: 2.3333333333333335 2.3333333333333335 1.5275252316519468 3.0
# expect: 2 1 2
# expect: <class 'numpy.int64'> 2.3333333
