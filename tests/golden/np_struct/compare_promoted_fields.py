# == of structured arrays whose fields differ in type compares in the promoted type
# (an int field 2 is not a float field 2.5).
import numpy as np
a = np.array([(1, 1), (2, 2)], dtype=[("a", "i4"), ("b", "i4")])
b = np.array([(1.0, 1), (2.5, 2)], dtype=[("a", "f4"), ("b", "i4")])
print(a == b, a != b)
c = np.array([(1, 300)], dtype=[("a", "i4"), ("b", "i2")])
d = np.array([(1, 44)], dtype=[("a", "i8"), ("b", "u1")])
print(c == d)

# expect: [ True False] [False  True]
# expect: [False]
