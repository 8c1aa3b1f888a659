import numpy as np
a = np.array([[1, 2, 3], [4, 5, 7]])
print(a.mean(), a.mean(axis=0), a.mean(axis=1))
print(a.std(), a.var())
print(np.std(a, axis=0), np.var(a, axis=1, ddof=1))
print(np.mean(a).dtype)
f = np.array([0.1, 0.2, 0.7], dtype=np.float32)
print(f.mean(), f.mean().dtype, f.std())
# expect: 3.6666666666666665 [2.5 3.5 5. ] [2.         5.33333333]
# expect: 1.9720265943665387 3.8888888888888893
# expect: [1.5 1.5 2. ] [1.         2.33333333]
# expect: float64
# expect: 0.33333334 float32 0.26246694
