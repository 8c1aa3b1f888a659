/* kernel 'row_max' (@guvectorize, target='cuda') from ufunc_kernels.py, specialised as row_max__a2Ai8_a1Ai8 */
static __device__ void wf_core_row_max__a2Ai8_a1Ai8(WeftArray p0, WeftArray p1) {
  bool r5, r14, r17;
  long long r0, r1, r2, r3, r4, r6, r7, r8, r9, r10, r11, r12, r13, r15, r16, r18;
  // ufunc_kernels.py:35: for i in range(a.shape[0]):
  r2 = 0ll;
  r3 = 1ll;
  // ufunc_kernels.py:36: best = a[i, 0]
  r7 = 0ll;
  // ufunc_kernels.py:37: for j in range(1, a.shape[1]):
  r9 = 1ll;
  r12 = 1ll;
  // ufunc_kernels.py:35: for i in range(a.shape[0]):
  r0 = p0.shape[0];
  r1 = p0.shape[1];
  r4 = r2;
  for (;;) {
    r5 = r4 < r0;
    if (!r5) break;
    r6 = r4;
    // ufunc_kernels.py:36: best = a[i, 0]
    r8 = WF_ELEM(long long, p0, WF_IX(r6, p0.shape[0]) * p0.strides[0] + WF_IX(r7, p0.shape[1]) * p0.strides[1]);
    // ufunc_kernels.py:37: for j in range(1, a.shape[1]):
    r10 = p0.shape[0];
    r11 = p0.shape[1];
    r13 = r9;
    for (;;) {
      r14 = r13 < r11;
      if (!r14) break;
      r15 = r13;
      // ufunc_kernels.py:38: if a[i, j] > best:
      r16 = WF_ELEM(long long, p0, WF_IX(r6, p0.shape[0]) * p0.strides[0] + WF_IX(r15, p0.shape[1]) * p0.strides[1]);
      r17 = r16 > r8;
      if (r17) {
        // ufunc_kernels.py:39: best = a[i, j]
        r8 = WF_ELEM(long long, p0, WF_IX(r6, p0.shape[0]) * p0.strides[0] + WF_IX(r15, p0.shape[1]) * p0.strides[1]);
      }
      // ufunc_kernels.py:37: for j in range(1, a.shape[1]):
      r13 = wf_add(r13, r12);
    }
    // ufunc_kernels.py:40: out[i] = best
    WF_ELEM(long long, p1, WF_IX(r6, p1.shape[0]) * p1.strides[0]) = r8;
    // ufunc_kernels.py:35: for i in range(a.shape[0]):
    r4 = wf_add(r4, r3);
  }
}
/* One core per thread, as Numba's forall() launches it; argument k of core c is the view
 * pK moved by c * csK bytes (a scalar argument: the element of its 0-d view). */
extern "C" __global__ void row_max__a2Ai8_a1Ai8(long long ncores, WeftArray p0, long long cs0, WeftArray p1, long long cs1) {
  for (long long c = (long long)blockIdx.x * blockDim.x + threadIdx.x; c < ncores;
       c += (long long)gridDim.x * blockDim.x) {
    WeftArray a0 = p0;
    a0.data += c * cs0;
    WeftArray a1 = p1;
    a1.data += c * cs1;
    wf_core_row_max__a2Ai8_a1Ai8(a0, a1);
  }
}
