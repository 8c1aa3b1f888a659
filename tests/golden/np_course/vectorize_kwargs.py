import numpy as np

def f(a, b=2, scale=1.0):
    return (a + b) * scale

v = np.vectorize(f)
print(v([1, 2, 3], b=[10, 20, 30]))
print(v([1, 2, 3], scale=0.5))
print(v(1, b=np.array([[1], [2]]), scale=[1, 2]))

def poly(x, coeffs):
    return sum(c * x ** i for i, c in enumerate(coeffs))

vp = np.vectorize(poly, excluded={1})
print(vp([0, 1, 2], [1, 2, 3]))
vk = np.vectorize(poly, excluded={'coeffs'})
print(vk(x=[0, 1, 2], coeffs=[1, 0, 1]))
vb = np.vectorize(poly, excluded={0, 'coeffs'})
print(vb(3, coeffs=[1, 1]))
print(type(vb(3, coeffs=[1, 1])).__name__)

def g(x, label):
    return len(label) + x
vg = np.vectorize(g, excluded=['label'])
print(vg(np.arange(4), label="abc"))
print(np.vectorize(lambda x, y: x * y, otypes=[float])([1, 2], y=3))
# expect: [11. 22. 33.]
# expect: [1.5 2.  2.5]
# expect: [[2 4]
# expect:  [3 6]]
# expect: [ 1  6 17]
# expect: [1 2 5]
# expect: 4
# expect: int
# expect: [3 4 5 6]
# expect: [3. 6.]
