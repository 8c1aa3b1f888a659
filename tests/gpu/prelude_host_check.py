#!/usr/bin/python3
"""prelude_host_check.py — the prelude's Python-semantics helpers, run on the CPU, against NumPy.

The helpers every generated kernel uses for integer + - * // % ** << >> and float // % are
`__host__ __device__` (gpu/gpu_prelude.c). This test takes the prelude text out of
build/obj/gpu/gpu_prelude.o, compiles it with nvcc together with a host main() that applies each
helper to a grid of edge values (zero, -1, the type's extremes), and compares every result bit
for bit with Python/NumPy computing the simulator's rules (Numba's for kernels: integer division
by zero gives 0, arithmetic wraps). Needs nvcc ($CUDA_HOME or /usr/local/cuda); without it the
test prints why it skipped and passes.

    tests/gpu/prelude_host_check.py [--obj build/obj/gpu/gpu_prelude.o]
"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile
import warnings

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INT_TYPES = [("int", 32, True), ("long long", 64, True), ("unsigned int", 32, False),
             ("unsigned long long", 64, False)]
INT_OPS = ["add", "sub", "mul", "floordiv", "mod", "pow", "shl", "shr"]
FLOAT_TYPES = [("float", np.float32, "I"), ("double", np.float64, "Q")]
FLOAT_VALUES = [0.0, -0.0, 1.0, -1.0, 7.5, -7.5, 0.1, 3.0, -3.0, 1e30, float("inf"), float("nan")]


def int_values(bits, signed):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    vals = [0, 1, 2, 3, 7, 13, 33, 65, hi, hi - 1]
    if signed:
        vals += [-1, -2, -7, -13, lo, lo + 1]
    return vals


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


def neg_power(a, b):
    """An integer to a negative integer power as Numba's compiled code gives it: 1 and -1 keep
    their magnitude (-1 alternates with the exponent's parity), every other base gives 0."""
    if a == 1: return 1
    if a == -1: return -1 if b % 2 else 1
    return 0


def int_oracle(op, a, b, bits, signed):
    if op == "add": r = a + b
    elif op == "sub": r = a - b
    elif op == "mul": r = a * b
    elif op == "floordiv": r = 0 if b == 0 else a // b
    elif op == "mod": r = 0 if b == 0 or (signed and b == -1) else a % b
    elif op == "pow": r = neg_power(a, b) if b < 0 else pow(a, b, 1 << bits)
    elif op == "shl": r = a << (b & (bits - 1))
    else: r = a >> (b & (bits - 1))
    return wrap(r, bits, signed)


def float_oracle(op, a, b, dt):
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        fn = np.floor_divide if op == "floordiv" else np.remainder
        return fn(dt(a), dt(b))


def program(prelude):
    lines = [prelude, "#include <stdio.h>", "#include <string.h>", "int main() {"]
    for ctype, bits, signed in INT_TYPES:
        vals = int_values(bits, signed)
        arr = ", ".join("(%s)%dll" % (ctype, v) if signed else "(%s)%dull" % (ctype, v) for v in vals)
        lines.append("  { %s v[] = {%s};" % (ctype, arr))
        lines.append("    for (int i = 0; i < %d; i++) for (int j = 0; j < %d; j++) {" % (len(vals), len(vals)))
        for op in INT_OPS:
            lines.append('      printf("%%llu\\n", (unsigned long long)wf_%s(v[i], v[j]));' % op)
        lines.append("    } }")
    for ctype, _, _ in FLOAT_TYPES:
        utype = "unsigned int" if ctype == "float" else "unsigned long long"
        vals = ", ".join(repr(v) if v == v and abs(v) != float("inf") else
                         ("(%s)(1.0/0.0)" % ctype if v > 0 else "(%s)(0.0/0.0)" % ctype)
                         for v in FLOAT_VALUES)
        lines.append("  { %s v[] = {%s};" % (ctype, vals))
        lines.append("    for (int i = 0; i < %d; i++) for (int j = 0; j < %d; j++) {"
                     % (len(FLOAT_VALUES), len(FLOAT_VALUES)))
        for op in ("floordiv", "mod"):
            lines.append("      { %s r = wf_%s(v[i], v[j]); %s u; memcpy(&u, &r, sizeof u);"
                         ' printf("%%llu\\n", (unsigned long long)u); }' % (ctype, op, utype))
        lines.append("    } }")
    lines.append("  return 0;\n}")
    return "\n".join(lines)


def expected():
    out = []
    for _, bits, signed in INT_TYPES:
        vals = int_values(bits, signed)
        for a in vals:
            for b in vals:
                for op in INT_OPS:
                    out.append(int_oracle(op, a, b, bits, signed) & ((1 << 64) - 1))
    for _, dt, code in FLOAT_TYPES:
        for a in FLOAT_VALUES:
            for b in FLOAT_VALUES:
                for op in ("floordiv", "mod"):
                    r = float_oracle(op, a, b, dt)
                    out.append(struct.unpack("<" + code, r.tobytes())[0])
    return out


def labels():
    out = []
    for ctype, bits, signed in INT_TYPES:
        vals = int_values(bits, signed)
        out += ["%s %s(%d, %d)" % (ctype, op, a, b) for a in vals for b in vals for op in INT_OPS]
    for ctype, _, _ in FLOAT_TYPES:
        out += ["%s %s(%r, %r)" % (ctype, op, a, b) for a in FLOAT_VALUES for b in FLOAT_VALUES
                for op in ("floordiv", "mod")]
    return out


def is_nan(label, bits):
    """NaN results compare equal whatever their sign and payload (IEEE leaves those open)."""
    if label.startswith("float "):
        return (bits >> 23) & 0xff == 0xff and bits & 0x7fffff != 0
    if label.startswith("double "):
        return (bits >> 52) & 0x7ff == 0x7ff and bits & ((1 << 52) - 1) != 0
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--obj", default=os.path.join(ROOT, "build/obj/gpu/gpu_prelude.o"))
    args = ap.parse_args()
    nvcc = os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "nvcc")
    if not os.path.exists(nvcc):
        print("prelude_host_check: SKIP: no nvcc at %s" % nvcc)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        dump = os.path.join(tmp, "dump.c")
        open(dump, "w").write('#include <stdio.h>\nextern const char gpu_prelude[];\n'
                              'int main(void) { fputs(gpu_prelude, stdout); return 0; }\n')
        subprocess.run(["cc", "-o", os.path.join(tmp, "dump"), dump, args.obj], check=True)
        prelude = subprocess.run([os.path.join(tmp, "dump")], capture_output=True, text=True,
                                 check=True).stdout
        src = os.path.join(tmp, "check.cu")
        open(src, "w").write(program(prelude))
        exe = os.path.join(tmp, "check")
        subprocess.run([nvcc, "-arch=sm_80", "-std=c++17", "-o", exe, src], check=True)
        got = [int(x) for x in subprocess.run([exe], capture_output=True, text=True,
                                              check=True).stdout.split()]
    want, names = expected(), labels()
    bad = [(n, g, w) for n, g, w in zip(names, got, want) if g != w and not (is_nan(n, g) and is_nan(n, w))]
    if len(got) != len(want):
        bad.append(("count", len(got), len(want)))
    for n, g, w in bad[:20]:
        print("FAIL %s: helper gives %#x, reference %#x" % (n, g, w))
    print("prelude_host_check: %d results compared, %d differences" % (len(want), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
