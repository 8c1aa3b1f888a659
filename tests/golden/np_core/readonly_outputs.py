# A read-only array as a ufunc's output (a += b, out=) or sorted / put in place raises.
import numpy as np
ro = np.arange(3)
ro.flags.writeable = False
for stmt in ["ro += 1", "ro *= 2", "ro -= ro", "ro //= 1", "ro <<= 1", "np.add(ro, 1, out=ro)",
             "np.negative(ro, out=ro)", "np.add(ro, 1, out=ro, where=ro > 0)", "ro.sort()", "ro.put(0, 1)", "np.put(ro, [1], 5)"]:
    try:
        exec(stmt)
        print(stmt, "changed it:", ro)
    except ValueError as e:
        print(stmt, "->", e)
print(ro)
b = np.broadcast_to(np.arange(3.0), (2, 3))
try:
    b += 1
except ValueError as e:
    print("ValueError:", e)
f = np.linspace(0, 1, 4)
f.setflags(write=False)
try:
    f[1:] /= 2
except ValueError as e:
    print("ValueError:", e)
print(f)


# expect: ro += 1 -> output array is read-only
# expect: ro *= 2 -> output array is read-only
# expect: ro -= ro -> output array is read-only
# expect: ro //= 1 -> output array is read-only
# expect: ro <<= 1 -> output array is read-only
# expect: np.add(ro, 1, out=ro) -> output array is read-only
# expect: np.negative(ro, out=ro) -> output array is read-only
# expect: np.add(ro, 1, out=ro, where=ro > 0) -> output array is read-only
# expect: ro.sort() -> sort array is read-only
# expect: ro.put(0, 1) -> put: output array is read-only
# expect: np.put(ro, [1], 5) -> put: output array is read-only
# expect: [0 1 2]
# expect: ValueError: output array is read-only
# expect: ValueError: output array is read-only
# expect: [0.         0.33333333 0.66666667 1.        ]
