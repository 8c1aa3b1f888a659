"""Compare Weft's transcendental ufuncs with NumPy's bit for bit.

Run with the oracle's Python: /usr/bin/python3 tests/numerics/check_bits.py [--weft build/weft]
It builds 100,000+ inputs per dtype (random bit patterns over every exponent, uniform ranges,
points near where the functions change behaviour, subnormals, infinities, NaNs, huge arguments),
saves them as .npy, runs one program that applies every function under both Weft and this
Python's NumPy, and prints per function and dtype "identical" or how many inputs differ.
Exit status 1 when something differs.
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

FUNCS = ["sin", "cos", "exp", "log", "tanh", "arctan", "tan", "arcsin", "arccos", "sinh", "cosh",
         "exp2", "log2", "log10", "expm1", "log1p", "cbrt", "arcsinh", "arccosh", "arctanh"]

# Two-argument ufuncs, checked on pairs of inputs (pair_inputs); `x ** y` of NumPy scalars is
# checked too (NumPy's scalar math: libm's pow, not the ufunc loop).
BINARY = ["power", "arctan2"]

# What matches NumPy 1.24 bit for bit on an AVX-512 CPU today (docs/numerics.md); `--guard` keeps it so.
IDENTICAL = {(f, dt) for f in FUNCS for dt in ("float64", "float32")}  # all 40 pairs
IDENTICAL |= {("power", "float64"), ("power", "float32"), ("arctan2", "float32")}
# Pairs identical except for inputs that SVML sends to its scalar routine, whose results Weft
# takes from libm (float64 arctan2 of arguments below 2^-1020): at most this many of the inputs of
# each call may differ (docs/numerics.md); `--guard` fails beyond that.
NEARLY = {("arctan2", "float64"): 6}

PROGRAM = """
import numpy as np
import sys
d = sys.argv[1]
for dt in ['float64', 'float32']:
    x = np.load(d + '/in_' + dt + '.npy')
    for name in %r:
        if not hasattr(np, name):
            continue
        r = getattr(np, name)(x)
        np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '.npy', r)
        # strided and one-element (0-d) calls go through the same loop in NumPy
        s = getattr(np, name)(x[::3])
        np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '_s.npy', s)
        z = np.array([getattr(np, name)(x[i]) for i in range(0, 600)], dtype=dt)
        np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '_0.npy', z)
    # NumPy takes libm when its overlap test (n*stride bytes from each operand, ends touching
    # counting as overlap) meets the output: a strided operand right before the output in the
    # heap does. The strided output is allocated before its operands so that it never is.
    n3 = (len(np.load(d + '/a_' + dt + '.npy')) + 2) // 3
    outs = {name: np.empty(n3, dt) for name in %r}
    a = np.load(d + '/a_' + dt + '.npy')
    b = np.load(d + '/b_' + dt + '.npy')
    for name in outs:
        f = getattr(np, name)
        with np.errstate(all='ignore'):
            np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '.npy', f(a, b))
            f(a[::3], b[::3], out=outs[name])
            np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '_s.npy', outs[name])
            # one array operand and a broadcast scalar one, as in `x ** 1.5`
            np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '_b.npy', f(a[:5000], b[7]))
            z = np.array([f(a[i], b[i]) for i in range(0, 3000, 5)], dtype=dt)
            np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '_0.npy', z)
            if name == 'power':
                z = np.array([a[i] ** b[i] for i in range(0, 3000, 5)], dtype=dt)
                np.save(d + '/' + sys.argv[2] + '_' + name + '_' + dt + '_p.npy', z)
