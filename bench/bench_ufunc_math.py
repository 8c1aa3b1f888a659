# Transcendental ufuncs on 10**6 float64 and float32 elements, the functions whose results
# match NumPy 1.24 bit for bit (docs/numerics.md).
# CPython runs this with NumPy. Best of 10 repeats, timed inside the program.
import time
import numpy as np


def best_of(fn, repeats):
    best = 1e9
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


n = 1000000
for dt in [np.float64, np.float32]:
    x = np.linspace(-20.0, 20.0, n).astype(dt)
    p = np.linspace(0.001, 1000.0, n).astype(dt)
    name = f"n=10^6 {np.dtype(dt).name}"
    for label, fn in [("np.exp(x)", lambda: np.exp(x)), ("np.log(x)", lambda: np.log(p)),
                      ("np.sin(x)", lambda: np.sin(x)), ("np.cos(x)", lambda: np.cos(x)),
                      ("np.tanh(x)", lambda: np.tanh(x)), ("np.arctan(x)", lambda: np.arctan(x))]:
        print("BENCH", best_of(fn, 10), label + ",", name)

# float64 only: the ones that match NumPy's SVML routines bit for bit in float64
u = np.linspace(-0.99, 0.99, n)
x = np.linspace(-20.0, 20.0, n)
p = np.linspace(0.001, 1000.0, n)
for label, fn in [("np.exp2(x)", lambda: np.exp2(x)), ("np.expm1(x)", lambda: np.expm1(x)),
                  ("np.log2(x)", lambda: np.log2(p)), ("np.log10(x)", lambda: np.log10(p)),
                  ("np.log1p(x)", lambda: np.log1p(p)), ("np.arcsin(x)", lambda: np.arcsin(u)),
                  ("np.arccos(x)", lambda: np.arccos(u))]:
    print("BENCH", best_of(fn, 10), label + ",", "n=10^6 float64")

# float32 forms of the SVML routines (np_svml_f32.c) and float64 cbrt/arctanh
for dt in [np.float32, np.float64]:
    x = np.linspace(-20.0, 20.0, n).astype(dt)
    p = np.linspace(0.001, 1000.0, n).astype(dt)
    u = np.linspace(-0.99, 0.99, n).astype(dt)
    name = f"n=10^6 {np.dtype(dt).name}"
    fns = [("np.cbrt(x)", lambda: np.cbrt(x)), ("np.arctanh(x)", lambda: np.arctanh(u))]
    if dt == np.float32:
        fns += [("np.exp2(x)", lambda: np.exp2(x)), ("np.expm1(x)", lambda: np.expm1(x)),
                ("np.log1p(x)", lambda: np.log1p(p)), ("np.sinh(x)", lambda: np.sinh(x)),
                ("np.cosh(x)", lambda: np.cosh(x)), ("np.arcsin(x)", lambda: np.arcsin(u)),
                ("np.arccos(x)", lambda: np.arccos(u)), ("np.arcsinh(x)", lambda: np.arcsinh(x)),
                ("np.arccosh(x)", lambda: np.arccosh(p + 1))]
    for label, fn in fns:
        print("BENCH", best_of(fn, 10), label + ",", name)
