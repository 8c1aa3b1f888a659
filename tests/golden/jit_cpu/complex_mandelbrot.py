# The classic Mandelbrot escape count in @jit: complex(x, y), 0.0j, z * z + c, .real/.imag; a
# variable that starts as 0 and becomes complex is complex throughout (Numba unifies it).
from numba import jit
@jit(nopython=True)
def mandel(x, y, max_iters):
    c = complex(x, y)
    z = 0
    for i in range(max_iters):
        z = z * z + c
        if (z.real * z.real + z.imag * z.imag) >= 4:
            return i
    return 255
rows = []
for y in (-1.0, -0.5, 0.0, 0.5, 1.0):
    rows.append(" ".join("%3d" % mandel(x / 4.0, y, 40) for x in range(-8, 4)))
print("\n".join(rows))
# expect:   0   0   1   2   2   2   3   5 255   3   1   1
# expect:   0   2   2   3   4   5 255 255 255 255   4   2
# expect:   0 255 255 255 255 255 255 255 255 255   4   2
# expect:   0   2   2   3   4   5 255 255 255 255   4   2
# expect:   0   0   1   2   2   2   3   5 255   3   1   1
