# str(), f-strings and print of several arrays use the str form.
import numpy as np
a = np.array([1.5, 2.0])
print("a =", a)
print(f"{a}")
print(str(np.array([1, 2, 3])) + "!")
print([np.float32(0.1), np.int64(3)])

# expect: a = [1.5 2. ]
# expect: [1.5 2. ]
# expect: [1 2 3]!
# expect: [0.1, 3]
