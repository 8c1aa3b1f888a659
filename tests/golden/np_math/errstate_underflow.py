# np.errstate(under=...) other than 'ignore' reports underflow: FloatingPointError under 'raise',
# a RuntimeWarning under 'warn', a line under 'print' (array, scalar, fused and large ops).
import numpy as np
with np.errstate(all='raise'):
    try:
        np.array([1e-300]) * 1e-300
    except FloatingPointError as e:
        print("FloatingPointError:", e)
    try:
        np.exp(np.array([-1000.0]))
    except FloatingPointError as e:
        print("FloatingPointError:", e)
    try:
        np.float64(1e-300) * np.float64(1e-300)
    except FloatingPointError as e:
        print("FloatingPointError:", e)
    a = np.full(100000, 1e-200)
    try:
        a * a + a
    except FloatingPointError as e:
        print("FloatingPointError:", e)
    try:
        a / 1e200
    except FloatingPointError as e:
        print("FloatingPointError:", e)
with np.errstate(under='warn'):
    print(np.array([1e-300, 1.0]) * 1e-300)
    print(np.array([1e-310]) * 2)
print(np.array([1e-300]) * 1e-300)
old = np.seterr(under='print')
print(np.array([1e-30], dtype=np.float32) * np.float32(1e-30))
np.seterr(**old)
with np.errstate(all='raise'):
    print(np.array([0.5]) * 0.5, np.sqrt(np.array([4.0])), np.sum(np.array([1e-300, 1e-300])))


# expect: FloatingPointError: underflow encountered in multiply
# expect: FloatingPointError: underflow encountered in exp
# expect: FloatingPointError: underflow encountered in scalar multiply
# expect: FloatingPointError: underflow encountered in multiply
# expect: FloatingPointError: underflow encountered in divide
# expect: [0.e+000 1.e-300]
# expect: [2.e-310]
# expect: [0.]
# expect: [0.]
# expect: [0.25] [2.] 2e-300
# expect stderr: errstate_underflow.py:27: RuntimeWarning: underflow encountered in multiply
# expect stderr: Warning: underflow encountered in multiply
