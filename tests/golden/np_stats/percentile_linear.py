import numpy as np
x = np.random.RandomState(0).randn(101)
print(np.percentile(x, 50), np.percentile(x, 12.5))
print(np.percentile(x, [1, 25, 75, 99.9]))
print(np.percentile(np.arange(10), [10, 90]))
a = np.arange(12.0).reshape(3, 4)
print(np.percentile(a, 30, axis=1), np.percentile(a, [25, 50], axis=0))
print(np.percentile(a, 50, axis=1, keepdims=True).shape)
print(repr(np.percentile(np.array([1, 5, 2, 8], dtype=np.float32), 40)))
# expect: 0.12167501649282841 -1.1179512311469495
# expect: [-1.98079647 -0.63432209  0.76103773  2.26686848]
# expect: [0.9 8.1]
# expect: [0.9 4.9 8.9] [[2. 3. 4. 5.]
# expect:  [4. 5. 6. 7.]]
# expect: (3, 1)
# expect: 2.6000000000000005
