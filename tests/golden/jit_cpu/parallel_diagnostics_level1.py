# parallel_diagnostics(level=1) of @njit(parallel=True) functions with prange loops: Numba's
# report per compiled signature, the loops numbered by one counter for the whole run (a body's
# loops from its last up). The report names the file by its absolute path: it is caught with
# redirect_stdout and the folder taken out.
import contextlib
import io
import os
import numpy as np
from numba import njit, prange

@njit(parallel=True)
def two(a, b):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    t = 0.0
    for j in prange(b.shape[0]):
        t += b[j] * 2
    return s + t

@njit(parallel=True)
def one(a):
    m = 0
    for i in prange(len(a)):
        m += a[i]
    return m

print(one(np.arange(4)))
print(two(np.arange(3.0), np.arange(5.0)))
print(one(np.arange(4.0)))
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    one.parallel_diagnostics(level=1)
    two.parallel_diagnostics()
here = os.path.dirname(os.path.abspath(__file__))
for line in buf.getvalue().replace(here, "DIR").splitlines():
    print(line)

@njit
def serial(a):
    return a.sum()

serial.parallel_diagnostics()
serial(np.arange(3))
try:
    serial.parallel_diagnostics()
except RuntimeError as e:
    print("RuntimeError:", e)
# expect: 6
# expect: 23.0
# expect: 6.0
# expect:  
# expect: ================================================================================
# expect:  Parallel Accelerator Optimizing:  Function one, 
# expect: DIR/parallel_diagnostics_level1.py (21)  
# expect: ================================================================================
# expect: 
# expect: 
# expect: Parallel loop listing for  Function one, DIR/parallel_diagnostics_level1.py (21) 
# expect: --------------------------------|loop #ID
# expect: @njit(parallel=True)            | 
# expect: def one(a):                     | 
# expect:     m = 0                       | 
# expect:     for i in prange(len(a)):----| #0
# expect:         m += a[i]               | 
# expect:     return m                    | 
# expect: ------------------------------ After Optimisation ------------------------------
# expect: Parallel structure is already optimal.
# expect: --------------------------------------------------------------------------------
# expect: --------------------------------------------------------------------------------
# expect:  
# expect:  
# expect: ================================================================================
# expect:  Parallel Accelerator Optimizing:  Function one, 
# expect: DIR/parallel_diagnostics_level1.py (21)  
# expect: ================================================================================
# expect: 
# expect: 
# expect: Parallel loop listing for  Function one, DIR/parallel_diagnostics_level1.py (21) 
# expect: --------------------------------|loop #ID
# expect: @njit(parallel=True)            | 
# expect: def one(a):                     | 
# expect:     m = 0                       | 
# expect:     for i in prange(len(a)):----| #3
# expect:         m += a[i]               | 
# expect:     return m                    | 
# expect: ------------------------------ After Optimisation ------------------------------
# expect: Parallel structure is already optimal.
# expect: --------------------------------------------------------------------------------
# expect: --------------------------------------------------------------------------------
# expect:  
# expect:  
# expect: ================================================================================
# expect:  Parallel Accelerator Optimizing:  Function two, 
# expect: DIR/parallel_diagnostics_level1.py (11)  
# expect: ================================================================================
# expect: 
# expect: 
# expect: Parallel loop listing for  Function two, DIR/parallel_diagnostics_level1.py (11) 
# expect: ------------------------------------|loop #ID
# expect: @njit(parallel=True)                | 
# expect: def two(a, b):                      | 
# expect:     s = 0.0                         | 
# expect:     for i in prange(a.shape[0]):----| #2
# expect:         s += a[i]                   | 
# expect:     t = 0.0                         | 
# expect:     for j in prange(b.shape[0]):----| #1
# expect:         t += b[j] * 2               | 
# expect:     return s + t                    | 
# expect: ------------------------------ After Optimisation ------------------------------
# expect: Parallel structure is already optimal.
# expect: --------------------------------------------------------------------------------
# expect: --------------------------------------------------------------------------------
# expect:  
# expect: RuntimeError: self.setup has not been called