""" % (FUNCS, BINARY)


def inputs(dt, n):
    rng = np.random.default_rng(20261127)
    ut = np.uint64 if dt == np.float64 else np.uint32
    nb = 64 if dt == np.float64 else 32
    parts = [rng.integers(0, 2 ** nb - 1, n // 4, dtype=ut, endpoint=True).view(dt)]
    for lo, hi in [(-1, 1), (-10, 10), (-100, 100), (-1e4, 1e4), (0, 2), (0.5, 1.5), (-3, 3)]:
        parts.append(rng.uniform(lo, hi, n // 16).astype(dt))
    mag = 10.0 ** rng.uniform(-45 if dt == np.float32 else -320, 38 if dt == np.float32 else 307, n // 8)
    parts.append((mag * rng.choice([-1.0, 1.0], n // 8)).astype(dt))
    specials = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, -0.5, 2.0,
                np.finfo(dt).tiny, np.finfo(dt).max, -np.finfo(dt).max, np.finfo(dt).eps,
                88.72283935546875, -103.97208404541015625, 709.782712893384, -745.1332191019411,
                -708.39641853226408, 710.0, 89.0, -87.33654, 1e22, 1e300, 3e38, 1e15, 1e8,
                2 ** 23, 2 ** 52, 20.0, 22.0, 9.0, 0.625]
    pts = np.array([np.pi / 4, np.pi / 2, np.pi, np.log(2), 1.0, 0.5, 0.25, 1e-8], dtype=np.float64)
    near = []
    for p in pts:
        for k in range(-8, 9):
            near.append(p * k)
    with np.errstate(all="ignore"):
        base = np.array(specials + near, dtype=dt)
    ulp = np.arange(-20, 21).astype(ut if False else np.int64)
    grid = (base.view(ut).astype(np.int64)[:, None] + ulp[None, :]).ravel()
    grid = grid[(grid >= 0) & (grid < 2 ** nb)].astype(ut).view(dt)
    sub = (rng.integers(1, 2 ** (23 if dt == np.float32 else 52), 2000, dtype=np.int64).astype(ut)).view(dt)
    parts += [base, grid, sub, -sub]
    return np.concatenate(parts).astype(dt)


def pair_inputs(dt, n):
    """Pairs (a, b) for power and arctan2: the unary inputs against a shuffle of themselves, and
    ranges where the results are ordinary numbers, huge or tiny, or exact (integer powers)."""
    rng = np.random.default_rng(20261128)
    x = inputs(dt, n)
    big = 300.0 if dt == np.float64 else 37.0
    parts_a = [x, rng.uniform(0, 10, n // 8), 10.0 ** rng.uniform(-big, big, n // 8),
               rng.uniform(-10, 10, n // 8), 1.0 + rng.uniform(-1e-3, 1e-3, n // 16),
               np.full(n // 16, 2.0), rng.uniform(-1, 1, n // 8)]
    lim = 1100.0 if dt == np.float64 else 160.0
    parts_b = [rng.permutation(x), rng.uniform(-30, 30, n // 8), rng.uniform(-2, 2, n // 8),
               rng.integers(-40, 41, n // 8).astype(np.float64), rng.uniform(-2e6, 2e6, n // 16),
               rng.uniform(-lim, lim, n // 16), rng.uniform(-1, 1, n // 8)]
    with np.errstate(all="ignore"):
        return (np.concatenate([p.astype(dt) for p in parts_a]),
                np.concatenate([p.astype(dt) for p in parts_b]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--weft", default="build/weft")
    ap.add_argument("--n", type=int, default=120000)
    ap.add_argument("--guard", action="store_true",
                    help="exit 1 only when a function and dtype listed in IDENTICAL differs (make test)")
    ap.add_argument("funcs", nargs="*")
    args = ap.parse_args()
    global FUNCS
    funcs = [f for f in args.funcs if f in FUNCS] if args.funcs else FUNCS
    binary = [f for f in args.funcs if f in BINARY] if args.funcs else BINARY
    with tempfile.TemporaryDirectory() as d:
        for dt in (np.float64, np.float32):
            np.save(os.path.join(d, "in_%s.npy" % dt.__name__), inputs(dt, args.n))
            a, b = pair_inputs(dt, args.n)
            np.save(os.path.join(d, "a_%s.npy" % dt.__name__), a)
            np.save(os.path.join(d, "b_%s.npy" % dt.__name__), b)
        prog = os.path.join(d, "prog.py")
        with open(prog, "w") as f:
            f.write(PROGRAM.replace(repr(FUNCS), repr(funcs)).replace(repr(BINARY), repr(binary)))
        for who, exe in (("o", sys.executable), ("w", args.weft)):
            p = subprocess.run([exe, prog, d, who], capture_output=True, text=True)
            if p.returncode:
                print(who, "failed:", p.stderr[-2000:])
                return 1
        bad = 0
        for name in funcs + binary:
            for dt in ("float64", "float32"):
                ut = np.uint64 if dt == "float64" else np.uint32
                x = np.load(os.path.join(d, "in_%s.npy" % dt))
                if name in BINARY:
                    a, b = np.load(os.path.join(d, "a_%s.npy" % dt)), np.load(os.path.join(d, "b_%s.npy" % dt))
                    x = [(p, q) for p, q in zip(a.tolist(), b.tolist())]
                msgs = []
                if not os.path.exists(os.path.join(d, "w_%s_%s.npy" % (name, dt))):
                    print("%-8s %-8s missing in Weft" % (name, dt))
                    bad += not args.guard or (name, dt) in IDENTICAL
                    continue
                notes = []
                sufs = ("", "_s", "_0") + (("_b", "_p") if name in BINARY else ())
                for suf in sufs:
                    if not os.path.exists(os.path.join(d, "o_%s_%s%s.npy" % (name, dt, suf))):
                        continue
                    o = np.load(os.path.join(d, "o_%s_%s%s.npy" % (name, dt, suf))).view(ut)
                    w = np.load(os.path.join(d, "w_%s_%s%s.npy" % (name, dt, suf))).view(ut)
                    # every NaN is a NaN: NumPy's payload/sign of a NaN result is not specified
                    both_nan = np.isnan(o.view(dt)) & np.isnan(w.view(dt))
                    diff = (o != w) & ~both_nan
                    if args.guard and 0 < diff.sum() <= NEARLY.get((name, dt), -1):
                        notes.append("%s%d known" % (suf or "contig ", diff.sum()))
                        continue
                    if diff.any():
                        i = np.flatnonzero(diff)[0]
                        xs = x if suf != "_s" else x[::3]
                        if suf in ("_0", "_p") and name in BINARY:
                            xs = x[::5]
                        if suf == "_b":
                            xs = [(p, x[7][1]) for p, _ in x[:5000]]
                        msgs.append("%s%d of %d differ (x=%r: numpy %r weft %r)" % (
                            suf or "contig ", diff.sum(), len(o), xs[i], o.view(dt)[i], w.view(dt)[i]))
                ok = "identical" + (" but for scalar-path inputs (%s)" % ", ".join(notes) if notes else "")
                print("%-8s %-8s %s" % (name, dt, "; ".join(msgs) if msgs else ok))
                if msgs and args.guard and (name, dt) not in IDENTICAL:
                    continue
                bad += bool(msgs)
        return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
