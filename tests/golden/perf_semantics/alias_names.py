# Temporary elision must never write into an array that a name still refers to: a named
# variable, a second name for it (alias), a global read inside a function, a parameter.
import numpy as np

a = np.arange(4.0)
b = a
x = a * 2.0
y = x
z = x + a * 3.0
print(a, b, x, y, z)


def f(p, q):
    return p * 2.0 + q


print(f(a, a), a)


def g():
    return a + 1.0 + a


print(g(), a, b)
acc = np.ones(3)
keep = acc
for i in range(3):
    acc = acc * 0.5 + 1.0
print(acc, keep)

# expect: [0. 1. 2. 3.] [0. 1. 2. 3.] [0. 2. 4. 6.] [0. 2. 4. 6.] [ 0.  5. 10. 15.]
# expect: [0. 3. 6. 9.] [0. 1. 2. 3.]
# expect: [1. 3. 5. 7.] [0. 1. 2. 3.] [0. 1. 2. 3.]
# expect: [1.875 1.875 1.875] [1. 1. 1.]
