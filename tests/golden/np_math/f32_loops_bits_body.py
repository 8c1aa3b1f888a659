# golden-module
# The body of f32_loops_bits.py and f32_loops_bits_avx2.py: float32 exp, log, sin and cos over a
# million bit patterns spread over every class (subnormals, NaNs, Inf, huge), contiguous, strided
# and in place, summarised as sums of the results' raw bits (NumPy's AVX2 and AVX-512 loops give
# the same ones; tan's differ, libm's on AVX2); then the flags NumPy raises, tan's included.
import numpy as np

pats = np.arange(0, 1 << 32, 4099, dtype=np.uint64).astype(np.uint32)
x = pats.view(np.float32)
near = np.linspace(-120.0, 120.0, 100003).astype(np.float32)
w = np.arange(len(x), dtype=np.uint64)


def digest(r):
    b = r.view(np.uint32).astype(np.uint64)
    return int(b.sum()), int((b * w[: len(b)]).sum())


with np.errstate(all="ignore"):
    for name in ["exp", "log", "sin", "cos"]:
        f = getattr(np, name)
        y = near.copy()
        f(y, out=y)
        tails = [digest(f(x[k : k + m]))[1] for k, m in [(7, 1), (9, 7), (11, 15), (13, 17), (17, 2049)]]
        print(name, digest(f(x)), digest(f(x[::3])), digest(y), tails)

specials = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1.17549435e-38,
                     5.877472e-39, 3.4028235e38, 88.72283935546875, 88.7228, -103.97208404541015625,
                     -103.972, -87.5, 0.70710677, 0.7071068, 117435.99, 71476.06, 1e10],
                    dtype=np.float32)
for name in ["exp", "log", "sin", "cos"]:
    with np.errstate(all="ignore"):
        print(name, getattr(np, name)(specials).view(np.uint32).tolist())

snan = np.array([0x7FA00000, 0xFF800001], dtype=np.uint32).view(np.float32)
cases = [("inf", np.array([np.inf, 1.0], np.float32)), ("nan", np.array([np.nan], np.float32)),
         ("snan", snan), ("zero", np.array([-0.0], np.float32)), ("neg", np.array([-2.0], np.float32)),
         ("big", np.array([100.0], np.float32)), ("small", np.array([-110.0], np.float32))]
for name in ["exp", "log", "sin", "cos", "tan"]:
    out = []
    for label, a in cases:
        with np.errstate(all="raise"):
            try:
                getattr(np, name)(a)
                out.append(label + ":ok")
            except FloatingPointError as e:
                out.append(label + ":" + str(e).split()[0])
    print(name, " ".join(out))
